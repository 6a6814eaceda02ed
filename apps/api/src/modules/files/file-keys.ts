import type { Storage } from '../../platform/storage/storage.js';

/**
 * Where a file's bytes live in the storage. The browser uploads to `uploads/<id>`; confirmUpload
 * moves the object to `files/<id>` before checking it, so nothing the upload URL can still write
 * (it stays valid for minutes) ever replaces bytes that were checked (ADR 0009).
 */
export function uploadKeyOf(fileId: string): string {
  return `uploads/${fileId}`;
}

export function storageKeyOf(fileId: string): string {
  return `files/${fileId}`;
}

/**
 * Removes a file's bytes under both keys, and the parts of its unfinished multipart upload. A
 * failure is not raised: the row is already gone, and an object nothing points to can do no harm
 * (it only takes space; the hourly clean-up finds it).
 */
export async function deleteObjects(
  storage: Storage,
  file: { id: string; storageKey: string; multipartUploadId?: string | null },
): Promise<void> {
  await Promise.allSettled([
    storage.delete(uploadKeyOf(file.id)),
    storage.delete(file.storageKey),
    file.multipartUploadId
      ? storage.multipart?.abort(uploadKeyOf(file.id), file.multipartUploadId)
      : undefined,
  ]);
}
