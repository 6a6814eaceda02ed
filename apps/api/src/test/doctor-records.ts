import type { Role } from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { contacts, doctors, users } from '../db/schema/index.js';
import { buildUser } from './factories.js';

/** Doctor and facility records as the doctors list reads them (issue 20), with overrides. */

export interface DoctorRecordSpec {
  firstName?: string;
  lastName?: string;
  companyName?: string;
  nip?: string;
  licenseNumber?: string;
  emailAddresses?: string[];
  specializations?: string[];
  regions?: string[];
  note?: string;
  createdAt?: Date;
  /** The record's account; none when omitted. */
  account?: {
    login: string;
    roles?: Role[];
    active?: boolean;
    deleted?: boolean;
    lastLoginDate?: Date;
  };
}

export interface DoctorRecord {
  id: number;
  userId: number | null;
}

/** Inserts a doctor (a licence number) or a facility (a company name) and its account. */
export async function insertDoctorRecord(
  db: Database,
  spec: DoctorRecordSpec,
): Promise<DoctorRecord> {
  const names = {
    firstName: spec.firstName ?? null,
    lastName: spec.lastName ?? null,
    companyName: spec.companyName ?? null,
    nip: spec.nip ?? null,
    emailAddresses: spec.emailAddresses ?? [],
  };
  let userId: number | null = null;
  let contactId: number;
  if (spec.account) {
    const { login, roles, active, deleted, lastLoginDate } = spec.account;
    const user = await buildUser(db, {
      login,
      roles: roles ?? [spec.companyName ? 'DentalOffice' : 'Doctor'],
      active,
    });
    await db
      .update(users)
      .set({ deletedAt: deleted ? new Date() : null, lastLoginDate: lastLoginDate ?? null })
      .where(eq(users.id, user.id));
    await db.update(contacts).set(names).where(eq(contacts.id, user.contactId));
    userId = user.id;
    contactId = user.contactId;
  } else {
    const [contact] = await db.insert(contacts).values(names).returning();
    contactId = contact!.id;
  }
  const [doctor] = await db
    .insert(doctors)
    .values({
      userId,
      contactId,
      licenseNumber: spec.licenseNumber ?? null,
      specializations: spec.specializations ?? [],
      regions: spec.regions ?? [],
      note: spec.note ?? null,
      ...(spec.createdAt ? { createdAt: spec.createdAt } : {}),
    })
    .returning();
  return { id: doctor!.id, userId };
}
