import type { Readable } from 'node:stream';

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

declare module 'fastify' {
  interface FastifyInstance {
    /** The file storage of this portal (local folder or S3), chosen by configuration. */
    storage: Storage;
  }
}
