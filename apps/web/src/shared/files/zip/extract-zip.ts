import { Unzip, UnzipInflate, type UnzipFile } from 'fflate';
import { entryPath } from './entry-path';

/** Progress is reported, and a cancel honoured, every this many files (spec part 2 §7: 50). */
export const EXTRACT_BATCH = 50;

export interface ExtractProgress {
  /** Files written so far. */
  files: number;
  /** Bytes of the archive read so far (of its Content-Length, when known). */
  bytesRead: number;
}

export interface ExtractResult {
  files: number;
  /** Entries compressed otherwise than stored or deflated: left out. */
  skipped: number;
}

/** Stored (0) and deflated (8): what archive tools write for DICOM studies. */
const SUPPORTED_COMPRESSION = new Set([0, 8]);

/**
 * Folders below the chosen one, created once each. A path's folder is made after its parent, so
 * two entries of one new folder never race to create it.
 */
function folderCache(root: FileSystemDirectoryHandle) {
  const made = new Map<string, Promise<FileSystemDirectoryHandle>>([['', Promise.resolve(root)]]);
  const folder = (parts: readonly string[]): Promise<FileSystemDirectoryHandle> => {
    const key = parts.join('/');
    const known = made.get(key);
    if (known) return known;
    const created = folder(parts.slice(0, -1)).then((parent) =>
      parent.getDirectoryHandle(parts[parts.length - 1]!, { create: true }),
    );
    made.set(key, created);
    return created;
  };
  return folder;
}

/**
 * Unpacks a zip, as it downloads, into a folder the user picked (the File System Access API;
 * Chromium only). The archive is never held whole: each chunk read is inflated and its pieces
 * written to their files before the next chunk is read; progress is reported every
 * EXTRACT_BATCH files written. Entry names cannot leave the folder (entryPath). The first write
 * that fails stops the extraction with its error.
 */
export async function extractZip(
  body: ReadableStream<Uint8Array>,
  root: FileSystemDirectoryHandle,
  onProgress: (progress: ExtractProgress) => void,
  signal?: AbortSignal,
): Promise<ExtractResult> {
  const folder = folderCache(root);
  const writes = new Set<Promise<unknown>>();
  let failure: { error: unknown } | null = null;
  let files = 0;
  let reported = 0;
  let skipped = 0;
  let bytesRead = 0;

  const writeEntry = (entry: UnzipFile) => {
    const path = entryPath(entry.name);
    if (!path) return;
    if (!SUPPORTED_COMPRESSION.has(entry.compression)) {
      skipped += 1;
      return;
    }
    const writable = folder(path.folders)
      .then((parent) => parent.getFileHandle(path.file, { create: true }))
      .then((handle) => handle.createWritable());
    let tail: Promise<unknown> = writable;
    const fail = (error: unknown) => {
      failure ??= { error };
    };
    entry.ondata = (error, data, final) => {
      if (error) return fail(error);
      // Pieces of one file are written in order; the read loop waits for them (backpressure).
      tail = tail.then(() => writable).then((stream) => stream.write(data));
      if (final) {
        tail = tail
          .then(() => writable)
          .then((stream) => stream.close())
          .then(() => {
            files += 1;
          });
      }
      const pending = tail.catch(fail);
      writes.add(pending);
      void pending.finally(() => writes.delete(pending));
    };
    entry.start();
  };

  const unzip = new Unzip(writeEntry);
  unzip.register(UnzipInflate);
  const reader = body.getReader();
  try {
    for (;;) {
      if (signal?.aborted) throw new DOMException('Extraction cancelled', 'AbortError');
      const { value, done } = await reader.read();
      if (value) bytesRead += value.length;
      try {
        unzip.push(value ?? new Uint8Array(0), done);
      } catch (error) {
        failure ??= { error };
      }
      await Promise.all(writes);
      if (failure) throw failure.error;
      if (files - reported >= EXTRACT_BATCH || done) {
        reported = files;
        onProgress({ files, bytesRead });
      }
      if (done) break;
    }
  } finally {
    reader.releaseLock();
  }
  return { files, skipped };
}
