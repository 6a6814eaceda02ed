import { and, asc, eq, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage/storage.js';
import { auditFile } from './file-audit.js';
import { uploadKeyOf } from './file-keys.js';
import { removeOrphanMultipartUploads } from './orphan-multipart-uploads.js';
import { removeOrphanUploads } from './orphan-uploads.js';

/**
 * Age after which a never-confirmed upload is abandoned. Upload URLs may only be *started* within
 * 15 minutes, but a 5 GB upload over a slow line can run for hours after that.
 */
export const STALE_UPLOAD_MINUTES = 24 * 60;

/** Rows locked and removed per transaction: keeps each transaction short. */
const BATCH = 100;

/**
 * Deletes, with their bytes, uploads prepared more than `olderThanMinutes` ago that were never
 * confirmed (rejected records are kept: they never had bytes, and the study shows them) or that
 * were checked for a study but never saved to it by the files tab (only their uploader ever saw
 * them), aborting their multipart uploads; then the objects under `uploads/` that no pending file
 * waits for (orphan-uploads.ts) and, on S3, the multipart uploads none waits for
 * (orphan-multipart-uploads.ts). Returns how many files.
 *
 * Meant for a scheduled job. Safe to run on several API copies at once: each batch locks its rows
 * with `FOR UPDATE SKIP LOCKED`, so copies take different rows, and a confirm running at the same
 * moment waits for the lock and then finds the row gone. Bytes are deleted before the rows'
 * transaction commits; if it does not, the rows stay and the next run deletes again (deleting a
 * missing object is not an error), so nothing is left half-removed.
 */
export async function removeStaleUploads(
  db: Database,
  storage: Storage,
  olderThanMinutes: number = STALE_UPLOAD_MINUTES,
): Promise<number> {
  if (!Number.isInteger(olderThanMinutes) || olderThanMinutes < 1) {
    throw new RangeError('olderThanMinutes must be a positive whole number');
  }
  const old = lt(files.createdAt, sql`now() - make_interval(mins => ${olderThanMinutes})`);
  const neverConfirmed = and(eq(files.status, 'pending'), eq(files.rejected, false), old)!;
  const neverAttached = and(eq(files.attached, false), old)!;
  let removed = await removeInBatches(db, storage, neverConfirmed, 'neverConfirmed');
  removed += await removeInBatches(db, storage, neverAttached, 'neverAttached');
  await removeOrphanUploads(db, storage);
  await removeOrphanMultipartUploads(db, storage);
  return removed;
}

async function removeInBatches(
  db: Database,
  storage: Storage,
  where: SQL,
  reason: 'neverConfirmed' | 'neverAttached',
): Promise<number> {
  let removed = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const stale = await tx
        .select({
          id: files.id,
          storageKey: files.storageKey,
          fileType: files.fileType,
          multipartUploadId: files.multipartUploadId,
        })
        .from(files)
        .where(where)
        .orderBy(asc(files.createdAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (stale.length === 0) return 0;
      for (const file of stale) {
        if (file.multipartUploadId) {
          await storage.multipart?.abort(uploadKeyOf(file.id), file.multipartUploadId);
        }
        await storage.delete(uploadKeyOf(file.id));
        await storage.delete(file.storageKey);
      }
      await tx.delete(files).where(
        inArray(
          files.id,
          stale.map((file) => file.id),
        ),
      );
      for (const file of stale) {
        await auditFile(tx, null, 'file.cleanup', 'success', file.id, {
          fileType: file.fileType,
          reason,
        });
      }
      return stale.length;
    });
    removed += count;
    if (count < BATCH) return removed;
  }
}
