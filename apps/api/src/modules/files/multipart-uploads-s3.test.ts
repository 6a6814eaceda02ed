import { createHash, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createSession } from '../../auth/sessions.js';
import { auditLog, files } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { S3Storage } from '../../platform/storage/s3-storage.js';
import type { OpenUpload } from '../../platform/storage/storage.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { confirm, DELETE_FILE, pdfBytes } from '../../test/file-uploads.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { testConfig } from '../../test/test-app.js';
import { storageKeyOf, uploadKeyOf } from './file-keys.js';
import { removeOrphanMultipartUploads } from './orphan-multipart-uploads.js';
import { removeStaleUploads } from './stale-uploads.js';

/** Tiny parts so that a test file of a few kB goes in three of them (S3 itself wants ≥ 5 MiB). */
const SETTINGS = { threshold: 2048, partSize: 1024 };

let s3: TestS3;
let database: TestDatabase;
let storage: S3Storage;
let app: FastifyInstance;
let token: string;
let otherToken: string;
let patientId: number;

beforeAll(async () => {
  s3 = await startTestS3();
  database = await createTestDatabase();
  const config = testConfig(s3.env);
  storage = new S3Storage(config.files.s3!, undefined, SETTINGS);
  app = await buildApp({ config, db: database.db, storage, logger: createLogger('silent') });
  await app.ready();
  const uploader = await buildUser(database.db, { roles: ['Technician'] });
  const colleague = await buildUser(database.db, { roles: ['Technician'] });
  token = (await createSession(database.db, uploader.id, 60)).token;
  otherToken = (await createSession(database.db, colleague.id, 60)).token;
  patientId = (await buildPatient(database.db)).id;
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
  await s3?.close();
});

const PREPARE = `mutation Prepare($file: PrepareUploadInput!) {
  prepareUpload(file: $file) { fileId uploadSignedURL multipart { partSize partCount } }
}`;
const SIGN = `mutation Sign($fileId: ID!, $partNumbers: [Int!]!) {
  signUploadParts(fileId: $fileId, partNumbers: $partNumbers) { partNumber url }
}`;
const PARTS = `query Parts($fileId: ID!) { uploadedParts(fileId: $fileId) { partNumber size } }`;

type Prepared = {
  prepareUpload: {
    fileId: string;
    uploadSignedURL: string | null;
    multipart: { partSize: number; partCount: number } | null;
  };
};

async function prepare(size: number) {
  const response = await graphql<Prepared>(app, PREPARE, {
    token,
    variables: {
      file: {
        fileType: 'StudyImage',
        fileSizeInBytes: size,
        filename: 'tomografia.pdf',
        mimetype: 'application/pdf',
        patientId,
      },
    },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.prepareUpload;
}

function sign(fileId: string, partNumbers: number[], as = token) {
  return graphql<{ signUploadParts: { partNumber: number; url: string }[] }>(app, SIGN, {
    token: as,
    variables: { fileId, partNumbers },
  });
}

/** Signs the parts and PUTs each its slice of `bytes` straight to the bucket, as the browser does. */
async function putParts(fileId: string, bytes: Buffer, partNumbers: number[], partSize: number) {
  const signed = await sign(fileId, partNumbers);
  expect(signed.errors).toBeUndefined();
  for (const { partNumber, url } of signed.data!.signUploadParts) {
    expect(url).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/uploads/${fileId}\\?`));
    const start = (partNumber - 1) * partSize;
    const put = await fetch(url, {
      method: 'PUT',
      body: bytes.subarray(start, start + partSize),
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.status).toBe(200);
  }
}

async function openUploads(): Promise<OpenUpload[]> {
  const open: OpenUpload[] = [];
  for await (const upload of storage.multipart.listOpen('uploads')) open.push(upload);
  return open;
}

async function rowOf(fileId: string) {
  const [row] = await database.db.select().from(files).where(eq(files.id, fileId));
  return row;
}

describe('multipart uploads on S3 (s3rver)', () => {
  it('sends a file above the threshold in 3 parts through presigned URLs; confirm joins and checks it', async () => {
    const bytes = pdfBytes(2500);
    const prepared = await prepare(bytes.length);
    expect(prepared.uploadSignedURL).toBeNull();
    expect(prepared.multipart).toEqual({ partSize: 1024, partCount: 3 });
    const row = await rowOf(prepared.fileId);
    expect(row).toMatchObject({ multipartPartSize: 1024, status: 'pending' });
    expect(row!.multipartUploadId).toEqual(expect.any(String));

    await putParts(prepared.fileId, bytes, [1, 2, 3], 1024);
    const confirmed = await confirm(app, prepared.fileId, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmUpload).toMatchObject({
      confirmed: true,
      size: 2500,
      mimeType: 'application/pdf',
      sha256: createHash('sha256').update(bytes).digest('hex'),
    });
    expect(await rowOf(prepared.fileId)).toMatchObject({
      status: 'ready',
      multipartUploadId: null,
      multipartPartSize: null,
    });
    expect(await storage.stat(storageKeyOf(prepared.fileId))).toEqual({ size: 2500 });
    expect(await storage.stat(uploadKeyOf(prepared.fileId))).toBeNull();
    expect(await openUploads()).toEqual([]);
    // Confirming again is harmless, as for one PUT.
    expect((await confirm(app, prepared.fileId, { token })).errors).toBeUndefined();
  });

  it('keeps files up to the threshold to one PUT', async () => {
    const prepared = await prepare(2048);
    expect(prepared.multipart).toBeNull();
    expect(prepared.uploadSignedURL).toMatch(/^http/);
    expect(errorCode(await sign(prepared.fileId, [1]))).toBe('BAD_USER_INPUT');
  });

  it('refuses to confirm while parts are missing, keeps them, and a resumed upload lists them', async () => {
    const bytes = pdfBytes(2500);
    const { fileId } = await prepare(bytes.length);
    await putParts(fileId, bytes, [1, 3], 1024);
    // A part cut short counts as missing: it is listed with its real size and sent again.
    const [short] = (await sign(fileId, [2])).data!.signUploadParts;
    await fetch(short!.url, { method: 'PUT', body: bytes.subarray(1024, 1500) });

    const early = await confirm(app, fileId, { token });
    expect(errorCode(early)).toBe('BAD_USER_INPUT');
    expect(early.errors![0]!.message).toBe(
      'Nie przesłano wszystkich części pliku (brakuje 1). Wznów przesyłanie.',
    );
    expect((await rowOf(fileId))?.status).toBe('pending');

    const listed = await graphql<{ uploadedParts: unknown[] }>(app, PARTS, {
      token,
      variables: { fileId },
    });
    expect(listed.data!.uploadedParts).toEqual([
      { partNumber: 1, size: 1024 },
      { partNumber: 2, size: 476 },
      { partNumber: 3, size: 452 },
    ]);

    await putParts(fileId, bytes, [2], 1024);
    const confirmed = await confirm(app, fileId, { token });
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmUpload.sha256).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
  });

  it('lets only the uploader sign or list parts, and only parts of the plan', async () => {
    const { fileId } = await prepare(2500);
    expect(errorCode(await sign(fileId, [1], otherToken))).toBe('FORBIDDEN');
    const listed = await graphql(app, PARTS, { token: otherToken, variables: { fileId } });
    expect(errorCode(listed)).toBe('FORBIDDEN');
    const denied = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, fileId), eq(auditLog.outcome, 'denied')));
    expect(denied.map((row) => row.action).sort()).toEqual(['file.listParts', 'file.signParts']);

    const beyond = await sign(fileId, [4]);
    expect(errorCode(beyond)).toBe('BAD_USER_INPUT');
    expect(beyond.errors![0]!.message).toBe('Ten plik ma tylko 3 części.');
    expect(
      errorCode(
        await sign(
          fileId,
          Array.from({ length: 101 }, (_, i) => i + 1),
        ),
      ),
    ).toBe('BAD_USER_INPUT');
    expect(errorCode(await sign(randomUUID(), [1]))).toBe('NOT_FOUND');
    await graphql(app, DELETE_FILE, { token, variables: { ids: [fileId] } });
  });

  it('aborts the upload of a file deleted before it was confirmed', async () => {
    const { fileId } = await prepare(2500);
    await putParts(fileId, pdfBytes(2500), [1], 1024);
    const deleted = await graphql(app, DELETE_FILE, { token, variables: { ids: [fileId] } });
    expect(deleted.data).toEqual({ deleteFile: 1 });
    expect((await openUploads()).map((upload) => upload.key)).not.toContain(uploadKeyOf(fileId));
  });

  it('the clean-up aborts stale multipart uploads and those no pending file waits for', async () => {
    const stale = await prepare(2500);
    await putParts(stale.fileId, pdfBytes(2500), [1, 2], 1024);
    await database.db
      .update(files)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(files.id, stale.fileId));
    const waiting = await prepare(2500);
    const orphanKey = uploadKeyOf(randomUUID());
    const orphanId = await storage.multipart.start(orphanKey);

    expect(await removeStaleUploads(database.db, storage)).toBe(1);
    const keys = () => openUploads().then((open) => open.map((upload) => upload.key).sort());
    // The orphan is younger than an hour: it may be a prepareUpload about to write its row.
    expect(await keys()).toEqual([orphanKey, uploadKeyOf(waiting.fileId)].sort());

    const later = new Date(Date.now() + 60_000);
    expect(await removeOrphanMultipartUploads(database.db, storage, later)).toBe(1);
    expect(await keys()).toEqual([uploadKeyOf(waiting.fileId)]);
    await storage.multipart.abort(orphanKey, orphanId);

    await database.db.delete(files).where(eq(files.id, waiting.fileId));
    expect(await removeOrphanMultipartUploads(database.db, storage, later)).toBe(1);
    expect(await openUploads()).toEqual([]);
  });
});
