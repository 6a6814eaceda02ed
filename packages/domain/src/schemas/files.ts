import { z } from 'zod';
import {
  bytesToMegabytes,
  FILE_TYPES,
  isUserFileType,
  maxUploadBytesOf,
  PICTURE_FILE_KINDS,
  FILE_KIND_CONTENT_TYPES,
  FILENAME_MAX_LENGTH,
  MAX_UPLOAD_PARTS,
  REJECTION_REASON_MAX_LENGTH,
  UPLOAD_PARTS_PER_SIGN,
  sanitizeFilename,
} from '../files.js';
import { hasUnstorableCharacters, normalizeText } from '../validation/text.js';
import { normalizedText, singleLineText } from './text.js';
import { ZRecordVersion } from './record-version.js';

/** A record id as GraphQL sends it (`ID`, a string of digits) or as a number. */
export const ZRecordId = z
  .union([
    z
      .string()
      .trim()
      .regex(/^\d{1,10}$/, { error: 'validation.invalid' }),
    z.number(),
  ])
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));

/** A stored file's id: a UUID (the GraphQL `ID` of a file, and `filePath` of getDownloadURL). */
export const ZFileId = z.uuid({ error: 'validation.invalid' }).transform((id) => id.toLowerCase());

/** `deleteFile(ids)`: one to a hundred file ids, each once. */
export const ZFileIds = z
  .array(ZFileId)
  .min(1)
  .max(100)
  .transform((ids) => [...new Set(ids)]);

/**
 * signUploadParts(fileId, partNumbers): 1 to UPLOAD_PARTS_PER_SIGN part numbers (1-based), each
 * signed once. The upload's own part count bounds them further (checked by the service).
 */
export const ZSignUploadPartsInput = z.object({
  fileId: ZFileId,
  partNumbers: z
    .array(z.number().int().min(1).max(MAX_UPLOAD_PARTS))
    .min(1)
    .max(UPLOAD_PARTS_PER_SIGN)
    .transform((numbers) => [...new Set(numbers)].sort((a, b) => a - b)),
});
export type TSignUploadPartsInput = z.output<typeof ZSignUploadPartsInput>;

/** Longest file name read at all: a path, not a novel. */
const FILENAME_RAW_MAX = 4096;

/**
 * The uploader's file name, made safe to keep and to offer back: the last path segment without
 * control or direction characters (sanitizeFilename), then the text rule (invisible characters
 * removed, spaces collapsed, at most 3 marks on a letter). NUL and lone surrogates are refused.
 */
export const ZFilename = normalizedText((raw) => {
  if (raw.length > FILENAME_RAW_MAX) return { ok: false, problem: { tooLong: FILENAME_RAW_MAX } };
  if (hasUnstorableCharacters(raw)) {
    return { ok: false, problem: { key: 'validation.text.forbiddenCharacters' } };
  }
  // Emoji count twice in UTF-16; sanitizeFilename already kept at most 255 characters.
  return normalizeText(sanitizeFilename(raw), { max: FILENAME_MAX_LENGTH * 2, allowMarkup: true });
}, 'validation.required');

/**
 * The type the browser reported. Browsers send an empty type for names they do not know (`.dcm`),
 * so empty means `application/octet-stream`. It is only a hint: what is served is decided by the
 * bytes when the upload is confirmed.
 */
export const ZMimetype = z
  .string()
  .trim()
  .toLowerCase()
  .max(255)
  .transform((value) => value || 'application/octet-stream')
  .pipe(
    z.string().regex(/^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/, {
      error: 'validation.invalid',
    }),
  );

const PICTURE_CONTENT_TYPES = PICTURE_FILE_KINDS.map((kind) => FILE_KIND_CONTENT_TYPES[kind]);

/**
 * `prepareUpload(file)` (spec part 2 §7). A file the client already rejected (`rejected: true`,
 * with its reason) is only recorded, whatever its size; any other file must fit its type's limit.
 * Profile pictures and stamps belong to the signed-in user; every other type to a patient.
 */
export const ZPrepareUploadInput = z
  .object({
    fileType: z.enum(FILE_TYPES),
    fileSizeInBytes: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    filename: ZFilename,
    mimetype: ZMimetype,
    rejected: z
      .boolean()
      .nullish()
      .transform((value) => value ?? false),
    rejectionReason: singleLineText({ max: REJECTION_REASON_MAX_LENGTH }),
    patientId: ZRecordId.nullish(),
    studyId: ZRecordId.nullish(),
  })
  .superRefine((file, ctx) => {
    const issue = (path: string, message: string, params?: Record<string, number>) =>
      ctx.addIssue({ code: 'custom', path: [path], message, params });
    if (file.rejected) {
      if (!file.rejectionReason) issue('rejectionReason', 'validation.required');
    } else if (file.fileSizeInBytes < 1) {
      issue('fileSizeInBytes', 'validation.file.empty');
    } else if (file.fileSizeInBytes > maxUploadBytesOf(file.fileType)) {
      const maxMb = bytesToMegabytes(maxUploadBytesOf(file.fileType));
      issue('fileSizeInBytes', 'validation.file.tooLarge', { maxMb });
    }
    if (isUserFileType(file.fileType)) {
      if ((file.patientId ?? null) !== null || (file.studyId ?? null) !== null) {
        issue('patientId', 'validation.file.ownedByUser');
      }
      if (!file.rejected && !PICTURE_CONTENT_TYPES.includes(file.mimetype)) {
        issue('mimetype', 'validation.file.pictureOnly');
      }
    } else if ((file.patientId ?? null) === null) {
      issue('patientId', 'validation.file.patientRequired');
    }
  })
  .transform((file) => ({
    ...file,
    rejectionReason: file.rejected ? (file.rejectionReason ?? null) : null,
    patientId: file.patientId ?? null,
    studyId: file.studyId ?? null,
  }));

export type TPrepareUploadInput = z.input<typeof ZPrepareUploadInput>;
export type TPreparedUploadInput = z.output<typeof ZPrepareUploadInput>;

/** `getDownloadURL(filePath, studyId)`: `filePath` is the file's id. */
export const ZDownloadUrlInput = z.object({
  filePath: ZFileId,
  studyId: ZRecordId.nullish().transform((id) => id ?? null),
});

/** Files a study may show at once: a CBCT series uploaded file by file stays well below this. */
export const STUDY_FILES_MAX = 2000;

const ZStudyFileIds = z
  .array(ZFileId)
  .max(STUDY_FILES_MAX)
  .transform((ids) => [...new Set(ids)]);

/** updateStudyFiles(id, fileIds, notifyDoctorsAboutDescription) with the version edited. */
export const ZUpdateStudyFilesInput = z.object({
  fileIds: ZStudyFileIds,
  notifyDoctorsAboutDescription: z.boolean(),
  version: ZRecordVersion,
});
export type TUpdateStudyFilesInput = z.output<typeof ZUpdateStudyFilesInput>;

/** Why a study's file was moved to the rejected files ('Powód odrzucenia'). */
export const ZRejectionReason = singleLineText({ max: REJECTION_REASON_MAX_LENGTH });
export type TRejectionReason = NonNullable<z.output<typeof ZRejectionReason>>;

/**
 * updateStudyRejectedFiles(id, rejectedFileIds) with the version edited, and the reason the
 * files newly named were moved aside (required for those: the API says so on `reason`).
 */
export const ZUpdateStudyRejectedFilesInput = z.object({
  rejectedFileIds: ZStudyFileIds,
  reason: ZRejectionReason,
  version: ZRecordVersion,
});
