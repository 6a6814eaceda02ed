import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalStorage, ObjectExistsError, TooManyBytesError } from './local-storage.js';
import { ObjectNotFoundError } from './storage.js';

let root: string;
let storage: LocalStorage;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'portal-local-storage-'));
  storage = new LocalStorage(root, Buffer.from('k'.repeat(32)));
});
afterAll(() => rm(root, { recursive: true, force: true }));

const body = (...chunks: string[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)));

/** Partial files left behind by writes (there must never be any). */
const partials = async () => readdir(path.join(root, '.partial')).catch(() => []);

describe('LocalStorage', () => {
  it('stores, stats, reads (whole and a range), moves and deletes', async () => {
    await storage.put('uploads/abcdef', body('hello ', 'world'));
    expect(await storage.stat('uploads/abcdef')).toEqual({ size: 11 });
    expect(storage.pathOf('uploads/abcdef')).toBe(path.join(root, 'uploads', 'ab', 'abcdef'));
    expect(await text(await storage.get('uploads/abcdef'))).toBe('hello world');
    expect(await text(await storage.get('uploads/abcdef', { start: 6, end: 10 }))).toBe('world');

    await storage.move('uploads/abcdef', 'files/abcdef');
    expect(await storage.stat('uploads/abcdef')).toBeNull();
    expect(await text(await storage.get('files/abcdef'))).toBe('hello world');

    await storage.delete('files/abcdef');
    await storage.delete('files/abcdef');
    expect(await storage.stat('files/abcdef')).toBeNull();
    await expect(storage.get('files/abcdef')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.move('files/abcdef', 'files/x')).rejects.toBeInstanceOf(
      ObjectNotFoundError,
    );
  });

  it('refuses more bytes than allowed and leaves nothing behind', async () => {
    await expect(
      storage.put('uploads/toolong', body('12345', '67890', 'x'), { maxBytes: 10 }),
    ).rejects.toBeInstanceOf(TooManyBytesError);
    expect(await storage.stat('uploads/toolong')).toBeNull();
    expect(await partials()).toEqual([]);
  });

  it('leaves nothing behind when the body breaks off', async () => {
    function* broken() {
      yield Buffer.from('first half');
      throw new Error('connection reset');
    }
    await expect(storage.put('uploads/broken', Readable.from(broken()))).rejects.toThrow(
      'connection reset',
    );
    expect(await storage.stat('uploads/broken')).toBeNull();
    expect(await partials()).toEqual([]);
  });

  it('writes an exclusive key once', async () => {
    await storage.put('uploads/once', body('a'), { exclusive: true });
    await expect(
      storage.put('uploads/once', body('b'), { exclusive: true }),
    ).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await text(await storage.get('uploads/once'))).toBe('a');
  });

  it('refuses keys that could leave its folder', () => {
    for (const key of ['../etc/passwd', 'files/../../x', '/abs', 'a//b', '.hidden', 'a\\b', '']) {
      expect(() => storage.pathOf(key), key).toThrow(/invalid storage key/);
    }
  });

  it('signs URLs that only its own secret verifies', async () => {
    const url = new URL(
      await storage.uploadUrl('uploads/u1', { expiresInSeconds: 60, maxBytes: 5 }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/storage/uploads/u1');
    const query = Object.fromEntries(url.searchParams);
    expect(storage.verifyUpload('uploads/u1', query)).toMatchObject({ ok: true });
    const other = new LocalStorage(root, Buffer.from('z'.repeat(32)));
    expect(other.verifyUpload('uploads/u1', query)).toMatchObject({ ok: false });
  });
});
