import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSession } from '../../auth/sessions.js';
import { auditLog, files } from '../../db/schema/index.js';
import type { LocalStorage } from '../../platform/storage/local-storage.js';
import {
  confirm,
  DELETE_FILE,
  exeBytes,
  GET_DOWNLOAD_URL,
  pngBytes,
  prepare,
  putBytes,
} from '../../test/file-uploads.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf, uploadKeyOf } from './file-keys.js';

let t: TestApp;
let filesDir: string;
let storage: LocalStorage;
let patientId: number;
const tokens: Record<'technician' | 'registration' | 'doctor' | 'admin', string> = {
  technician: '',
  registration: '',
  doctor: '',
  admin: '',
};
const userIds: Record<string, number> = {};

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-files-test-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  storage = t.app.storage as LocalStorage;
  patientId = (await buildPatient(t.database.db, { lastName: 'Kowalski' })).id;
  const roles = {
    technician: 'Technician',
    registration: 'Registration',
    doctor: 'Doctor',
    admin: 'Admin',
  } as const;
  for (const [name, role] of Object.entries(roles)) {
    const user = await buildUser(t.database.db, { roles: [role] });
    userIds[name] = user.id;
    const session = await createSession(t.database.db, user.id, t.config.sessionTtlMinutes);
    tokens[name as keyof typeof tokens] = session.token;
  }
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const as = (who: keyof typeof tokens) => ({ token: tokens[who] });

/** prepare → PUT → confirm of `bytes`, as the technician; returns the file id. */
async function upload(bytes: Buffer, filename = 'zdjęcie RTG.png'): Promise<string> {
  const prepared = await prepare(
    t.app,
    { fileSizeInBytes: bytes.length, filename, patientId },
    as('technician'),
  );
  const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
  expect((await putBytes(t.app, uploadSignedURL!, bytes)).statusCode).toBe(200);
  const confirmed = await confirm(t.app, fileId, as('technician'));
  expect(confirmed.errors).toBeUndefined();
  return fileId;
}

async function downloadUrl(fileId: string, who: keyof typeof tokens = 'technician') {
  const response = await graphql<{ getDownloadURL: string }>(t.app, GET_DOWNLOAD_URL, {
    ...as(who),
    variables: { filePath: fileId },
  });
  return response.data?.getDownloadURL ?? null;
}

async function fileRow(id: string) {
  const [row] = await t.database.db.select().from(files).where(eq(files.id, id));
  return row;
}

async function auditOf(id: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'file'), eq(auditLog.entityId, id)));
}

describe('a patient file from prepare to delete, on the local storage', () => {
  const bytes = pngBytes(4096);
  let fileId: string;

  it('prepares a pending upload and returns a signed URL of this API', async () => {
    const response = await prepare(
      t.app,
      { fileSizeInBytes: bytes.length, filename: 'C:\\fakepath\\zdjęcie RTG.png', patientId },
      as('technician'),
    );
    expect(response.errors).toBeUndefined();
    fileId = response.data!.prepareUpload.fileId;
    expect(response.data!.prepareUpload.uploadSignedURL).toMatch(
      new RegExp(`^/api/storage/uploads/${fileId}\\?.*signature=`),
    );
    expect(await fileRow(fileId)).toMatchObject({
      status: 'pending',
      originalFilename: 'zdjęcie RTG.png',
      declaredSize: 4096,
      patientId,
      uploadedById: userIds.technician,
      ownerUserId: null,
    });

    const put = await putBytes(t.app, response.data!.prepareUpload.uploadSignedURL!, bytes);
    expect(put.statusCode).toBe(200);
  });

  it('confirms: checks the content, records the SHA-256 and marks the file ready', async () => {
    const response = await confirm(t.app, fileId, as('technician'));
    expect(response.errors).toBeUndefined();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(response.data!.confirmUpload).toEqual({
      id: fileId,
      uri: fileId,
      fileType: 'StudyImage',
      name: 'zdjęcie RTG.png',
      mimeType: 'image/png',
      size: 4096,
      confirmed: true,
      rejected: false,
      rejectionReason: null,
      sha256,
    });
    expect(await fileRow(fileId)).toMatchObject({ status: 'ready', detectedKind: 'png', sha256 });
    // The bytes left the upload key: the still-valid upload URL cannot touch checked bytes.
    expect(await storage.stat(uploadKeyOf(fileId))).toBeNull();
    expect(await storage.stat(storageKeyOf(fileId))).toEqual({ size: 4096 });
  });

  it('confirms again without harm', async () => {
    const again = await confirm(t.app, fileId, as('technician'));
    expect(again.data!.confirmUpload.confirmed).toBe(true);
  });

  it('serves the file with a safe name, nosniff and no caching', async () => {
    const url = await downloadUrl(fileId);
    expect(url).toMatch(new RegExp(`^/api/storage/files/${fileId}\\?`));
    const response = await t.app.inject({ method: 'GET', url: url! });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': '4096',
      'content-disposition': `inline; filename="zdjecie RTG.png"; filename*=UTF-8''zdj%C4%99cie%20RTG.png`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
      'accept-ranges': 'bytes',
    });
  });

  it('serves byte ranges', async () => {
    const url = (await downloadUrl(fileId))!;
    const middle = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=10-19' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 10-19/4096');
    expect(middle.rawPayload.equals(bytes.subarray(10, 20))).toBe(true);

    const tail = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=-6' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(bytes.subarray(4090))).toBe(true);

    const beyond = await t.app.inject({ method: 'GET', url, headers: { range: 'bytes=5000-' } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */4096');

    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe('4096');
    expect(head.rawPayload.length).toBe(0);
  });

  it('refuses a download URL of another study, and of a file not confirmed', async () => {
    const otherStudy = await graphql(t.app, GET_DOWNLOAD_URL, {
      ...as('technician'),
      variables: { filePath: fileId, studyId: '77' },
    });
    expect(errorCode(otherStudy)).toBe('NOT_FOUND');
    const pending = await prepare(
      t.app,
      { fileSizeInBytes: 10, patientId },
      { ...as('technician') },
    );
    expect(await downloadUrl(pending.data!.prepareUpload.fileId)).toBeNull();
  });

  it('deletes the row and the bytes; the old URL then answers 404 no_data_found', async () => {
    const url = (await downloadUrl(fileId))!;
    const deleted = await graphql<{ deleteFile: number }>(t.app, DELETE_FILE, {
      ...as('technician'),
      variables: { ids: [fileId] },
    });
    expect(deleted.data).toEqual({ deleteFile: 1 });
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await storage.stat(storageKeyOf(fileId))).toBeNull();
    const gone = await t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'pl' } });
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ code: 'no_data_found', message: 'Brak pasujących danych' });
  });

  it('audited every step, without the file name', async () => {
    const rows = await auditOf(fileId);
    expect(rows.map((row) => `${row.action}:${row.outcome}`)).toEqual([
      'file.prepare:success',
      'file.confirm:success',
      'file.download:success',
      'file.download:success',
      'file.download:success',
      'file.delete:success',
    ]);
    expect(rows.every((row) => row.actorUserId === userIds.technician)).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/zdj|RTG|Kowalski/);
  });
});

describe('signed URLs', () => {
  async function preparedUrl(size = 100) {
    const response = await prepare(t.app, { fileSizeInBytes: size, patientId }, as('technician'));
    return response.data!.prepareUpload;
  }

  it('refuses a tampered URL with 403', async () => {
    const { uploadSignedURL } = await preparedUrl();
    const url = new URL(uploadSignedURL!, 'http://portal');
    const bigger = new URL(url);
    bigger.searchParams.set('max', '999999');
    const otherKey = new URL(url);
    otherKey.pathname = '/api/storage/uploads/00000000-0000-4000-8000-000000000000';
    const noSignature = new URL(url);
    noSignature.searchParams.delete('signature');
    for (const tampered of [bigger, otherKey, noSignature]) {
      const response = await putBytes(t.app, tampered.pathname + tampered.search, pngBytes(100));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'URL_INVALID' });
    }
    // A download signature does not open an upload, nor the other way round.
    const asDownload = await t.app.inject({ method: 'GET', url: uploadSignedURL! });
    expect(asDownload.statusCode).toBe(403);
  });

  it('refuses a download URL whose name or type was changed', async () => {
    const fileId = await upload(pngBytes(64));
    const url = new URL((await downloadUrl(fileId))!, 'http://portal');
    for (const [name, value] of [
      ['name', 'invoice.html'],
      ['type', 'text/html'],
      ['disposition', 'inline; x'],
    ] as const) {
      const changed = new URL(url);
      changed.searchParams.set(name, value);
      const response = await t.app.inject({
        method: 'GET',
        url: changed.pathname + changed.search,
      });
      expect(response.statusCode, name).toBe(403);
    }
  });

  it('refuses an expired URL with 403', async () => {
    const { uploadSignedURL } = await preparedUrl();
    const later = Date.now() + 16 * 60 * 1000;
    const clock = vi.spyOn(Date, 'now').mockReturnValue(later);
    try {
      const response = await putBytes(t.app, uploadSignedURL!, pngBytes(100));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'URL_EXPIRED' });
    } finally {
      clock.mockRestore();
    }
  });

  it('refuses more bytes than declared with 413 and keeps nothing', async () => {
    const { fileId, uploadSignedURL } = await preparedUrl(100);
    const response = await putBytes(t.app, uploadSignedURL!, pngBytes(101));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ code: 'TOO_LARGE' });
    expect(await storage.stat(uploadKeyOf(fileId))).toBeNull();
  });

  it('writes an upload URL once', async () => {
    const { uploadSignedURL } = await preparedUrl(100);
    expect((await putBytes(t.app, uploadSignedURL!, pngBytes(100))).statusCode).toBe(200);
    const again = await putBytes(t.app, uploadSignedURL!, pngBytes(100));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_UPLOADED' });
  });
});

describe('confirmUpload refuses what is not what it claims', () => {
  it('removes an .exe renamed .png and says why, in the caller’s language', async () => {
    const bytes = exeBytes(300);
    const prepared = await prepare(
      t.app,
      { fileSizeInBytes: bytes.length, filename: 'photo.png', patientId },
      as('technician'),
    );
    const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
    await putBytes(t.app, uploadSignedURL!, bytes);
    const response = await confirm(t.app, fileId, { ...as('technician'), lang: 'en' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'The file content is not an allowed type (png, jpg, bmp, webp, pdf, zip, gzip, rar, dcm). The file was rejected.',
    );
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await storage.stat(storageKeyOf(fileId))).toBeNull();
    expect(await storage.stat(uploadKeyOf(fileId))).toBeNull();
    const audit = await auditOf(fileId);
    expect(audit.at(-1)).toMatchObject({
      action: 'file.confirm',
      outcome: 'failure',
      details: expect.objectContaining({ reason: 'contentNotAllowed' }) as unknown,
    });
  });

  it('removes a file whose size differs from the declared one', async () => {
    const prepared = await prepare(t.app, { fileSizeInBytes: 500, patientId }, as('technician'));
    const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
    await putBytes(t.app, uploadSignedURL!, pngBytes(200));
    const response = await confirm(t.app, fileId, { ...as('technician'), lang: 'pl' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe(
      'Przesłany plik ma 200 B zamiast zadeklarowanych 500 B. Plik został odrzucony, prześlij go ponownie.',
    );
    expect(await fileRow(fileId)).toBeUndefined();
    expect(await storage.stat(storageKeyOf(fileId))).toBeNull();
  });

  it('keeps a file not uploaded yet pending, so it can still be uploaded', async () => {
    const prepared = await prepare(t.app, { fileSizeInBytes: 64, patientId }, as('technician'));
    const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
    const early = await confirm(t.app, fileId, as('technician'));
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    expect((await fileRow(fileId))?.status).toBe('pending');
    await putBytes(t.app, uploadSignedURL!, pngBytes(64));
    expect((await confirm(t.app, fileId, as('technician'))).data?.confirmUpload.confirmed).toBe(
      true,
    );
  });

  it('records a rejected file without an upload URL and never confirms it', async () => {
    const prepared = await prepare(
      t.app,
      {
        fileSizeInBytes: 9e9,
        filename: 'huge.zip',
        mimetype: 'application/zip',
        rejected: true,
        rejectionReason: 'tooLarge',
        patientId,
      },
      as('technician'),
    );
    expect(prepared.errors).toBeUndefined();
    const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
    expect(uploadSignedURL).toBeNull();
    expect(await fileRow(fileId)).toMatchObject({ rejected: true, rejectionReason: 'tooLarge' });
    expect(errorCode(await confirm(t.app, fileId, as('technician')))).toBe('BAD_USER_INPUT');
  });
});

describe('who may do what with a patient file', () => {
  it('lets Registration upload; refuses a Doctor and audits the refusal', async () => {
    const fileId = await (async () => {
      const response = await prepare(t.app, { fileSizeInBytes: 50, patientId }, as('registration'));
      return response.data!.prepareUpload.fileId;
    })();
    expect(fileId).toEqual(expect.any(String));

    const doctor = await prepare(t.app, { fileSizeInBytes: 50, patientId }, as('doctor'));
    expect(errorCode(doctor)).toBe('FORBIDDEN');
    const [denied] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'file.prepare'), eq(auditLog.outcome, 'denied')));
    expect(denied).toMatchObject({ actorUserId: userIds.doctor, entityType: 'file' });
  });

  it('lets only the uploader confirm an upload', async () => {
    const prepared = await prepare(t.app, { fileSizeInBytes: 64, patientId }, as('registration'));
    const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
    await putBytes(t.app, uploadSignedURL!, pngBytes(64));
    expect(errorCode(await confirm(t.app, fileId, as('technician')))).toBe('FORBIDDEN');
    expect(errorCode(await confirm(t.app, fileId, as('registration')))).toBeUndefined();
  });

  it('answers NOT_FOUND for an unknown patient, file or id that is no id', async () => {
    const noPatient = await prepare(
      t.app,
      { fileSizeInBytes: 50, patientId: 999999 },
      as('technician'),
    );
    expect(errorCode(noPatient)).toBe('NOT_FOUND');
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(errorCode(await confirm(t.app, unknown, as('technician')))).toBe('NOT_FOUND');
    expect(errorCode(await confirm(t.app, 'not-a-uuid', as('technician')))).toBe('BAD_USER_INPUT');
  });

  it('deletes all files or none: one it cannot find refuses the whole call', async () => {
    const fileId = await upload(pngBytes(64));
    const response = await graphql(t.app, DELETE_FILE, {
      ...as('admin'),
      variables: { ids: [fileId, '00000000-0000-4000-8000-000000000000'] },
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect((await fileRow(fileId))?.status).toBe('ready');
  });

  it('refuses bad input with one localized message per field', async () => {
    const response = await prepare(
      t.app,
      { fileSizeInBytes: 0, patientId: null },
      { ...as('technician'), lang: 'pl' },
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'fileSizeInBytes', message: 'Plik jest pusty' },
      { path: 'patientId', message: 'Plik musi zostać przypisany do pacjenta' },
    ]);
  });
});
