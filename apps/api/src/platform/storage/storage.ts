import type { Readable } from 'node:stream';
import { MAX_UPLOAD_PARTS } from '@portal/domain';

/**
 * Where file bytes live: a local folder or an S3 bucket (ADR 0009). Callers never see paths or
 * buckets, only keys such as `files/<uuid>`; browsers move the bytes themselves through signed
 * URLs, so a 5 GB upload never passes through GraphQL.
 */
export interface Storage {
  readonly driver: 'local' | 's3';
  /** Origins other than the portal's own that browsers reach signed URLs at (for the CSP). */
  readonly browserOrigins: readonly string[];
  /** Stores a stream under `key`. `size` is required by S3 (a stream has no length of its own). */
  put(key: string, body: Readable, options?: { size?: number }): Promise<void>;
  /** The object's bytes, or the inclusive `range` of them. Throws ObjectNotFoundError. */
  get(key: string, range?: ByteRange): Promise<Readable>;
  /** Size of the object, or null when there is none. */
  stat(key: string): Promise<ObjectStat | null>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
  /** Moves an object to another key, replacing what was there. Throws ObjectNotFoundError. */
  move(from: string, to: string): Promise<void>;
  /** Keys of the objects directly in `folder` (e.g. `uploads` → `uploads/<id>`), in no order. */
  list(folder: string): AsyncIterable<string>;
  /** A URL the browser PUTs the bytes to; it stops working after `expiresInSeconds`. */
  uploadUrl(key: string, options: UploadUrlOptions): Promise<string>;
  /** A URL the browser GETs the bytes from, named and typed as given, for a short while. */
  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string>;
  /**
   * Uploads in parts that the browser PUTs in parallel (ADR 0039). Only S3 has it: the local
   * driver streams any size to disk through one PUT.
   */
  readonly multipart?: MultipartUploads;
}

/**
 * Multipart uploads (S3's CreateMultipartUpload → UploadPart × n → CompleteMultipartUpload): one
 * upload id per file, each part PUT by the browser through its own presigned URL.
 */
export interface MultipartUploads {
  /** How an upload of `size` bytes is split, or null when one PUT is the better way. */
  planFor(size: number): PartPlan | null;
  /** Starts an upload that will become the object `key`; returns its upload id. */
  start(key: string): Promise<string>;
  /** A URL the browser PUTs part `partNumber` (1-based) to, for `expiresInSeconds`. */
  partUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string>;
  /** The parts stored so far, by part number. Throws UploadNotFoundError. */
  listParts(key: string, uploadId: string): Promise<StoredPart[]>;
  /** Joins `parts` (as listParts gave them) into the object `key`. Throws UploadNotFoundError. */
  complete(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void>;
  /** Drops an unfinished upload and its parts; one that is not there is not an error. */
  abort(key: string, uploadId: string): Promise<void>;
  /** Unfinished uploads of objects directly in `folder`, in no order. */
  listOpen(folder: string): AsyncIterable<OpenUpload>;
}

/** Every part but the last has `partSize` bytes; the last has the rest. */
export interface PartPlan {
  partSize: number;
  partCount: number;
}

export interface StoredPart {
  partNumber: number;
  size: number;
  /** The storage's tag of the part, which completing the upload needs. */
  etag: string;
}

export interface OpenUpload {
  key: string;
  uploadId: string;
  /** When it was started, as the storage says. */
  startedAt: Date;
}

/**
 * Parts of `partSize` bytes for an upload above `threshold`, grown (in whole MiB) if the size
 * would need more than MAX_UPLOAD_PARTS of them.
 */
export function partPlanOf(
  size: number,
  settings: { threshold: number; partSize: number },
): PartPlan | null {
  if (size <= settings.threshold) return null;
  const mib = 1024 * 1024;
  const smallest = Math.ceil(size / MAX_UPLOAD_PARTS);
  const partSize =
    smallest > settings.partSize ? Math.ceil(smallest / mib) * mib : settings.partSize;
  return { partSize, partCount: Math.ceil(size / partSize) };
}

/** First and last byte, both included (as in HTTP `Range: bytes=first-last`). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStat {
  size: number;
}

export interface UploadUrlOptions {
  expiresInSeconds: number;
  /** The most bytes the upload may carry (the size prepareUpload declared). */
  maxBytes: number;
}

export interface DownloadUrlOptions {
  expiresInSeconds: number;
  /** The name the browser saves the file under (Content-Disposition). */
  filename: string;
  contentType: string;
  /** `inline` for what the viewer shows in the page, `attachment` for what is saved. */
  disposition: 'inline' | 'attachment';
}

/** How long an upload URL may be started: long enough to pick files and begin a slow upload. */
export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
/** How long a download URL works: it is fetched at once by the viewer or the download link. */
export const DOWNLOAD_URL_TTL_SECONDS = 5 * 60;

export class ObjectNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no stored object under ${key}`);
    this.name = 'ObjectNotFoundError';
  }
}

/**
 * Keys are slash-separated segments of letters, digits, `_`, `-` and `.` (never starting with a
 * dot): they become paths on disk, so nothing in one may climb out of the storage folder.
 */
const KEY = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}){0,7}$/;

export function isStorageKey(key: string): boolean {
  return KEY.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`invalid storage key ${JSON.stringify(key)}`);
}

/** A multipart upload that is not (or no longer) there: completed, aborted or never started. */
export class UploadNotFoundError extends Error {
  constructor(readonly key: string) {
    super(`no unfinished upload of ${key}`);
    this.name = 'UploadNotFoundError';
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage of this portal (local folder or S3), chosen by configuration. */
    storage: Storage;
  }
}
