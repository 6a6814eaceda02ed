import { encodePesel, type Gender, type Role } from '@portal/domain';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { contacts, patients, users } from '../db/schema/index.js';
import { refreshPatientAccess } from '../modules/patients/patient-access.js';

export const TEST_PASSWORD = 'Test1234';
let passwordHash: Promise<string> | undefined;

let sequence = 0;

export interface UserOverrides {
  login?: string;
  roles?: Role[];
  active?: boolean;
  emailConfirmed?: boolean;
  acceptedTerms?: boolean;
  password?: string;
  firstName?: string;
  lastName?: string;
}

/** Inserts a user who can sign in with TEST_PASSWORD (or `password`); override what a test needs. */
export async function buildUser(db: Database, overrides: UserOverrides = {}) {
  sequence += 1;
  const hash =
    overrides.password === undefined
      ? await (passwordHash ??= hashPassword(TEST_PASSWORD))
      : await hashPassword(overrides.password);
  const [contact] = await db
    .insert(contacts)
    .values({
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? `User ${sequence}`,
    })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      login: overrides.login ?? `user${sequence}-${process.pid}@example.com`,
      passwordHash: hash,
      roles: overrides.roles ?? ['Admin'],
      active: overrides.active ?? true,
      emailConfirmed: overrides.emailConfirmed ?? true,
      acceptedTerms: overrides.acceptedTerms ?? true,
      contactId: contact!.id,
    })
    .returning();
  return user!;
}

export interface PatientOverrides {
  firstName?: string;
  middleName?: string | null;
  lastName?: string;
  /** A valid PESEL for `birthDate` and `gender` unless given. */
  ssn?: string;
  ssnIsPesel?: boolean;
  gender?: Gender;
  birthDate?: string;
  createdById?: number | null;
}

/** A PESEL no other patient of this test file has: serial and birth day follow the sequence. */
function uniquePesel(birthDate: string, gender: Gender): string {
  const day = new Date(`${birthDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.floor(sequence / 1000));
  return encodePesel(day.toISOString().slice(0, 10), sequence % 1000, gender);
}

/**
 * Inserts a patient with a synthetic contact (a complete one, as the patient form saves it);
 * override what a test needs. Without `ssn`, a valid PESEL of `birthDate` and `gender` is
 * generated (past the 1000th patient of a file its encoded day moves on, to stay unique).
 */
export async function buildPatient(db: Database, overrides: PatientOverrides = {}) {
  sequence += 1;
  const gender = overrides.gender ?? 'Female';
  const birthDate = overrides.birthDate ?? '1980-05-17';
  const [contact] = await db
    .insert(contacts)
    .values({
      firstName: overrides.firstName ?? 'Patient',
      middleName: overrides.middleName ?? null,
      lastName: overrides.lastName ?? `Test ${sequence}`,
      ssn: overrides.ssn ?? uniquePesel(birthDate, gender),
      gender,
      birthDate,
    })
    .returning();
  const [patient] = await db
    .insert(patients)
    .values({
      contactId: contact!.id,
      registrationDate: '2026-01-15',
      ssnIsPesel: overrides.ssnIsPesel ?? overrides.ssn === undefined,
      createdById: overrides.createdById ?? null,
    })
    .returning();
  // As insertPatient: its creator sees it as a referring user (ADR 0042).
  await refreshPatientAccess(db, [patient!.id]);
  return patient!;
}
