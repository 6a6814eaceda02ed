import { createHash } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.js';
import type { LocalStorage } from '../../platform/storage/local-storage.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { confirm, DELETE_FILE, pngBytes, prepare, putBytes } from '../../test/file-uploads.js';
import { graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf, uploadKeyOf } from './file-keys.js';
import { removeStaleUploads } from './stale-uploads.js';

/** Issue 9 §11: an upload URL writes once, and stored files are the server's alone. */
let t: TestApp;
let parent: string;
let filesDir: string;
let storage: LocalStorage;
let token: string;
let patientId: number;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), 'portal-single-use-'));
  filesDir = path.join(parent, 'files');
  // As an older version left it: readable by everyone.
  await mkdir(filesDir);
  await chmod(filesDir, 0o755);
  t = await createTestApp({ FILES_DIR: filesDir });
  storage = t.app.storage as LocalStorage;
  const user = await buildUser(t.database.db, { roles: ['Technician'] });
  token = (await createSession(t.database.db, user.id, 60)).token;
  patientId = (await buildPatient(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
  if (parent) await rm(parent, { recursive: true, force: true });
});

async function prepared(bytes: Buffer) {
  const response = await prepare(
    t.app,
    { fileSizeInBytes: bytes.length, filename: 'zdjęcie.png', patientId },
    { token },
  );
  return response.data!.prepareUpload as { fileId: string; uploadSignedURL: string };
}

/** Every object under `uploads/`, as keys. */
async function uploadObjects(): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of storage.list('uploads')) keys.push(key);
  return keys;
}

const mode = async (file: string) => (await stat(file)).mode & 0o777;

describe('an upload URL', () => {
  it('writes once: a second PUT is refused before and after confirmUpload, and leaves nothing', async () => {
    const bytes = pngBytes(2048);
    const { fileId, uploadSignedURL } = await prepared(bytes);
    expect((await putBytes(t.app, uploadSignedURL, bytes)).statusCode).toBe(200);

    const before = await putBytes(t.app, uploadSignedURL, pngBytes(2048, 0x01));
    expect(before.statusCode).toBe(409);
    expect(before.json()).toEqual({
      code: 'ALREADY_UPLOADED',
      message: 'Ten plik został już przesłany.',
    });

    const confirmed = await confirm(t.app, fileId, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(await uploadObjects()).toEqual([]);

    const after = await t.app.inject({
      method: 'PUT',
      url: uploadSignedURL,
      headers: { 'content-type': 'application/octet-stream', 'accept-language': 'en' },
      payload: pngBytes(2048, 0x02),
    });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toEqual({
      code: 'ALREADY_UPLOADED',
      message: 'This file has already been uploaded.',
    });
    // Nothing new under the upload key, and the checked bytes are the first upload's.
    expect(await uploadObjects()).toEqual([]);
    expect(await storage.stat(uploadKeyOf(fileId))).toBeNull();
    expect(confirmed.data!.confirmUpload.sha256).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('of a file deleted before its upload leaves bytes the clean-up removes', async () => {
    const bytes = pngBytes(512);
    const { fileId, uploadSignedURL } = await prepared(bytes);
    const deleted = await graphql(t.app, DELETE_FILE, { token, variables: { ids: [fileId] } });
    expect(deleted.errors).toBeUndefined();
    // The storage cannot know the file is gone; the bytes land under the upload key.
    expect((await putBytes(t.app, uploadSignedURL, bytes)).statusCode).toBe(200);
    expect(await uploadObjects()).toEqual([uploadKeyOf(fileId)]);

    // A pending upload of another file is kept.
    const waiting = await prepared(bytes);
    expect((await putBytes(t.app, waiting.uploadSignedURL, bytes)).statusCode).toBe(200);

    await removeStaleUploads(t.database.db, storage);
    expect(await uploadObjects()).toEqual([uploadKeyOf(waiting.fileId)]);
  });
});

describe('stored files', () => {
  it('are readable by the server’s account only: files 0600 in folders 0700', async () => {
    const bytes = pngBytes(1024);
    const { fileId, uploadSignedURL } = await prepared(bytes);
    expect((await putBytes(t.app, uploadSignedURL, bytes)).statusCode).toBe(200);
    expect(await mode(storage.pathOf(uploadKeyOf(fileId)))).toBe(0o600);
    expect((await confirm(t.app, fileId, { token })).errors).toBeUndefined();

    const file = storage.pathOf(storageKeyOf(fileId));
    expect(await mode(file)).toBe(0o600);
    // Every folder from the file up to FILES_DIR, which an older version had left 0755.
    for (let dir = path.dirname(file); dir.startsWith(filesDir); dir = path.dirname(dir)) {
      expect(await mode(dir), dir).toBe(0o700);
    }
    for (const dir of ['.partial', '.used', 'uploads']) {
      expect(await mode(path.join(filesDir, dir)), dir).toBe(0o700);
    }
    for (const mark of await readdir(path.join(filesDir, '.used'))) {
      expect(await mode(path.join(filesDir, '.used', mark)), mark).toBe(0o600);
    }
  });
});
