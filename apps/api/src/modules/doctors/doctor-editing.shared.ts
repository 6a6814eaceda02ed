import type { Role } from '@portal/domain';
import { and, eq, notExists, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { violatesConstraint } from '../../db/constraint-violation.js';
import { contacts, doctors, patients, users } from '../../db/schema/index.js';
import { AppError, badInput } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { issueSetPasswordLink } from '../users/password-links.js';
import { loginTaken } from '../users/users.repository.js';
import { findDoctorsByIds, type DoctorModel } from './doctors.repository.js';

/** What the doctor form's writes, deleting and merging share: deps, refusals, the account. */

export interface DoctorDeps {
  db: Database;
  events: EventPublisher;
  mailer: Mailer;
}

/** 'Nie znaleziono lekarza.' (spec part 2 §2). */
export const doctorNotFound = (id: number) =>
  new AppError('NOT_FOUND', 'errors.doctorEditing.notFound', { params: { id } });

/** A licence number is one doctor's (doctors_license_number): a second record is refused. */
export const licenseTaken = () =>
  new AppError('CONFLICT', 'errors.doctorEditing.licenseTaken', {
    extensions: { field: 'licenseNumber' },
  });

/** The users module's answer to a taken login, at the field that carries it here. */
export const loginTakenAt = (field: 'login' | 'newLogin') =>
  badInput([
    { code: 'custom', path: [field], message: 'validation.user.loginTaken', input: undefined },
  ]);

/** Audit rows of doctor records: entity type 'doctor', the doctor's id. */
export const doctorAudit = entityAudit('doctor');

/**
 * Runs a write whose pre-checks another request may beat: the unique indexes of licence numbers
 * and live logins then answer as the pre-checks would have.
 */
export async function withUniqueRaces<T>(
  write: () => Promise<T>,
  loginField: 'login' | 'newLogin' = 'login',
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatesConstraint(error, 'doctors_license_number')) throw licenseTaken();
    if (violatesConstraint(error, 'users_login_unique')) throw loginTakenAt(loginField);
    throw error;
  }
}

/**
 * An account for a doctor record that has none (addDoctor with a login, changeDoctorLogin): it
 * shares the doctor's contact, is verified (staff made it) with its address unconfirmed, and is
 * mailed a link to set its password exactly as createUser's accounts are (issueSetPasswordLink).
 */
export async function createDoctorAccount(
  tx: Executor,
  mailer: Mailer,
  doctor: { id: number; contactId: number; name: string | null },
  account: { login: string; roles: readonly Role[]; active: boolean },
  loginField: 'login' | 'newLogin' = 'login',
): Promise<number> {
  if (await loginTaken(tx, account.login)) throw loginTakenAt(loginField);
  const [user] = await tx
    .insert(users)
    .values({
      login: account.login,
      roles: [...account.roles],
      active: account.active,
      contactId: doctor.contactId,
      emailConfirmed: false,
    })
    .returning({ id: users.id, login: users.login });
  await tx.update(doctors).set({ userId: user!.id }).where(eq(doctors.id, doctor.id));
  await issueSetPasswordLink(tx, mailer, { ...user!, name: doctor.name });
  return user!.id;
}

/** The doctor as the API answers it, after the write committed. */
export async function readDoctor(db: Database, id: number): Promise<DoctorModel> {
  const [doctor] = await findDoctorsByIds(db, [id]);
  if (!doctor) throw doctorNotFound(id);
  return doctor;
}

/**
 * Deletes a contact nothing names any more (a deleted doctor without an account): its names and
 * phones are personal data with no record to keep them for. An account's contact stays: the
 * account keeps naming what it did (ADR 0030).
 */
export async function deleteOrphanContact(tx: Executor, contactId: number): Promise<void> {
  await tx.delete(contacts).where(
    and(
      eq(contacts.id, contactId),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(users)
          .where(eq(users.contactId, contactId)),
      ),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(doctors)
          .where(eq(doctors.contactId, contactId)),
      ),
      notExists(
        tx
          .select({ one: sql`1` })
          .from(patients)
          .where(eq(patients.contactId, contactId)),
      ),
    ),
  );
}
