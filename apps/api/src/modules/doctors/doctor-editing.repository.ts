import type { Role } from '@portal/domain';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  appConfig,
  contacts,
  doctorBranches,
  doctors,
  doctorStudyTypes,
  studyTypes,
  users,
} from '../../db/schema/index.js';

/**
 * The SQL of the doctor form's writes (addDoctor, updateDoctor, updateDoctorNote and the account
 * steps): the record as an edit reads it, locked, and its child rows. Reads of lists and of one
 * doctor for display are doctors.repository.ts's.
 */

/** The account of a doctor record, as the form's rights compare against it. */
export interface DoctorAccount {
  id: number;
  login: string;
  roles: Role[];
  active: boolean;
  hasPassword: boolean;
}

/** One doctor record as an edit reads it: the row, its contact, child ids and live account. */
export interface DoctorRecord {
  id: number;
  contactId: number;
  licenseNumber: string | null;
  specializations: string[];
  regions: string[];
  note: string | null;
  version: number;
  isFacility: boolean;
  companyName: string | null;
  firstName: string | null;
  branchIds: number[];
  studyTypeIds: number[];
  /** The live account (not deleted); null for a doctor without one. */
  account: DoctorAccount | null;
}

/**
 * The record locked for the rest of the transaction (its row FOR UPDATE: a concurrent edit,
 * delete or merge waits, and a new reference to it waits for the commit), or undefined.
 */
export async function lockDoctorRecord(
  tx: Executor,
  id: number,
): Promise<DoctorRecord | undefined> {
  const [row] = await tx
    .select({ doctor: doctors, contact: contacts })
    .from(doctors)
    .innerJoin(contacts, eq(contacts.id, doctors.contactId))
    .where(eq(doctors.id, id))
    .for('update', { of: doctors });
  if (!row) return undefined;
  const { doctor, contact } = row;
  const [account] = doctor.userId
    ? await tx
        .select({
          id: users.id,
          login: users.login,
          roles: users.roles,
          active: users.active,
          passwordHash: users.passwordHash,
        })
        .from(users)
        .where(and(eq(users.id, doctor.userId), isNull(users.deletedAt)))
    : [];
  const branches = await tx
    .select({ id: doctorBranches.branchId })
    .from(doctorBranches)
    .where(eq(doctorBranches.doctorId, id))
    .orderBy(asc(doctorBranches.branchId));
  const types = await tx
    .select({ id: doctorStudyTypes.studyTypeId })
    .from(doctorStudyTypes)
    .where(eq(doctorStudyTypes.doctorId, id))
    .orderBy(asc(doctorStudyTypes.studyTypeId));
  return {
    id: doctor.id,
    contactId: doctor.contactId,
    licenseNumber: doctor.licenseNumber,
    specializations: doctor.specializations,
    regions: doctor.regions,
    note: doctor.note,
    version: doctor.version,
    // As doctors.repository.ts says it: no licence number and a company name.
    isFacility: doctor.licenseNumber === null && contact.companyName !== null,
    companyName: contact.companyName,
    firstName: contact.firstName,
    branchIds: branches.map((branch) => branch.id),
    studyTypeIds: types.map((type) => type.id),
    account: account
      ? {
          id: account.id,
          login: account.login,
          roles: account.roles,
          active: account.active,
          hasPassword: account.passwordHash !== null,
        }
      : null,
  };
}

/** Makes the doctor's branches exactly `branchIds`. */
export async function setDoctorBranches(
  tx: Executor,
  doctorId: number,
  branchIds: readonly number[],
): Promise<void> {
  await tx.delete(doctorBranches).where(eq(doctorBranches.doctorId, doctorId));
  if (branchIds.length === 0) return;
  await tx.insert(doctorBranches).values(branchIds.map((branchId) => ({ doctorId, branchId })));
}

/** Makes the study types the doctor describes exactly `studyTypeIds`. */
export async function setDoctorStudyTypes(
  tx: Executor,
  doctorId: number,
  studyTypeIds: readonly number[],
): Promise<void> {
  await tx.delete(doctorStudyTypes).where(eq(doctorStudyTypes.doctorId, doctorId));
  if (studyTypeIds.length === 0) return;
  await tx
    .insert(doctorStudyTypes)
    .values(studyTypeIds.map((studyTypeId) => ({ doctorId, studyTypeId })));
}

/** The ids among `ids` that are no study type. */
export async function unknownStudyTypes(db: Executor, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const found = await db
    .select({ id: studyTypes.id })
    .from(studyTypes)
    .where(inArray(studyTypes.id, [...ids]));
  const known = new Set(found.map(({ id }) => id));
  return ids.filter((id) => !known.has(id));
}

/** The app config's specializations (empty when the configuration row is missing). */
export async function configuredSpecializations(db: Executor): Promise<string[]> {
  const [row] = await db.select({ data: appConfig.data }).from(appConfig);
  return row?.data.specializations ?? [];
}

/** Whether another doctor record has this licence number (the unique index decides a race). */
export async function licenseNumberTaken(
  db: Executor,
  licenseNumber: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: doctors.id })
    .from(doctors)
    .where(
      and(
        eq(doctors.licenseNumber, licenseNumber),
        exceptId === undefined ? undefined : ne(doctors.id, exceptId),
      ),
    );
  return Boolean(row);
}
