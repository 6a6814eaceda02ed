import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.js';
import { auditLog, files, userProfilePictures } from '../../db/schema/index.js';
import type { LocalStorage } from '../../platform/storage/local-storage.js';
import { confirm, pdfBytes, pngBytes, prepare, putBytes } from '../../test/file-uploads.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf } from './file-keys.js';

const CURRENT_USER = '{ currentUser { id profilePictureURL } }';
const UPDATE = `mutation($fileId: ID!) { updateProfilePicture(fileId: $fileId) { id profilePictureURL } }`;
const REMOVE = 'mutation { deleteExistingProfilePicture { id profilePictureURL } }';

let t: TestApp;
let filesDir: string;
let patientToken: string;
let otherToken: string;
let patientUserId: number;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-picture-test-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  // A Patient: the role with the fewest permissions still owns a profile picture.
  const patient = await buildUser(t.database.db, { roles: ['Patient'] });
  patientUserId = patient.id;
  patientToken = (await createSession(t.database.db, patient.id, 60)).token;
  const other = await buildUser(t.database.db, { roles: ['Admin'] });
  otherToken = (await createSession(t.database.db, other.id, 60)).token;
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

/** prepare + PUT of a picture of the signed-in user; the client may skip confirmUpload. */
async function uploadPicture(bytes: Buffer, token = patientToken): Promise<string> {
  const prepared = await prepare(
    t.app,
    { fileType: 'ProfilePicture', fileSizeInBytes: bytes.length, filename: 'me.png' },
    { token },
  );
  expect(prepared.errors).toBeUndefined();
  const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
  expect((await putBytes(t.app, uploadSignedURL!, bytes)).statusCode).toBe(200);
  return fileId;
}

async function pictureUrl(token = patientToken): Promise<string | null> {
  const response = await graphql<{ currentUser: { profilePictureURL: string | null } }>(
    t.app,
    CURRENT_USER,
    { token },
  );
  return response.data!.currentUser.profilePictureURL;
}

describe('profile picture', () => {
  let first: string;

  it('is null before one is set', async () => {
    expect(await pictureUrl()).toBeNull();
  });

  it('is set from an upload (confirmed on the way) and served to its owner', async () => {
    const bytes = pngBytes(1000, 0x11);
    first = await uploadPicture(bytes);
    const response = await graphql<{ updateProfilePicture: { profilePictureURL: string } }>(
      t.app,
      UPDATE,
      { token: patientToken, variables: { fileId: first } },
    );
    expect(response.errors).toBeUndefined();
    const url = response.data!.updateProfilePicture.profilePictureURL;
    const image = await t.app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(bytes)).toBe(true);
    expect(await pictureUrl()).toEqual(expect.stringContaining(`/files/${first}?`));
  });

  it('replaces the previous picture, whose row and bytes are deleted', async () => {
    const second = await uploadPicture(pngBytes(800, 0x22));
    expect((await confirm(t.app, second, { token: patientToken })).errors).toBeUndefined();
    await graphql(t.app, UPDATE, { token: patientToken, variables: { fileId: second } });
    const [link] = await t.database.db
      .select()
      .from(userProfilePictures)
      .where(eq(userProfilePictures.userId, patientUserId));
    expect(link?.fileId).toBe(second);
    expect(await t.database.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(await (t.app.storage as LocalStorage).stat(storageKeyOf(first))).toBeNull();
  });

  it('takes only the caller’s own ProfilePicture files', async () => {
    const someoneElses = await uploadPicture(pngBytes(300), otherToken);
    const response = await graphql(t.app, UPDATE, {
      token: patientToken,
      variables: { fileId: someoneElses },
    });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it('refuses a PDF posing as a picture and removes it', async () => {
    const fileId = await uploadPicture(pdfBytes(400));
    const response = await graphql(t.app, UPDATE, {
      token: patientToken,
      variables: { fileId },
      lang: 'pl',
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'Zawartość pliku nie jest dozwolonym typem (png, jpg, webp). Plik został odrzucony.',
    );
    expect(await t.database.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
  });

  it('refuses a picture over the limit before any upload', async () => {
    const response = await prepare(
      t.app,
      { fileType: 'ProfilePicture', fileSizeInBytes: 6 * 1024 * 1024, filename: 'big.png' },
      { token: patientToken, lang: 'en' },
    );
    expect(response.errors![0]!.message).toBe('The file is too large (at most 5 MB)');
  });

  it('is removed with deleteExistingProfilePicture, and audited', async () => {
    const response = await graphql<{
      deleteExistingProfilePicture: { profilePictureURL: string | null };
    }>(t.app, REMOVE, { token: patientToken });
    expect(response.data!.deleteExistingProfilePicture.profilePictureURL).toBeNull();
    expect(await pictureUrl()).toBeNull();
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, patientUserId))
    ).map((row) => row.action);
    expect(actions).toEqual(
      expect.arrayContaining(['file.profilePicture.set', 'file.profilePicture.delete']),
    );
    // Removing a picture that is not there is no error.
    expect((await graphql(t.app, REMOVE, { token: patientToken })).errors).toBeUndefined();
  });
});
