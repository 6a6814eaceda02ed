import { createHash } from 'node:crypto';
import { allowedKindsOf, type FileKind, type MessageKey } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { mayAccessFile } from '../../auth/file-policy.js';
import { files } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import { ObjectNotFoundError, type Storage } from '../../platform/storage/storage.js';
import { auditFile } from './file-audit.js';
import type { Actor } from '../../auth/actor.js';
import type { FileDeps } from './file-deps.js';
import { detectKind, KIND_HEADER_BYTES } from './file-kind.js';
import { deleteObjects, uploadKeyOf } from './file-keys.js';
import { findFile, type FileRow } from './files.repository.js';
import { completeParts } from './upload-parts.js';

type Check =
  | { ok: true; size: number; kind: FileKind; sha256: string }
  | {
      ok: false;
      reason: 'sizeMismatch' | 'contentNotAllowed';
      params: Record<string, string | number>;
    };

async function readAll(storage: Storage, key: string, end: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await storage.get(key, { start: 0, end })) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** SHA-256 of an object, streamed: memory stays flat whatever the size. */
async function sha256Of(storage: Storage, key: string): Promise<{ hex: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of await storage.get(key)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { hex: hash.digest('hex'), bytes };
}

/**
 * Brings the uploaded bytes to the file's own key. True when they are there: just moved, or moved
 * by an earlier confirm that did not finish (a retry must not fail for that).
 */
async function moveIntoPlace(storage: Storage, file: FileRow): Promise<boolean> {
  try {
    await storage.move(uploadKeyOf(file.id), file.storageKey);
    return true;
  } catch (error) {
    if (!(error instanceof ObjectNotFoundError)) throw error;
    return (await storage.stat(file.storageKey)) !== null;
  }
}

/** Size first (cheap), then the first bytes against the allow-list, then the hash of it all. */
async function check(storage: Storage, file: FileRow): Promise<Check> {
  const stat = await storage.stat(file.storageKey);
  const size = stat?.size ?? 0;
  if (size !== file.declaredSize) {
    return {
      ok: false,
      reason: 'sizeMismatch',
      params: { declared: file.declaredSize, actual: size },
    };
  }
  const header = await readAll(storage, file.storageKey, Math.min(KIND_HEADER_BYTES, size) - 1);
  const kind = detectKind(header);
  const allowed = allowedKindsOf(file.fileType);
  if (!kind || !allowed.includes(kind)) {
    return { ok: false, reason: 'contentNotAllowed', params: { allowed: allowed.join(', ') } };
  }
  const digest = await sha256Of(storage, file.storageKey);
  if (digest.bytes !== size) {
    // Changed while being read: treat as a size mismatch rather than record a wrong hash.
    return { ok: false, reason: 'sizeMismatch', params: { declared: size, actual: digest.bytes } };
  }
  return { ok: true, size, kind, sha256: digest.hex };
}

const REFUSAL_MESSAGES: Record<'sizeMismatch' | 'contentNotAllowed', MessageKey> = {
  sizeMismatch: 'errors.file.sizeMismatch',
  contentNotAllowed: 'errors.file.contentNotAllowed',
};

/**
 * confirmUpload(fileId): checks the uploaded bytes — the size the upload declared, a kind on the
 * allow-list by magic bytes — records their SHA-256 and marks the file ready. Bytes that fail are
 * deleted with their row, and the caller is told why. Confirming a ready file again is harmless.
 * A file sent in parts is first joined from its parts (ADR 0039); one with parts missing is
 * refused without losing the parts, so the browser can resume it.
 */
export async function confirmUpload(
  { db, storage }: FileDeps,
  caller: Actor,
  fileId: string,
): Promise<FileRow> {
  const file = await findFile(db, fileId);
  if (!file) throw notFound(fileId);
  if (!mayAccessFile(caller, 'confirm', file)) {
    await auditFile(db, caller, 'file.confirm', 'denied', file.id, { fileType: file.fileType });
    throw forbidden();
  }
  if (file.status === 'ready') return file;
  if (file.rejected) throw new AppError('BAD_USER_INPUT', 'errors.file.rejected');

  const missing = await completeParts({ db, storage }, file);
  if (missing > 0) {
    await auditFile(db, caller, 'file.confirm', 'failure', file.id, {
      reason: 'partsMissing',
      missing,
    });
    throw new AppError('BAD_USER_INPUT', 'errors.file.partsMissing', { params: { missing } });
  }

  if (!(await moveIntoPlace(storage, file))) {
    await auditFile(db, caller, 'file.confirm', 'failure', file.id, { reason: 'notUploaded' });
    throw new AppError('BAD_USER_INPUT', 'errors.file.notUploaded');
  }
  const result = await check(storage, file);
  if (!result.ok) {
    await db.transaction(async (tx) => {
      await tx.delete(files).where(and(eq(files.id, file.id), eq(files.status, 'pending')));
      await auditFile(tx, caller, 'file.confirm', 'failure', file.id, {
        fileType: file.fileType,
        reason: result.reason,
      });
    });
    await deleteObjects(storage, file);
    throw new AppError('BAD_USER_INPUT', REFUSAL_MESSAGES[result.reason], {
      params: result.params,
    });
  }

  const ready = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(files)
      .set({
        status: 'ready',
        storedSize: result.size,
        sha256: result.sha256,
        detectedKind: result.kind,
        confirmedAt: sql`now()`,
        multipartUploadId: null,
        multipartPartSize: null,
      })
      .where(and(eq(files.id, file.id), eq(files.status, 'pending')))
      .returning();
    if (updated) {
      await auditFile(tx, caller, 'file.confirm', 'success', file.id, {
        fileType: file.fileType,
        kind: result.kind,
        size: result.size,
      });
    }
    return updated;
  });
  if (ready) return ready;
  // Another confirm finished first, or the stale-upload cleanup removed the row meanwhile.
  const current = await findFile(db, fileId);
  if (current?.status === 'ready') return current;
  throw notFound(fileId);
}
