import { strToU8, zipSync, type Zippable } from 'fflate';
import { describe, expect, it } from 'vitest';
import { extractZip, type ExtractProgress } from './extract-zip';

/** An in-memory folder with the File System Access API's shape, as far as extractZip uses it. */
class MemoryFolder {
  readonly folders = new Map<string, MemoryFolder>();
  readonly files = new Map<string, Uint8Array>();

  getDirectoryHandle(name: string) {
    const folder = this.folders.get(name) ?? new MemoryFolder();
    this.folders.set(name, folder);
    return Promise.resolve(folder);
  }

  getFileHandle(name: string) {
    const chunks: Uint8Array[] = [];
    return Promise.resolve({
      createWritable: () =>
        Promise.resolve({
          write: (data: Uint8Array) => Promise.resolve(void chunks.push(data.slice())),
          close: () => {
            const size = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
            const file = new Uint8Array(size);
            let offset = 0;
            for (const chunk of chunks) {
              file.set(chunk, offset);
              offset += chunk.length;
            }
            this.files.set(name, file);
            return Promise.resolve();
          },
        }),
    });
  }

  read(path: string): string | undefined {
    const [first, ...rest] = path.split('/');
    if (rest.length > 0) return this.folders.get(first!)?.read(rest.join('/'));
    const bytes = this.files.get(first!);
    return bytes && new TextDecoder().decode(bytes);
  }
}

/** The archive as a download delivers it: in chunks of `size` bytes. */
function streamOf(bytes: Uint8Array, size = 4096): ReadableStream<Uint8Array> {
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}

describe('extractZip', () => {
  it('writes every file into its folders, reporting every 50 files', async () => {
    const entries: Zippable = {};
    for (let i = 1; i <= 120; i++) {
      entries[`DICOM/S1/IM${String(i).padStart(4, '0')}.dcm`] = strToU8(`slice ${i} `.repeat(50));
    }
    entries['opis.txt'] = [strToU8('bez zmian'), { level: 0 }];
    const folder = new MemoryFolder();
    const progress: ExtractProgress[] = [];
    const result = await extractZip(
      streamOf(zipSync(entries)),
      folder as unknown as FileSystemDirectoryHandle,
      (step) => progress.push(step),
    );
    expect(result).toEqual({ files: 121, skipped: 0 });
    expect(folder.read('DICOM/S1/IM0077.dcm')).toBe('slice 77 '.repeat(50));
    expect(folder.read('opis.txt')).toBe('bez zmian');
    expect(progress.map((step) => step.files)).toEqual([
      expect.any(Number),
      expect.any(Number),
      121,
    ]);
    expect(progress[0]!.files).toBeGreaterThanOrEqual(50);
  });

  it('keeps an entry that names a parent folder inside the chosen one', async () => {
    const folder = new MemoryFolder();
    await extractZip(
      streamOf(zipSync({ '../../evil.txt': strToU8('x') })),
      folder as unknown as FileSystemDirectoryHandle,
      () => undefined,
    );
    expect(folder.read('evil.txt')).toBe('x');
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      extractZip(
        streamOf(zipSync({ 'a.txt': strToU8('a') })),
        new MemoryFolder() as unknown as FileSystemDirectoryHandle,
        () => undefined,
        controller.signal,
      ),
    ).rejects.toThrow('Extraction cancelled');
  });
});
