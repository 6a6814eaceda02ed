import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/sessions.js';
import { S3Storage } from '../../platform/storage/s3-storage.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import {
  confirm,
  DELETE_FILE,
  exeBytes,
  GET_DOWNLOAD_URL,
  pdfBytes,
  prepare,
} from '../../test/file-uploads.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf, uploadKeyOf } from './file-keys.js';
import { removeStaleUploads } from './stale-uploads.js';

let s3: TestS3;
let t: TestApp;
let token: string;
let patientId: number;

beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp(s3.env);
  const user = await buildUser(t.database.db, { roles: ['Technician'] });
  token = (await createSession(t.database.db, user.id, 60)).token;
  patientId = (await buildPatient(t.database.db)).id;
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

/** prepare, then PUT straight to the bucket as the browser does (no API in between). */
async function prepareAndPut(bytes: Buffer, filename: string) {
  return (await prepareAndPutWithUrl(bytes, filename)).fileId;
}

async function prepareAndPutWithUrl(bytes: Buffer, filename: string) {
  const prepared = await prepare(
    t.app,
    { fileSizeInBytes: bytes.length, filename, mimetype: 'application/pdf', patientId },
    { token },
  );
  const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
  expect(uploadSignedURL).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/uploads/${fileId}\\?`));
  const put = await fetch(uploadSignedURL!, {
    method: 'PUT',
    body: bytes,
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.status).toBe(200);
  return { fileId, uploadSignedURL: uploadSignedURL! };
}

describe('files on S3 (s3rver, path-style)', () => {
  it('uses the S3 driver, lets the browser reach the bucket (CSP) and serves no local route', async () => {
    expect(t.app.storage).toBeInstanceOf(S3Storage);
    const response = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(String(response.headers['content-security-policy'])).toContain(
      `connect-src 'self' ${s3.endpoint}`,
    );
    const local = await t.app.inject({
      method: 'PUT',
      url: '/api/storage/uploads/x',
      payload: 'x',
    });
    expect(local.statusCode).toBe(404);
  });

  it('round-trips prepare → PUT → confirm → ranged download → delete', async () => {
    const bytes = pdfBytes(10_000);
    const fileId = await prepareAndPut(bytes, 'opis badania.pdf');

    const confirmed = await confirm(t.app, fileId, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmUpload).toMatchObject({
      confirmed: true,
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(await t.app.storage.stat(uploadKeyOf(fileId))).toBeNull();

    const url = await graphql<{ getDownloadURL: string }>(t.app, GET_DOWNLOAD_URL, {
      token,
      variables: { filePath: fileId },
    });
    const download = await fetch(url.data!.getDownloadURL, { headers: { range: 'bytes=0-7' } });
    expect(download.status).toBe(206);
    expect(await download.text()).toBe('%PDF-1.7');
    expect(download.headers.get('content-disposition')).toBe(
      `inline; filename="opis badania.pdf"; filename*=UTF-8''opis%20badania.pdf`,
    );

    const deleted = await graphql(t.app, DELETE_FILE, { token, variables: { ids: [fileId] } });
    expect(deleted.data).toEqual({ deleteFile: 1 });
    expect(await t.app.storage.stat(storageKeyOf(fileId))).toBeNull();
  });

  it('removes a file whose bytes are not what its name says', async () => {
    const fileId = await prepareAndPut(exeBytes(2048), 'opis.pdf');
    expect(errorCode(await confirm(t.app, fileId, { token }))).toBe('BAD_USER_INPUT');
    expect(await t.app.storage.stat(storageKeyOf(fileId))).toBeNull();
    expect(await t.app.storage.stat(uploadKeyOf(fileId))).toBeNull();
  });

  it('cannot revoke a presigned URL, but what it writes after confirm never replaces the checked file, and the clean-up removes it', async () => {
    const bytes = pdfBytes(4096);
    const { fileId, uploadSignedURL } = await prepareAndPutWithUrl(bytes, 'skierowanie.pdf');
    const confirmed = await confirm(t.app, fileId, { token });
    expect(confirmed.errors).toBeUndefined();

    const again = await fetch(uploadSignedURL, { method: 'PUT', body: exeBytes(4096) });
    expect(again.status).toBe(200);
    expect(await t.app.storage.stat(uploadKeyOf(fileId))).toEqual({ size: 4096 });

    await removeStaleUploads(t.database.db, t.app.storage);
    expect(await t.app.storage.stat(uploadKeyOf(fileId))).toBeNull();
    const stored = await t.app.storage.get(storageKeyOf(fileId), { start: 0, end: 7 });
    const chunks: Buffer[] = [];
    for await (const chunk of stored) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('%PDF-1.7');
  });
});
