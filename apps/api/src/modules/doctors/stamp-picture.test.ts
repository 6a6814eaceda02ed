import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, doctorStamps, files } from '../../db/schema/index.js';
import type { LocalStorage } from '../../platform/storage/local-storage.js';
import { pdfBytes, pngBytes, prepare, putBytes } from '../../test/file-uploads.js';
import { errorCode, graphql, type CallOptions } from '../../test/graphql.js';
import { buildDoctor, staffCaller, type TestDoctor } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf } from '../files/file-keys.js';

const DOCTOR_FIELDS = 'id stampImage { id uri }';
const UPDATE = `mutation($fileId: ID!, $doctorId: ID) {
  updateStampPicture(fileId: $fileId, doctorId: $doctorId) { ${DOCTOR_FIELDS} }
}`;
const REMOVE = `mutation($doctorId: ID) {
  deleteExistingStampPicture(doctorId: $doctorId) { ${DOCTOR_FIELDS} }
}`;
const OPTIONS = `query($search: String) {
  doctorOptions(where: { search: $search }) { ${DOCTOR_FIELDS} }
}`;

interface DoctorStamp {
  id: string;
  stampImage: { id: string; uri: string } | null;
}

let t: TestApp;
let filesDir: string;
let doctor: TestDoctor;
let otherDoctor: TestDoctor;
let withoutAccount: TestDoctor;
let admin: CallOptions;
let manager: CallOptions;
let registration: CallOptions;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-stamp-test-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  doctor = await buildDoctor(t, { role: 'Doctor' });
  otherDoctor = await buildDoctor(t, { role: 'Doctor' });
  withoutAccount = await buildDoctor(t);
  admin = (await staffCaller(t, 'Admin')).options;
  manager = (await staffCaller(t, 'Manager')).options;
  registration = (await staffCaller(t, 'Registration')).options;
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

/** prepare + PUT of an image as the caller; updateStampPicture confirms it if the client did not. */
async function upload(bytes: Buffer, options: CallOptions, fileType = 'DoctorStamp') {
  const prepared = await prepare(
    t.app,
    { fileType, fileSizeInBytes: bytes.length, filename: 'stamp.png' },
    options,
  );
  expect(prepared.errors).toBeUndefined();
  const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
  expect((await putBytes(t.app, uploadSignedURL!, bytes)).statusCode).toBe(200);
  return fileId;
}

function setStamp(fileId: string, options: CallOptions, doctorId?: number) {
  return graphql<{ updateStampPicture: DoctorStamp }>(t.app, UPDATE, {
    ...options,
    variables: { fileId, doctorId },
  });
}

function removeStamp(options: CallOptions, doctorId?: number) {
  return graphql<{ deleteExistingStampPicture: DoctorStamp }>(t.app, REMOVE, {
    ...options,
    variables: { doctorId },
  });
}

/** The stamp of `whose` as `options` sees it in the doctor picker. */
async function stampSeen(whose: TestDoctor, options: CallOptions) {
  const response = await graphql<{ doctorOptions: DoctorStamp[] }>(t.app, OPTIONS, {
    ...options,
    variables: { search: whose.name },
  });
  expect(response.errors).toBeUndefined();
  const row = response.data!.doctorOptions.find((option) => option.id === String(whose.id));
  expect(row).toBeDefined();
  return row!.stampImage;
}

async function stampRow(doctorId: number) {
  const [link] = await t.database.db
    .select()
    .from(doctorStamps)
    .where(eq(doctorStamps.doctorId, doctorId));
  return link;
}

describe('a doctor’s stamp', () => {
  let first: string;

  it('is none before one is set', async () => {
    expect(await stampSeen(doctor, doctor.options)).toBeNull();
  });

  it('is set from the doctor’s own upload (confirmed on the way) and served to them', async () => {
    const bytes = pngBytes(1200, 0x11);
    first = await upload(bytes, doctor.options);
    const response = await setStamp(first, doctor.options);
    expect(response.errors).toBeUndefined();
    const { id, stampImage } = response.data!.updateStampPicture;
    expect(id).toBe(String(doctor.id));
    expect(stampImage?.id).toBe(first);
    const image = await t.app.inject({ method: 'GET', url: stampImage!.uri });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(bytes)).toBe(true);
    expect((await stampRow(doctor.id))?.fileId).toBe(first);
    expect(await stampSeen(doctor, doctor.options)).toMatchObject({ id: first });
  });

  it('replaces the previous stamp, whose row and bytes are deleted', async () => {
    const second = await upload(pngBytes(900, 0x22), doctor.options);
    expect((await setStamp(second, doctor.options)).errors).toBeUndefined();
    expect((await stampRow(doctor.id))?.fileId).toBe(second);
    expect(await t.database.db.select().from(files).where(eq(files.id, first))).toEqual([]);
    expect(await (t.app.storage as LocalStorage).stat(storageKeyOf(first))).toBeNull();
  });

  it('is seen by the desk roles, not by another doctor', async () => {
    expect(await stampSeen(doctor, registration)).not.toBeNull();
    expect(await stampSeen(doctor, admin)).not.toBeNull();
    expect(await stampSeen(doctor, otherDoctor.options)).toBeNull();
  });

  it('takes only DoctorStamp images', async () => {
    const picture = await upload(pngBytes(300), doctor.options, 'ProfilePicture');
    const response = await setStamp(picture, { ...doctor.options, lang: 'pl' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe('Ten plik nie jest przesłanym obrazem pieczątki.');
  });

  it('refuses a PDF posing as an image and removes it', async () => {
    const fileId = await upload(pdfBytes(400), doctor.options);
    const response = await setStamp(fileId, { ...doctor.options, lang: 'pl' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'Zawartość pliku nie jest dozwolonym typem (png, jpg). Plik został odrzucony.',
    );
    expect(await t.database.db.select().from(files).where(eq(files.id, fileId))).toEqual([]);
  });

  it('refuses an image over 5 MB before any upload', async () => {
    const response = await prepare(
      t.app,
      { fileType: 'DoctorStamp', fileSizeInBytes: 5 * 1024 * 1024 + 1, filename: 'big.png' },
      { ...doctor.options, lang: 'en' },
    );
    expect(response.errors![0]!.message).toBe('The file is too large (at most 5 MB)');
  });

  it('is not set or removed by another doctor', async () => {
    const theirs = await upload(pngBytes(500), otherDoctor.options);
    expect(errorCode(await setStamp(theirs, otherDoctor.options, doctor.id))).toBe('FORBIDDEN');
    expect(errorCode(await removeStamp(otherDoctor.options, doctor.id))).toBe('FORBIDDEN');
    // Nor from someone else's upload, even onto one's own profile.
    const mine = await upload(pngBytes(500), doctor.options);
    expect(errorCode(await setStamp(mine, otherDoctor.options))).toBe('FORBIDDEN');
    expect((await stampRow(doctor.id))?.fileId).not.toBe(mine);
    const denied = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.stamp.set'), eq(auditLog.outcome, 'denied')));
    expect(denied.length).toBeGreaterThanOrEqual(2);
  });

  it('is set by an Admin for another doctor, and then is that doctor’s file', async () => {
    const fileId = await upload(pngBytes(700, 0x33), admin);
    const response = await setStamp(fileId, admin, otherDoctor.id);
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateStampPicture.stampImage?.id).toBe(fileId);
    const [file] = await t.database.db.select().from(files).where(eq(files.id, fileId));
    expect(file?.ownerUserId).toBe(otherDoctor.userId);
    expect(await stampSeen(otherDoctor, otherDoctor.options)).toMatchObject({ id: fileId });
    // The doctor may replace it with their own.
    const own = await upload(pngBytes(600), otherDoctor.options);
    expect((await setStamp(own, otherDoctor.options)).errors).toBeUndefined();
  });

  it('is set by an Admin for a doctor without an account and removed by a Manager', async () => {
    const fileId = await upload(pngBytes(650), admin);
    expect((await setStamp(fileId, admin, withoutAccount.id)).errors).toBeUndefined();
    // One image is one doctor's stamp.
    expect(errorCode(await setStamp(fileId, admin, doctor.id))).toBe('BAD_USER_INPUT');
    const removed = await removeStamp(manager, withoutAccount.id);
    expect(removed.data!.deleteExistingStampPicture.stampImage).toBeNull();
    expect(await stampRow(withoutAccount.id)).toBeUndefined();
  });

  it('answers a clear error to a caller without a doctor profile, and NOT_FOUND for no doctor', async () => {
    const fileId = await upload(pngBytes(300), registration);
    const response = await setStamp(fileId, { ...registration, lang: 'pl' });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(response.errors![0]!.message).toBe(
      'Twoje konto nie ma profilu lekarza, więc nie można ustawić pieczątki.',
    );
    expect(errorCode(await removeStamp(registration))).toBe('CONFLICT');
    expect(errorCode(await removeStamp(admin, 999_999))).toBe('NOT_FOUND');
  });

  it('is removed with deleteExistingStampPicture, and audited', async () => {
    const { fileId } = (await stampRow(doctor.id))!;
    const response = await removeStamp(doctor.options);
    expect(response.errors).toBeUndefined();
    expect(response.data!.deleteExistingStampPicture.stampImage).toBeNull();
    expect(await stampRow(doctor.id)).toBeUndefined();
    expect(await (t.app.storage as LocalStorage).stat(storageKeyOf(fileId))).toBeNull();
    const actions = (
      await t.database.db.select().from(auditLog).where(eq(auditLog.actorUserId, doctor.userId!))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['file.stamp.set', 'file.stamp.delete']));
    // Removing a stamp that is not there is no error.
    expect((await removeStamp(doctor.options)).errors).toBeUndefined();
  });
});
