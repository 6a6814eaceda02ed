import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { chmod, link, mkdir, open, readdir, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  isStorageKey,
  ObjectNotFoundError,
  type ByteRange,
  type DownloadUrlOptions,
  type ObjectStat,
  type Storage,
  type UploadUrlOptions,
} from './storage.js';
import { signQuery, verifyQuery, type Verification } from './url-signature.js';
import { UsedUploadKeys } from './used-upload-keys.js';

const MIB = 1024 * 1024;

/** Path prefix of the API routes that serve local signed URLs (http/storage-routes.ts). */
export const LOCAL_STORAGE_ROUTE = '/api/storage';

/** Written-aside uploads live here until they are complete; same file system, so rename is atomic. */
const PARTIAL_DIR = '.partial';
/** Marks of upload keys whose URL has written once (used-upload-keys.ts). */
const USED_DIR = '.used';

/**
 * Medical data: readable by the server's own account only. Folders are created 0700 and files
 * 0600 (the umask can only take permissions away); secureRoot() closes an older, wider root.
 */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

export class TooManyBytesError extends Error {
  constructor(readonly maxBytes: number) {
    super(`more than ${maxBytes} bytes`);
    this.name = 'TooManyBytesError';
  }
}

export class ObjectExistsError extends Error {
  constructor(readonly key: string) {
    super(`an object already exists under ${key}`);
    this.name = 'ObjectExistsError';
  }
}

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/**
 * Passes `source` through while counting; fails once more than `maxBytes` arrived. The source is
 * read without being destroyed on failure, so the HTTP route can still answer 413 on its socket.
 */
async function* limited(source: Readable, maxBytes: number): AsyncGenerator<Buffer> {
  let received = 0;
  for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
    received += chunk.length;
    if (received > maxBytes) throw new TooManyBytesError(maxBytes);
    yield chunk;
  }
}

/**
 * Files in a folder (`FILES_DIR`, default `<DATA_DIR>/files`). Upload and download URLs point at
 * this API (`/api/storage/<key>`) and carry an HMAC of the key, the expiry and the limits, so they
 * work only as issued. Writes go to a temporary file first and are renamed into place when
 * complete: an interrupted upload leaves nothing under its key.
 */
export class LocalStorage implements Storage {
  readonly driver = 'local';
  readonly browserOrigins: readonly string[] = [];
  private readonly usedUploads: UsedUploadKeys;

  constructor(
    readonly root: string,
    private readonly secret: Buffer,
    private readonly now: () => number = () => Date.now(),
  ) {
    this.usedUploads = new UsedUploadKeys(path.join(root, USED_DIR), () => this.nowSeconds());
  }

  /**
   * Creates the folder, or narrows an existing one, to its owner: files stored by older versions
   * (0644 in 0755 folders) become unreachable for other accounts too. Called once at start.
   */
  async secureRoot(): Promise<void> {
    await mkdir(this.root, { recursive: true, mode: FOLDER_MODE });
    await chmod(this.root, FOLDER_MODE);
  }

  /** `files/0f8fad5b-…` → `<root>/files/0f/0f8fad5b-…`: two hex digits keep folders small. */
  pathOf(key: string): string {
    assertStorageKey(key);
    const segments = key.split('/');
    const name = segments.pop()!;
    return path.join(this.root, ...segments, name.slice(0, 2), name);
  }

  /**
   * Stores `body` under `key`. `exclusive`: never replaces an existing object. `singleUseUntil`
   * (Unix seconds, an upload URL's expiry): exclusive, and the key is written once until then
   * even after its object was moved away or deleted (used-upload-keys.ts). Both refuse with
   * ObjectExistsError.
   */
  async put(
    key: string,
    body: Readable,
    options: {
      size?: number;
      maxBytes?: number;
      exclusive?: boolean;
      singleUseUntil?: number;
    } = {},
  ): Promise<void> {
    const target = this.pathOf(key);
    const { singleUseUntil } = options;
    const exclusive = options.exclusive === true || singleUseUntil !== undefined;
    // Fail before receiving gigabytes that could not be kept anyway.
    if (exclusive && (await this.stat(key))) throw new ObjectExistsError(key);
    if (singleUseUntil !== undefined && (await this.usedUploads.isUsed(key))) {
      throw new ObjectExistsError(key);
    }
    const partialDir = path.join(this.root, PARTIAL_DIR);
    await mkdir(partialDir, { recursive: true, mode: FOLDER_MODE });
    const partial = path.join(partialDir, `${randomBytes(12).toString('hex')}.part`);
    try {
      const source = options.maxBytes === undefined ? body : limited(body, options.maxBytes);
      // `flush`: the bytes are on disk before the name appears. A 1 MiB buffer lets the next
      // chunks be read while one is written (with the 16 KiB default each socket chunk waits for
      // the previous write to finish).
      const file = createWriteStream(partial, {
        flags: 'wx',
        mode: FILE_MODE,
        flush: true,
        highWaterMark: MIB,
      });
      await pipeline(source, file);
      await mkdir(path.dirname(target), { recursive: true, mode: FOLDER_MODE });
      if (singleUseUntil !== undefined && !(await this.usedUploads.claim(key, singleUseUntil))) {
        throw new ObjectExistsError(key);
      }
      if (exclusive) {
        // A hard link never replaces an existing file.
        await link(partial, target).catch(async (error: NodeJS.ErrnoException) => {
          if (error.code === 'EEXIST') throw new ObjectExistsError(key);
          // Nothing was written: the URL may try again.
          if (singleUseUntil !== undefined) await this.usedUploads.release(key);
          throw error;
        });
      } else {
        await rename(partial, target);
      }
    } finally {
      await unlink(partial).catch(() => undefined);
    }
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    // Opening first turns a missing file into ObjectNotFoundError instead of a stream error.
    const handle = await open(this.pathOf(key), 'r').catch((error: unknown) => {
      throw isMissing(error) ? new ObjectNotFoundError(key) : error;
    });
    return handle.createReadStream({
      start: range?.start,
      end: range?.end,
      highWaterMark: MIB,
    });
  }

  async stat(key: string): Promise<ObjectStat | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size } : null;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await unlink(this.pathOf(key)).catch((error: unknown) => {
      if (!isMissing(error)) throw error;
    });
  }

  async move(from: string, to: string): Promise<void> {
    const target = this.pathOf(to);
    await mkdir(path.dirname(target), { recursive: true, mode: FOLDER_MODE });
    await rename(this.pathOf(from), target).catch((error: unknown) => {
      throw isMissing(error) ? new ObjectNotFoundError(from) : error;
    });
  }

  async *list(folder: string): AsyncIterable<string> {
    assertStorageKey(folder);
    const dir = path.join(this.root, folder);
    const shards = await readdir(dir).catch((error: unknown) => {
      if (isMissing(error)) return [];
      throw error;
    });
    for (const shard of shards) {
      const names = await readdir(path.join(dir, shard)).catch(() => []);
      for (const name of names) if (isStorageKey(`${folder}/${name}`)) yield `${folder}/${name}`;
    }
  }

  uploadUrl(key: string, options: UploadUrlOptions): Promise<string> {
    const query = signQuery(this.secret, 'PUT', key, this.expiry(options.expiresInSeconds), {
      max: String(options.maxBytes),
    });
    return Promise.resolve(`${LOCAL_STORAGE_ROUTE}/${key}?${query}`);
  }

  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    const query = signQuery(this.secret, 'GET', key, this.expiry(options.expiresInSeconds), {
      name: options.filename,
      type: options.contentType,
      disposition: options.disposition,
    });
    return Promise.resolve(`${LOCAL_STORAGE_ROUTE}/${key}?${query}`);
  }

  /** Checks a signed upload URL's query: on success, `params.max` is the byte limit. */
  verifyUpload(key: string, query: Record<string, unknown>): Verification {
    return verifyQuery(this.secret, 'PUT', key, query, ['max'], this.nowSeconds());
  }

  /** Checks a signed download URL's query: on success, `params` has name, type and disposition. */
  verifyDownload(key: string, query: Record<string, unknown>): Verification {
    const names = ['name', 'type', 'disposition'];
    return verifyQuery(this.secret, 'GET', key, query, names, this.nowSeconds());
  }

  private nowSeconds(): number {
    return Math.floor(this.now() / 1000);
  }

  private expiry(seconds: number): number {
    return this.nowSeconds() + seconds;
  }
}
