import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import type { OpenUpload, Storage } from '../../platform/storage/storage.js';
import { FILE_ID, UPLOADS } from './orphan-uploads.js';

/** Uploads looked up per query. */
const BATCH = 500;

/**
 * How old an open upload must be before it counts as an orphan: prepareUpload starts the upload
 * a moment before it writes the row that names it, and S3's clock is not ours.
 */
export const ORPHAN_MULTIPART_MIN_AGE_MINUTES = 60;

/**
 * Aborts multipart uploads under `uploads/` that no pending file waits for (ADR 0039): their file
 * was deleted or confirmed meanwhile, or its row was never written. Parts of an unfinished upload
 * take space (and cost) on S3 without being objects, so orphan-uploads.ts does not see them. Only
 * uploads started before `startedBefore` are considered. A storage without multipart uploads has
 * nothing to do. Returns how many uploads were aborted.
 */
export async function removeOrphanMultipartUploads(
  db: Database,
  storage: Storage,
  startedBefore: Date = new Date(Date.now() - ORPHAN_MULTIPART_MIN_AGE_MINUTES * 60_000),
): Promise<number> {
  const multipart = storage.multipart;
  if (!multipart) return 0;
  let aborted = 0;
  let batch: OpenUpload[] = [];
  const idOf = (upload: OpenUpload) => upload.key.slice(UPLOADS.length + 1);
  const sweep = async () => {
    const uploads = batch;
    batch = [];
    if (uploads.length === 0) return;
    const waiting = await db
      .select({ id: files.id, uploadId: files.multipartUploadId })
      .from(files)
      .where(and(inArray(files.id, uploads.map(idOf)), eq(files.status, 'pending')));
    const awaited = new Set(waiting.map((row) => `${row.id}/${row.uploadId}`));
    for (const upload of uploads) {
      if (awaited.has(`${idOf(upload)}/${upload.uploadId}`)) continue;
      await multipart.abort(upload.key, upload.uploadId);
      aborted++;
    }
  };
  for await (const upload of multipart.listOpen(UPLOADS)) {
    // Only what prepareUpload names (a file id), as orphan-uploads.ts.
    if (upload.startedAt >= startedBefore || !FILE_ID.test(idOf(upload))) continue;
    batch.push(upload);
    if (batch.length >= BATCH) await sweep();
  }
  await sweep();
  return aborted;
}
