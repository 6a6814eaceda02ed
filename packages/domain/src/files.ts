import { MAX_UPLOAD_BYTES, STAMP_MAX_BYTES } from './constants.js';

/** What a stored file is for (spec part 1 §3 and part 2 §3, "file type"). */
export const FILE_TYPES = [
  'Consent',
  'ConsentReferal',
  'DoctorStamp',
  'ProfilePicture',
  'StudyDescription',
  'StudyDescriptionRequest',
  'StudyImage',
  'StudyReferal',
] as const;

export type FileType = (typeof FILE_TYPES)[number];

/**
 * What a file's bytes are, told by its first bytes rather than its name (spec part 2 §9: the
 * viewer's preview types, archives and DICOM). Anything else is refused when an upload is confirmed.
 */
export const FILE_KINDS = [
  'png',
  'jpg',
  'bmp',
  'webp',
  'pdf',
  'zip',
  'gzip',
  'rar',
  'dcm',
] as const;

export type FileKind = (typeof FILE_KINDS)[number];

/** The Content-Type a file of each kind is served with: never the type the uploader claimed. */
export const FILE_KIND_CONTENT_TYPES: Readonly<Record<FileKind, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  bmp: 'image/bmp',
  webp: 'image/webp',
  pdf: 'application/pdf',
  zip: 'application/zip',
  gzip: 'application/gzip',
  rar: 'application/vnd.rar',
  dcm: 'application/dicom',
};

/** Kinds the viewer previews in the page (spec part 2 §9); the others are downloaded. */
export const PREVIEW_FILE_KINDS = [
  'png',
  'jpg',
  'bmp',
  'webp',
  'pdf',
] as const satisfies readonly FileKind[];

/** Pictures of a person or a stamp: shown in an <img> everywhere, so only web image formats. */
export const PICTURE_FILE_KINDS = ['png', 'jpg', 'webp'] as const satisfies readonly FileKind[];

/**
 * A stamp is also printed on the referral PDF, whose library embeds PNG and JPEG only (the web's
 * crop dialog sends JPEG).
 */
export const STAMP_FILE_KINDS = ['png', 'jpg'] as const satisfies readonly FileKind[];

/** File types that belong to the signed-in user rather than to a patient. */
export const USER_FILE_TYPES = [
  'ProfilePicture',
  'DoctorStamp',
] as const satisfies readonly FileType[];

/**
 * A profile picture is an image like the stamp (spec part 2 §5: one image, at most 5 MB); the
 * spec names no limit of its own, so it shares the stamp's.
 */
export const PROFILE_PICTURE_MAX_BYTES = STAMP_MAX_BYTES;

/** Longest file name kept, in characters (common file systems allow 255 bytes). */
export const FILENAME_MAX_LENGTH = 255;

/** Longest reason a client may give for a file it rejected. */
export const REJECTION_REASON_MAX_LENGTH = 500;

/** Most parts one upload may have (S3's own limit for a multipart upload, ADR 0039). */
export const MAX_UPLOAD_PARTS = 10_000;

/** Part URLs signed by one signUploadParts call: the browser asks again for the next ones. */
export const UPLOAD_PARTS_PER_SIGN = 100;

export function isUserFileType(fileType: FileType): boolean {
  return (USER_FILE_TYPES as readonly FileType[]).includes(fileType);
}

/** Kinds a file of `fileType` may be: pictures for the user's own images, any known kind otherwise. */
export function allowedKindsOf(fileType: FileType): readonly FileKind[] {
  if (fileType === 'DoctorStamp') return STAMP_FILE_KINDS;
  return isUserFileType(fileType) ? PICTURE_FILE_KINDS : FILE_KINDS;
}

/** The largest upload of `fileType`, in bytes. */
export function maxUploadBytesOf(fileType: FileType): number {
  if (fileType === 'ProfilePicture') return PROFILE_PICTURE_MAX_BYTES;
  if (fileType === 'DoctorStamp') return STAMP_MAX_BYTES;
  return MAX_UPLOAD_BYTES;
}

/** Whole megabytes (10^6 bytes, as the dropzone counts them) for "at most {maxMb} MB". */
export function bytesToMegabytes(bytes: number): number {
  return Math.floor(bytes / 1_000_000);
}

// Control characters, and the bidirectional overrides that make `gpj.exe` look like `exe.jpg`.
const UNSAFE_FILENAME_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/**
 * The name a file is kept and offered under: the last path segment only (browsers on Windows send
 * `C:\fakepath\…`), without control or direction-changing characters, in NFC, at most
 * FILENAME_MAX_LENGTH characters with the extension kept. Empty when nothing usable is left.
 */
export function sanitizeFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base.normalize('NFC').replace(UNSAFE_FILENAME_CHARACTERS, '').trim();
  if (clean === '.' || clean === '..') return '';
  const characters = [...clean];
  if (characters.length <= FILENAME_MAX_LENGTH) return clean;
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 ? [...clean.slice(dot)] : [];
  if (extension.length > 16) return characters.slice(0, FILENAME_MAX_LENGTH).join('');
  const stem = characters.slice(0, FILENAME_MAX_LENGTH - extension.length);
  return [...stem, ...extension].join('');
}
