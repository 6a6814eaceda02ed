import { randomUUID } from 'node:crypto';
import {
  FILE_KIND_CONTENT_TYPES,
  isUserFileType,
  PREVIEW_FILE_KINDS,
  type FileKind,
  type TPreparedUploadInput,
} from '@portal/domain';
import { inArray } from 'drizzle-orm';
import {
  mayAccessFile,
  mayUploadStudyFileType,
  STUDY_FILE_TYPES,
  type FileOwnership,
} from '../../auth/file-policy.js';
import { files } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../errors/app-error.js';
import {
  DOWNLOAD_URL_TTL_SECONDS,
  UPLOAD_URL_TTL_SECONDS,
  type PartPlan,
  type Storage,
} from '../../platform/storage/storage.js';
import { auditFile } from './file-audit.js';
import type { Actor } from '../../auth/actor.js';
import type { FileDeps } from './file-deps.js';
import { deleteObjects, storageKeyOf, uploadKeyOf } from './file-keys.js';
import { studiesOf } from '../studies/studies.repository.js';
import { patientsOf } from '../patients/patients.repository.js';
import { findFile, findFiles, type FileRow } from './files.repository.js';

export interface PreparedUpload {
  fileId: string;
  /** Null for a file the client rejected (recorded, never uploaded) or one that goes in parts. */
  uploadSignedURL: string | null;
  /** How the file goes in parts (signUploadParts), or null for one PUT (ADR 0039). */
  multipart: PartPlan | null;
}

/**
 * prepareUpload (spec part 2 §7): records the file as pending and returns where to PUT it. A
 * profile picture or stamp belongs to the caller; any other file to the patient named. A large
 * file on S3 goes in parts instead: its multipart upload is started here and its id kept with the
 * row, and the browser signs the parts with signUploadParts (ADR 0039).
 */
export async function prepareUpload(
  { db, storage }: FileDeps,
  caller: Actor,
  input: TPreparedUploadInput,
): Promise<PreparedUpload> {
  const owner: FileOwnership = isUserFileType(input.fileType)
    ? { patientId: null, studyId: null, ownerUserId: caller.userId, uploadedById: null }
    : { patientId: input.patientId, studyId: input.studyId, ownerUserId: null, uploadedById: null };
  const forStudy = owner.studyId !== null;
  const facts = { fileType: input.fileType, patientId: owner.patientId, studyId: owner.studyId };
  if (!mayAccessFile(caller, 'upload', owner)) {
    await auditFile(db, caller, 'file.prepare', 'denied', undefined, facts);
    throw forbidden();
  }
  // A patient outside the caller's scope does not exist for them (auth/patient-policy.ts).
  if (owner.patientId !== null && !(await patientsOf(db, caller).exists(owner.patientId))) {
    throw notFound(owner.patientId);
  }
  // A study file belongs to a study of that patient the caller sees, and is of a study's type.
  if (owner.studyId !== null) {
    const patientOfStudy = await studiesOf(db, caller).patientOf(owner.studyId);
    if (patientOfStudy === undefined || patientOfStudy !== owner.patientId) {
      throw notFound(owner.studyId);
    }
    if (!mayUploadStudyFileType(caller, input.fileType)) {
      await auditFile(db, caller, 'file.prepare', 'denied', undefined, facts);
      const known = (STUDY_FILE_TYPES as readonly string[]).includes(input.fileType);
      throw new AppError(
        'FORBIDDEN',
        known ? 'errors.file.descriptionOnly' : 'errors.file.notStudyType',
      );
    }
  }

  const id = randomUUID();
  const multipart = input.rejected ? undefined : storage.multipart;
  const plan = multipart?.planFor(input.fileSizeInBytes) ?? null;
  // Started before the row exists: the clean-up leaves uploads younger than an hour alone.
  const uploadId = multipart && plan ? await multipart.start(uploadKeyOf(id)) : null;
  try {
    await db.transaction(async (tx) => {
      await tx.insert(files).values({
        id,
        storageKey: storageKeyOf(id),
        originalFilename: input.filename,
        mimetype: input.mimetype,
        fileType: input.fileType,
        declaredSize: input.fileSizeInBytes,
        rejected: input.rejected,
        rejectionReason: input.rejectionReason,
        ...owner,
        uploadedById: caller.userId,
        // Shown on the study once the files tab is saved (updateStudyFiles).
        attached: !forStudy,
        multipartUploadId: uploadId,
        multipartPartSize: plan?.partSize ?? null,
      });
      await auditFile(tx, caller, 'file.prepare', 'success', id, {
        ...facts,
        declaredSize: input.fileSizeInBytes,
        rejected: input.rejected,
        ...(plan ? { partCount: plan.partCount } : {}),
      });
    });
  } catch (error) {
    // No row will ever name this upload: drop it now rather than at the next clean-up.
    if (multipart && uploadId)
      await Promise.allSettled([multipart.abort(uploadKeyOf(id), uploadId)]);
    throw error;
  }
  const uploadSignedURL =
    input.rejected || plan
      ? null
      : await storage.uploadUrl(uploadKeyOf(id), {
          expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
          maxBytes: input.fileSizeInBytes,
        });
  return { fileId: id, uploadSignedURL, multipart: plan };
}

/** Whether a study's file is of a study the caller sees; true for any other file. */
async function seesStudyOf(db: FileDeps['db'], caller: Actor, file: FileRow): Promise<boolean> {
  if (file.studyId === null) return true;
  return (await studiesOf(db, caller).patientOf(file.studyId)) !== undefined;
}

/** A short-lived URL serving a checked file under its own name, typed by its content. */
export function signedDownloadUrl(storage: Storage, file: FileRow): Promise<string> {
  const kind = file.detectedKind;
  // Only confirmed files are signed; a confirmed file always has a kind (migration 0002).
  if (!kind) throw new Error(`file ${file.id} has no checked content to serve`);
  return storage.downloadUrl(file.storageKey, {
    expiresInSeconds: DOWNLOAD_URL_TTL_SECONDS,
    filename: file.originalFilename,
    contentType: FILE_KIND_CONTENT_TYPES[kind],
    disposition: (PREVIEW_FILE_KINDS as readonly FileKind[]).includes(kind)
      ? 'inline'
      : 'attachment',
  });
}

/**
 * getDownloadURL(filePath, studyId): a signed URL of a confirmed file the caller may read. A
 * file that is missing, not confirmed yet, or not of the given study is "not found".
 */
export async function getDownloadUrl(
  { db, storage }: FileDeps,
  caller: Actor,
  input: { filePath: string; studyId: number | null },
): Promise<string> {
  const file = await findFile(db, input.filePath);
  if (
    !file ||
    file.status !== 'ready' ||
    (input.studyId !== null && file.studyId !== input.studyId)
  )
    throw notFound(input.filePath);
  if (!mayAccessFile(caller, 'read', file)) {
    await auditFile(db, caller, 'file.download', 'denied', file.id, { fileType: file.fileType });
    throw forbidden();
  }
  // A file of a study the caller does not see does not exist for them (like the study).
  if (!(await seesStudyOf(db, caller, file))) {
    await auditFile(db, caller, 'file.download', 'denied', file.id, { reason: 'notFound' });
    throw notFound(input.filePath);
  }
  const url = await signedDownloadUrl(storage, file);
  await auditFile(db, caller, 'file.download', 'success', file.id, { fileType: file.fileType });
  return url;
}

/**
 * deleteFile(ids): all of them or none. Every id must exist and be deletable by the caller; the
 * rows go in one transaction, then their bytes.
 */
export async function deleteFiles(
  { db, storage }: FileDeps,
  caller: Actor,
  ids: readonly string[],
): Promise<number> {
  const rows = await findFiles(db, ids);
  const missing = ids.find((id) => !rows.some((row) => row.id === id));
  if (missing) throw notFound(missing);
  const hidden: FileRow[] = [];
  for (const row of rows) if (!(await seesStudyOf(db, caller, row))) hidden.push(row);
  if (hidden[0]) throw notFound(hidden[0].id);
  const refused = rows.filter((row) => !mayAccessFile(caller, 'delete', row));
  if (refused.length > 0) {
    for (const row of refused) {
      await auditFile(db, caller, 'file.delete', 'denied', row.id, { fileType: row.fileType });
    }
    throw forbidden();
  }
  await db.transaction(async (tx) => {
    await tx.delete(files).where(inArray(files.id, [...ids]));
    for (const row of rows) {
      await auditFile(tx, caller, 'file.delete', 'success', row.id, { fileType: row.fileType });
    }
  });
  for (const row of rows) await deleteObjects(storage, row);
  return rows.length;
}
