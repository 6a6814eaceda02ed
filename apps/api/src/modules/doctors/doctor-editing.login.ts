import { randomUUID } from 'node:crypto';
import { defaultDoctorRoles } from '@portal/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { contacts, users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import type { Executor } from '../../db/client.js';
import { issueConfirmationLink } from '../signup/signup.service.js';
import { issueSetPasswordLink } from '../users/password-links.js';
import { issueResetLink } from '../users/password-reset-request.js';
import { loginTaken } from '../users/users.repository.js';
import { lockDoctorRecord, type DoctorRecord } from './doctor-editing.repository.js';
import {
  createDoctorAccount,
  doctorAudit,
  doctorNotFound,
  loginTakenAt,
  readDoctor,
  withUniqueRaces,
  type DoctorDeps,
} from './doctor-editing.shared.js';
import type { DoctorModel } from './doctors.repository.js';

/**
 * The account steps of the doctor view (spec part 2 §4 "Doctor account", §6: Admin and Manager):
 * changing the login, which mails an activation link to the new address, and mailing a
 * password-reset link. The mails are the ones the profile's changeLogin and initPasswordReset
 * send (signup.service.ts, password-reset-request.ts); staff choose nothing about their content.
 * The account's language is not stored: mails about it are in Polish, as createUser's are.
 */

const noAccount = () => new AppError('CONFLICT', 'errors.doctorEditing.noAccount');

/** A login the spec reads as "no account" (NO_USER…): nobody reads mail sent there. */
const isPlaceholderLogin = (login: string) => login.startsWith('no_user');

/**
 * Moves an existing account to `newLogin`, unconfirmed, and ends its sessions. An account with a
 * password confirms the new address by the mailed link (as the profile's changeLogin) and the
 * old address is told; one without a password yet (made by staff, or a NO_USER placeholder)
 * gets a link to set one, which confirms the address as well.
 */
async function moveAccount(
  tx: Executor,
  mailer: Mailer,
  record: DoctorRecord,
  newLogin: string,
): Promise<void> {
  const account = record.account!;
  if (await loginTaken(tx, newLogin, account.id)) throw loginTakenAt('newLogin');
  await tx
    .update(users)
    .set({
      login: newLogin,
      emailConfirmed: false,
      updatedAt: sql`now()`,
      version: sql`${users.version} + 1`,
    })
    .where(eq(users.id, account.id));
  // The contact's addresses follow: the old login is replaced where it was listed.
  await tx
    .update(contacts)
    .set({
      emailAddresses: sql`array_replace(${contacts.emailAddresses}, ${account.login}, ${newLogin})`,
      updatedAt: sql`now()`,
    })
    .where(eq(contacts.id, record.contactId));
  await revokeUserSessions(tx, account.id);
  const name = record.firstName ?? record.companyName;
  if (!account.hasPassword) {
    await issueSetPasswordLink(tx, mailer, { id: account.id, login: newLogin, name });
    return;
  }
  await issueConfirmationLink(tx, mailer, { id: account.id, login: newLogin, name }, 'pl');
  if (isPlaceholderLogin(account.login)) return;
  await mailer.enqueue(tx, {
    template: 'account-notice',
    params: { notice: 'loginChanged' },
    dedupeKey: `login-changed:${account.id}:${randomUUID()}`,
    to: account.login,
    lang: 'pl',
  });
}

/** changeDoctorLogin(id, newLogin): the account's login, or a new account with it. */
export async function changeDoctorLogin(
  deps: DoctorDeps,
  actor: Actor,
  { id, newLogin }: { id: number; newLogin: string },
): Promise<DoctorModel> {
  const accountId = await withUniqueRaces(
    () =>
      deps.db.transaction(async (tx) => {
        const record = await lockDoctorRecord(tx, id);
        if (!record) throw doctorNotFound(id);
        if (record.account?.login === newLogin) return null;
        const kind = record.isFacility ? 'FACILITY' : 'DOCTOR';
        const created = !record.account;
        const userId = record.account
          ? (await moveAccount(tx, deps.mailer, record, newLogin), record.account.id)
          : await createDoctorAccount(
              tx,
              deps.mailer,
              { id, contactId: record.contactId, name: record.firstName ?? record.companyName },
              { login: newLogin, roles: defaultDoctorRoles(kind), active: true },
              'newLogin',
            );
        await doctorAudit(tx, actor, 'doctor.changeLogin', id, { userId, created });
        return userId;
      }),
    'newLogin',
  );
  if (accountId) deps.events.publish(userUpdated(accountId));
  return readDoctor(deps.db, id);
}

/**
 * sendDoctorPasswordReset(id): the admin-triggered reset (spec part 2 §7) — the account is mailed
 * the reset link initPasswordReset sends ('Link do zmiany hasła został wysłany…'). A doctor
 * without a live, active, unblocked account is refused: such a link could not be used.
 */
export async function sendDoctorPasswordReset(
  deps: DoctorDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const record = await lockDoctorRecord(tx, id);
    if (!record) throw doctorNotFound(id);
    const [account] = record.account
      ? await tx
          .select({ id: users.id, login: users.login })
          .from(users)
          .where(
            and(
              eq(users.id, record.account.id),
              eq(users.active, true),
              isNull(users.blockedAt),
              isNull(users.deletionRequestedAt),
            ),
          )
      : [];
    if (!account || isPlaceholderLogin(account.login)) throw noAccount();
    const name = record.firstName ?? record.companyName;
    const linkId = await issueResetLink(tx, deps.mailer, { ...account, name }, 'pl');
    await doctorAudit(tx, actor, 'doctor.sendPasswordReset', id, { userId: account.id, linkId });
  });
}
