import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database } from '../../db/client.js';
import { contacts, passwordTokens, userProfilePictures, users } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { lastAdmin, lockActiveAdmins } from '../users/users.repository.js';
import type { AuthDeps } from './auth.service.js';
import { confirmCurrentPassword } from './change-password.service.js';
import { findUserById } from './users.repository.js';

const MARK_FOR_DELETE_ACTION = 'auth.markForDelete';
/** Accounts the removal task clears in one run; the next run takes the rest. */
const REMOVALS_PER_RUN = 50;

/**
 * markForDelete (spec part 2 §4 "Account deletion": "the account is deactivated and a removal
 * process starts; completion is notified by e-mail"; ADR 0044), with the current password as for
 * changePassword: the account is inactive at once and every session of it ends; the removal
 * task does the rest. The last active Admin cannot leave the portal without one.
 */
export async function markForDelete(
  deps: AuthDeps,
  actor: Actor,
  currentPassword: string,
): Promise<void> {
  const { db, events } = deps;
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound(actor.userId);
  await confirmCurrentPassword(deps, actor, user, currentPassword, MARK_FOR_DELETE_ACTION);
  await db.transaction(async (tx) => {
    const admins = await lockActiveAdmins(tx);
    if (admins.includes(user.id) && admins.length <= 1) throw lastAdmin();
    await tx
      .update(users)
      .set({
        active: false,
        deletionRequestedAt: sql`now()`,
        version: sql`${users.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id);
    await recordAudit(tx, {
      action: MARK_FOR_DELETE_ACTION,
      outcome: 'success',
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      address: actor.address,
    });
  });
  events.publish(userUpdated(user.id));
}

/**
 * The removal task (scheduled-tasks.ts): each account marked for deletion loses its personal
 * data — names, company and NIP, phones and addresses of its contact (which its doctor record
 * shares, unless another live account uses it too), its login (a placeholder frees the address),
 * password, links and profile picture — and is deleted; its owner is mailed at the address it
 * had. Audit rows stay: they name the account by id. One transaction per account, so a failure leaves the others done and the task
 * takes it again next time.
 */
export async function removeMarkedAccounts(deps: {
  db: Database;
  mailer: Mailer;
}): Promise<number> {
  const pending = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), isNull(users.deletedAt)))
    .orderBy(users.deletionRequestedAt)
    .limit(REMOVALS_PER_RUN);
  for (const { id } of pending) {
    await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ login: users.login, contactId: users.contactId })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .for('update');
      if (!account) return;
      await tx
        .update(contacts)
        .set({
          firstName: null,
          middleName: null,
          lastName: null,
          companyName: null,
          nip: null,
          phoneNumbers: [],
          emailAddresses: [],
          addresses: [],
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(contacts.id, account.contactId),
            // A contact another live account still signs in with is that account's too.
            sql`not exists (select 1 from ${users} other where other.contact_id = ${contacts.id}
              and other.id <> ${id} and other.deleted_at is null)`,
          ),
        );
      await tx
        .update(users)
        .set({
          login: `usuniete-konto-${id}@konto.invalid`,
          passwordHash: null,
          deletedAt: sql`now()`,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, id));
      await tx.delete(passwordTokens).where(eq(passwordTokens.userId, id));
      await tx.delete(userProfilePictures).where(eq(userProfilePictures.userId, id));
      await deps.mailer.enqueue(tx, {
        template: 'account-notice',
        params: { notice: 'removed' },
        dedupeKey: `account-removed:${id}`,
        to: account.login,
        lang: 'pl',
      });
      await recordAudit(tx, {
        action: 'user.removePersonalData',
        outcome: 'success',
        entityType: 'user',
        entityId: id,
      });
    });
  }
  return pending.length;
}
