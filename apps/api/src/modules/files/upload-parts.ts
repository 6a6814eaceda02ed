import type { TSignUploadPartsInput } from '@portal/domain';
import { mayAccessFile } from '../../auth/file-policy.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import {
  UPLOAD_URL_TTL_SECONDS,
  UploadNotFoundError,
  type MultipartUploads,
  type PartPlan,
  type StoredPart,
} from '../../platform/storage/storage.js';
import type { Actor } from '../../auth/actor.js';
import { auditFile, type FileAuditAction } from './file-audit.js';
import type { FileDeps } from './file-deps.js';
import { uploadKeyOf } from './file-keys.js';
import { findFile, type FileRow } from './files.repository.js';

/** A pending file's open multipart upload, as prepareUpload planned it. */
export interface OpenMultipart {
  multipart: MultipartUploads;
  key: string;
  uploadId: string;
  plan: PartPlan;
}

/** The plan of a file that goes in parts, from its row (the settings may have changed since). */
export function planOf(file: Pick<FileRow, 'declaredSize' | 'multipartPartSize'>): PartPlan | null {
  const partSize = file.multipartPartSize;
  if (!partSize) return null;
  return { partSize, partCount: Math.ceil(file.declaredSize / partSize) };
}

/** Bytes part `partNumber` of `plan` holds when it is complete: the last one holds the rest. */
export function expectedPartSize(plan: PartPlan, declaredSize: number, partNumber: number): number {
  return partNumber < plan.partCount
    ? plan.partSize
    : declaredSize - plan.partSize * (plan.partCount - 1);
}

/** The open multipart upload of `file`, or null when it goes (or went) in one PUT. */
export function openMultipartOf(deps: FileDeps, file: FileRow): OpenMultipart | null {
  const plan = planOf(file);
  const multipart = deps.storage.multipart;
  if (!plan || !multipart || !file.multipartUploadId) return null;
  return { multipart, key: uploadKeyOf(file.id), uploadId: file.multipartUploadId, plan };
}

/**
 * The file and its open upload, for its uploader only (like confirmUpload: mayAccessFile
 * 'confirm'). A confirmed, rejected or single-PUT file has no parts to sign or list.
 */
async function uploadOf(
  deps: FileDeps,
  caller: Actor,
  fileId: string,
  action: FileAuditAction,
): Promise<{ file: FileRow; upload: OpenMultipart }> {
  const file = await findFile(deps.db, fileId);
  if (!file) throw notFound(fileId);
  if (!mayAccessFile(caller, 'confirm', file)) {
    await auditFile(deps.db, caller, action, 'denied', file.id, { fileType: file.fileType });
    throw forbidden();
  }
  if (file.status === 'ready') throw new AppError('BAD_USER_INPUT', 'errors.file.alreadyUploaded');
  if (file.rejected) throw new AppError('BAD_USER_INPUT', 'errors.file.rejected');
  const upload = openMultipartOf(deps, file);
  if (!upload) throw new AppError('BAD_USER_INPUT', 'errors.file.notMultipart');
  return { file, upload };
}

export interface PartUrl {
  partNumber: number;
  url: string;
}

/**
 * signUploadParts(fileId, partNumbers): a presigned UploadPart URL for each part, valid as long
 * as an upload URL (15 minutes to start; a started PUT runs to its end). The browser asks for a
 * few parts ahead at a time, and again for a part whose PUT failed (ADR 0039).
 */
export async function signUploadParts(
  deps: FileDeps,
  caller: Actor,
  input: TSignUploadPartsInput,
): Promise<PartUrl[]> {
  const { file, upload } = await uploadOf(deps, caller, input.fileId, 'file.signParts');
  const { partCount } = upload.plan;
  if (input.partNumbers.some((partNumber) => partNumber > partCount)) {
    throw new AppError('BAD_USER_INPUT', 'errors.file.partOutOfRange', { params: { partCount } });
  }
  const urls = await Promise.all(
    input.partNumbers.map(async (partNumber) => ({
      partNumber,
      url: await upload.multipart.partUrl(
        upload.key,
        upload.uploadId,
        partNumber,
        UPLOAD_URL_TTL_SECONDS,
      ),
    })),
  );
  await auditFile(deps.db, caller, 'file.signParts', 'success', file.id, {
    fileType: file.fileType,
    first: input.partNumbers[0] ?? null,
    parts: input.partNumbers.length,
  });
  return urls;
}

/**
 * uploadedParts(fileId): the parts stored so far, so that a resumed upload sends only the others.
 * A part whose size is not the planned one is listed as it is; the browser sends it again.
 */
export async function uploadedParts(
  deps: FileDeps,
  caller: Actor,
  fileId: string,
): Promise<Omit<StoredPart, 'etag'>[]> {
  const { file, upload } = await uploadOf(deps, caller, fileId, 'file.listParts');
  let parts: StoredPart[];
  try {
    parts = await upload.multipart.listParts(upload.key, upload.uploadId);
  } catch (error) {
    if (!(error instanceof UploadNotFoundError)) throw error;
    // Completed by a confirm that did not finish, or aborted: nothing to resume.
    throw new AppError('BAD_USER_INPUT', 'errors.file.notUploaded');
  }
  await auditFile(deps.db, caller, 'file.listParts', 'success', file.id, {
    fileType: file.fileType,
    parts: parts.length,
  });
  return parts.map(({ partNumber, size }) => ({ partNumber, size }));
}

/**
 * Joins the parts of a file's multipart upload into the object under its upload key, before
 * confirmUpload moves and checks it like any upload. The parts and their ETags come from ListParts
 * here, never from the browser (which would need the bucket's CORS to expose `ETag`). Every
 * planned part must be there with its planned size; returns how many are not (0: joined, or
 * nothing to join). Nothing is joined or deleted then, so the upload can still be resumed.
 */
export async function completeParts(deps: FileDeps, file: FileRow): Promise<number> {
  const upload = openMultipartOf(deps, file);
  if (!upload) return 0;
  let parts: StoredPart[];
  try {
    parts = await upload.multipart.listParts(upload.key, upload.uploadId);
  } catch (error) {
    if (!(error instanceof UploadNotFoundError)) throw error;
    // Joined by an earlier confirm that did not finish, or aborted: moving the object tells.
    return 0;
  }
  const byNumber = new Map(parts.map((part) => [part.partNumber, part]));
  const planned: StoredPart[] = [];
  for (let partNumber = 1; partNumber <= upload.plan.partCount; partNumber++) {
    const part = byNumber.get(partNumber);
    if (part?.size === expectedPartSize(upload.plan, file.declaredSize, partNumber)) {
      planned.push(part);
    }
  }
  const missing = upload.plan.partCount - planned.length;
  if (missing > 0) return missing;
  try {
    // Parts beyond the plan, if any, are left out and dropped by S3 with the upload.
    await upload.multipart.complete(upload.key, upload.uploadId, planned);
  } catch (error) {
    if (!(error instanceof UploadNotFoundError)) throw error;
  }
  return 0;
}
