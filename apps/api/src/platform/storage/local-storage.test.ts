import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
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

  it('writes a single-use key once until its URL expires, even after its object moved away', async () => {
    let now = 1_800_000_000_000;
    const clocked = new LocalStorage(root, Buffer.from('k'.repeat(32)), () => now);
    const until = now / 1000 + 60;
    const once = (key: string, text: string) =>
      clocked.put(key, body(text), { singleUseUntil: until });

    await once('uploads/single', 'first');
    await expect(once('uploads/single', 'again')).rejects.toBeInstanceOf(ObjectExistsError);
    await clocked.move('uploads/single', 'files/single');
    await expect(once('uploads/single', 'after move')).rejects.toBeInstanceOf(ObjectExistsError);
    await clocked.delete('files/single');
    await expect(once('uploads/single', 'after delete')).rejects.toBeInstanceOf(ObjectExistsError);
    expect(await clocked.stat('uploads/single')).toBeNull();
    expect(await partials()).toEqual([]);

    // Two uploads finishing together: one is kept.
    const both = await Promise.allSettled([once('uploads/race', 'a'), once('uploads/race', 'b')]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);

    // Marks of expired URLs go when the next upload is marked.
    now += 3 * 60 * 1000;
    await clocked.put('uploads/later', body('x'), { singleUseUntil: now / 1000 + 60 });
    expect(await readdir(path.join(root, '.used'))).toEqual(['uploads+later']);
  });

  it('keeps files 0600 in folders 0700, written-aside ones too', async () => {
    let release: () => void = () => undefined;
    const paused = new Promise<void>((resolve) => (release = resolve));
    async function* slow() {
      yield Buffer.from('first half ');
      await paused;
      yield Buffer.from('second half');
    }
    const writing = storage.put('files/private', Readable.from(slow()));
    // The written-aside file exists once the first chunk is out.
    let [partial] = await partials();
    while (!partial) {
      await new Promise((resolve) => setImmediate(resolve));
      [partial] = await partials();
    }
    expect((await stat(path.join(root, '.partial', partial))).mode & 0o777).toBe(0o600);
    release();
    await writing;

    const file = storage.pathOf('files/private');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    for (const dir of [path.dirname(file), path.join(root, 'files'), path.join(root, '.partial')]) {
      expect((await stat(dir)).mode & 0o777, dir).toBe(0o700);
    }
  });

  it('narrows its own folder to its owner at start, or creates it so', async () => {
    const older = path.join(root, 'older');
    await mkdir(older);
    await chmod(older, 0o755);
    await new LocalStorage(older, Buffer.from('k'.repeat(32))).secureRoot();
    expect((await stat(older)).mode & 0o777).toBe(0o700);

    const fresh = path.join(root, 'fresh', 'files');
    await new LocalStorage(fresh, Buffer.from('k'.repeat(32))).secureRoot();
    expect((await stat(fresh)).mode & 0o777).toBe(0o700);
  });

  it('lists the objects of a folder', async () => {
    await storage.put('listed/aa1', body('1'));
    await storage.put('listed/bb2', body('2'));
    const keys: string[] = [];
    for await (const key of storage.list('listed')) keys.push(key);
    expect(keys.sort()).toEqual(['listed/aa1', 'listed/bb2']);
    const none: string[] = [];
    for await (const key of storage.list('nothing-here')) none.push(key);
    expect(none).toEqual([]);
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
