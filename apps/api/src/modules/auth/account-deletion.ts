import { and, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import type { Database, Executor } from '../../db/client.js';
import {
  contacts,
  doctors,
  doctorStamps,
  files,
  passwordTokens,
  userProfilePictures,
  users,
} from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { Storage } from '../../platform/storage/storage.js';
import { deleteObjects } from '../files/file-keys.js';
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
 * The files that show the person: the account's profile picture and its doctor record's stamp
 * (name and PWZ), with the uploads of either it never used. Their rows go in the transaction, the
 * bytes after it (the caller); the stamp's link and the picture's go with the rows (cascade).
 */
async function deletePersonalFiles(tx: Executor, userId: number) {
  const doctorIds = tx.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId));
  return tx
    .delete(files)
    .where(
      or(
        inArray(
          files.id,
          tx
            .select({ id: userProfilePictures.fileId })
            .from(userProfilePictures)
            .where(eq(userProfilePictures.userId, userId)),
        ),
        inArray(
          files.id,
          tx
            .select({ id: doctorStamps.fileId })
            .from(doctorStamps)
            .where(inArray(doctorStamps.doctorId, doctorIds)),
        ),
        and(
          eq(files.ownerUserId, userId),
          inArray(files.fileType, ['ProfilePicture', 'DoctorStamp']),
          isNull(files.patientId),
          isNull(files.studyId),
        ),
      ),
    )
    .returning({
      id: files.id,
      storageKey: files.storageKey,
      multipartUploadId: files.multipartUploadId,
    });
}

/**
 * The removal task (scheduled-tasks.ts): each account marked for deletion loses its personal
 * data — names, company and NIP, phones and addresses of its contact (which its doctor record
 * shares, unless another live account uses it too), its login (a placeholder frees the address),
 * password, links, profile picture and stamp image (rows and stored bytes) — and is deleted; its
 * owner is mailed at the address it had. Audit rows stay: they name the account by id. One
 * transaction per account, so a failure leaves the others done and the task takes it again next
 * time; bytes whose removal fails are left to nothing pointing at them (deleteObjects).
 */
export async function removeMarkedAccounts(deps: {
  db: Database;
  mailer: Mailer;
  storage: Storage;
}): Promise<number> {
  const pending = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNotNull(users.deletionRequestedAt), isNull(users.deletedAt)))
    .orderBy(users.deletionRequestedAt)
    .limit(REMOVALS_PER_RUN);
  for (const { id } of pending) {
    const removedFiles = await deps.db.transaction(async (tx) => {
      const [account] = await tx
        .select({ login: users.login, contactId: users.contactId })
        .from(users)
        .where(and(eq(users.id, id), isNull(users.deletedAt)))
        .for('update');
      if (!account) return [];
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
      const removed = await deletePersonalFiles(tx, id);
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
        details: { filesRemoved: removed.length },
      });
      return removed;
    });
    await Promise.all(removedFiles.map((file) => deleteObjects(deps.storage, file)));
  }
  return pending.length;
}
