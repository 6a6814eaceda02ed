import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { Storage } from '../../platform/storage/storage.js';

/** The ids prepareUpload gives (randomUUID); nothing else is ever signed for upload. */
export const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const UPLOADS = 'uploads';
/** Keys looked up per query. */
const BATCH = 500;

/**
 * Removes objects under `uploads/` that no pending file waits for: written by an upload URL used
 * again after its file was confirmed or deleted. The local storage refuses such a second PUT
 * (ADR 0019); a presigned S3 URL cannot be revoked, so on S3 this is what removes them. An upload
 * whose file is pending is left alone — removeStaleUploads decides about those. Returns how many
 * objects were removed.
 *
 * Safe while uploads are confirmed: confirmUpload moves the object away before it marks the file
 * ready, so an object still here beside a ready file is never the checked one.
 */
export async function removeOrphanUploads(db: Database, storage: Storage): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const sweep = async () => {
    const ids = batch.map((key) => key.slice(UPLOADS.length + 1)).filter((id) => FILE_ID.test(id));
    batch = [];
    if (ids.length === 0) return;
    const waiting = await db
      .select({ id: files.id })
      .from(files)
      .where(and(inArray(files.id, ids), eq(files.status, 'pending')));
    const pending = new Set(waiting.map((row) => row.id));
    for (const id of ids) {
      if (pending.has(id)) continue;
      await storage.delete(`${UPLOADS}/${id}`);
      removed++;
    }
  };
  for await (const key of storage.list(UPLOADS)) {
    batch.push(key);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  return removed;
}
