import type { Gender } from '@portal/domain';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contacts, patients, type PatientConsents } from '../../db/schema/index.js';

/**
 * What consents need of a patient, read here rather than through modules/patients (built in
 * parallel): the name printed on the form, and birth date and gender, which decide the questions.
 */
export interface ConsentPatient {
  id: number;
  firstName: string;
  lastName: string;
  birthDate: string | null;
  gender: Gender | null;
}

/**
 * The patient, if `scope` (auth/patient-policy.ts, the caller's visible patients) admits them.
 * Without a scope: the patient of a request a tablet is answering, which staff chose already.
 */
export async function findConsentPatient(
  db: Executor,
  id: number,
  scope?: SQL,
): Promise<ConsentPatient | undefined> {
  const [row] = await db
    .select({
      id: patients.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      birthDate: contacts.birthDate,
      gender: contacts.gender,
    })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(and(eq(patients.id, id), scope));
  if (!row) return undefined;
  return {
    ...row,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    gender: row.gender === 'Female' || row.gender === 'Male' ? row.gender : null,
  };
}

/**
 * Records the answers the patient signed as the patient's current consents. A new version of the
 * patient (ADR 0021): a form opened before the signature, which would save the old consents,
 * is refused as stale instead.
 */
export async function updatePatientConsents(
  tx: Executor,
  id: number,
  consents: PatientConsents,
): Promise<void> {
  await tx
    .update(patients)
    .set({ consents, updatedAt: sql`now()`, version: sql`${patients.version} + 1` })
    .where(eq(patients.id, id));
}
