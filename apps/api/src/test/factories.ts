import type { Role } from '@portal/domain';
import { hashPassword } from '../auth/passwords.js';
import type { Database } from '../db/client.js';
import { contacts, patients, users } from '../db/schema/index.js';

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

/** Inserts a patient with a synthetic contact; override the names a test needs. */
export async function buildPatient(
  db: Database,
  overrides: { firstName?: string; lastName?: string } = {},
) {
  sequence += 1;
  const [contact] = await db
    .insert(contacts)
    .values({
      firstName: overrides.firstName ?? 'Patient',
      lastName: overrides.lastName ?? `Test ${sequence}`,
    })
    .returning();
  const [patient] = await db
    .insert(patients)
    .values({ contactId: contact!.id, registrationDate: '2026-01-15' })
    .returning();
  return patient!;
}
