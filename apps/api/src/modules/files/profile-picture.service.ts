import { PICTURE_FILE_KINDS, type FileKind } from '@portal/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { mayAccessFile } from '../../auth/file-policy.js';
import type { Executor } from '../../db/client.js';
import { files, userProfilePictures } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import { confirmUpload } from './confirm-upload.js';
import { auditFile } from './file-audit.js';
import type { Actor } from '../../auth/actor.js';
import type { FileDeps } from './file-deps.js';
import { deleteObjects } from './file-keys.js';
import { findFile, type FileRow } from './files.repository.js';
import { signedDownloadUrl } from './files.service.js';

/** Deletes the user's current picture row (if any) inside `tx`; returns it for its bytes. */
async function dropCurrentPicture(
  tx: Executor,
  caller: Actor,
  userId: number,
  keep: string | null,
): Promise<FileRow | undefined> {
  const [link] = await tx
    .select()
    .from(userProfilePictures)
    .where(eq(userProfilePictures.userId, userId))
    .for('update');
  if (!link || link.fileId === keep) return undefined;
  const [gone] = await tx.delete(files).where(eq(files.id, link.fileId)).returning();
  if (gone)
    await auditFile(tx, caller, 'file.delete', 'success', gone.id, { fileType: gone.fileType });
  return gone;
}

/**
 * updateProfilePicture(fileId) (spec part 1 §7): makes an uploaded ProfilePicture of the caller
 * their picture, confirming it first if the client has not, and deletes the previous one.
 */
export async function setProfilePicture(
  deps: FileDeps,
  caller: Actor,
  fileId: string,
): Promise<void> {
  let file = await findFile(deps.db, fileId);
  if (!file) throw notFound(fileId);
  if (!mayAccessFile(caller, 'confirm', file)) {
    await auditFile(deps.db, caller, 'file.profilePicture.set', 'denied', file.id);
    throw forbidden();
  }
  if (file.fileType !== 'ProfilePicture' || file.rejected) {
    throw new AppError('BAD_USER_INPUT', 'errors.file.notProfilePicture');
  }
  if (file.status === 'pending') file = await confirmUpload(deps, caller, fileId);
  // confirmUpload already refuses other kinds; this keeps a wrong row from ever becoming a picture.
  const kind = file.detectedKind;
  if (!kind || !(PICTURE_FILE_KINDS as readonly FileKind[]).includes(kind)) {
    throw new AppError('BAD_USER_INPUT', 'errors.file.notProfilePicture');
  }

  const previous = await deps.db.transaction(async (tx) => {
    const gone = await dropCurrentPicture(tx, caller, caller.userId, fileId);
    await tx
      .insert(userProfilePictures)
      .values({ userId: caller.userId, fileId })
      .onConflictDoUpdate({
        target: userProfilePictures.userId,
        set: { fileId, updatedAt: sql`now()` },
      });
    await auditFile(tx, caller, 'file.profilePicture.set', 'success', fileId);
    return gone;
  });
  if (previous) await deleteObjects(deps.storage, previous);
}

/** deleteExistingProfilePicture (spec part 1 §7): removes the caller's picture, if any. */
export async function removeProfilePicture(deps: FileDeps, caller: Actor): Promise<void> {
  const gone = await deps.db.transaction(async (tx) => {
    const removed = await dropCurrentPicture(tx, caller, caller.userId, null);
    if (removed) await auditFile(tx, caller, 'file.profilePicture.delete', 'success', removed.id);
    return removed;
  });
  if (gone) await deleteObjects(deps.storage, gone);
}

/**
 * `User.profilePictureURL` of each of these users: a short-lived URL of the picture, or null when
 * there is none or the caller may not see it; one statement for all of them. Reading pictures is
 * not audited: they are no medical data and the web asks for its own on every page load.
 */
export async function profilePictureUrls(
  deps: FileDeps,
  caller: Actor,
  userIds: readonly number[],
): Promise<Map<number, string>> {
  const rows = await deps.db
    .select({ userId: userProfilePictures.userId, file: files })
    .from(userProfilePictures)
    .innerJoin(files, eq(files.id, userProfilePictures.fileId))
    .where(and(inArray(userProfilePictures.userId, [...userIds]), eq(files.status, 'ready')));
  const urls = new Map<number, string>();
  for (const { userId, file } of rows) {
    if (mayAccessFile(caller, 'read', file)) {
      urls.set(userId, await signedDownloadUrl(deps.storage, file));
    }
  }
  return urls;
}
