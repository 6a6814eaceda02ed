import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_PARTS } from '@portal/domain';
import { loadConfig } from '../../config.js';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { S3Storage } from './s3-storage.js';
import { ObjectNotFoundError, partPlanOf, UploadNotFoundError } from './storage.js';

let s3: TestS3;
let storage: S3Storage;

beforeAll(async () => {
  s3 = await startTestS3();
  storage = new S3Storage(loadConfig({ ...s3.env, BUILD_COMMIT: 'test' }).files.s3!);
});
afterAll(() => s3?.close());

describe('S3Storage against a local S3 server', () => {
  it('stores, stats, reads a range, moves and deletes', async () => {
    await storage.put('uploads/s1', Readable.from([Buffer.from('hello world')]), { size: 11 });
    expect(await storage.stat('uploads/s1')).toEqual({ size: 11 });
    expect(await text(await storage.get('uploads/s1', { start: 6, end: 10 }))).toBe('world');
    await storage.move('uploads/s1', 'files/s1');
    expect(await storage.stat('uploads/s1')).toBeNull();
    expect(await text(await storage.get('files/s1'))).toBe('hello world');
    await storage.delete('files/s1');
    await storage.delete('files/s1');
    expect(await storage.stat('files/s1')).toBeNull();
    await expect(storage.get('files/s1')).rejects.toBeInstanceOf(ObjectNotFoundError);
    await expect(storage.move('files/s1', 'files/s2')).rejects.toBeInstanceOf(ObjectNotFoundError);
  });

  it('takes a PUT to a presigned URL and serves it named and typed through a presigned GET', async () => {
    const upload = await storage.uploadUrl('uploads/s3', { expiresInSeconds: 60, maxBytes: 5 });
    expect(upload).toMatch(new RegExp(`^${s3.endpoint}/${s3.bucket}/uploads/s3\\?`));
    const put = await fetch(upload, {
      method: 'PUT',
      body: 'abcde',
      headers: { 'content-type': 'application/octet-stream' },
    });
    expect(put.status).toBe(200);

    const download = await storage.downloadUrl('uploads/s3', {
      expiresInSeconds: 60,
      filename: 'opis żółw.pdf',
      contentType: 'application/pdf',
      disposition: 'attachment',
    });
    const response = await fetch(download, { headers: { range: 'bytes=1-3' } });
    expect(response.status).toBe(206);
    expect(await response.text()).toBe('bcd');
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="opis zolw.pdf"; filename*=UTF-8''opis%20%C5%BC%C3%B3%C5%82w.pdf`,
    );
  });

  it('uploads in parts through presigned part URLs, lists them, completes and aborts', async () => {
    const multipart = storage.multipart;
    const uploadId = await multipart.start('uploads/m1');
    const bodies = ['first-', 'second-', 'end'];
    for (const [index, body] of bodies.entries()) {
      const url = await multipart.partUrl('uploads/m1', uploadId, index + 1, 60);
      const put = await fetch(url, { method: 'PUT', body });
      expect(put.status).toBe(200);
    }
    const parts = await multipart.listParts('uploads/m1', uploadId);
    expect(parts.map(({ partNumber, size }) => ({ partNumber, size }))).toEqual([
      { partNumber: 1, size: 6 },
      { partNumber: 2, size: 7 },
      { partNumber: 3, size: 3 },
    ]);
    const open = [];
    for await (const upload of multipart.listOpen('uploads')) open.push(upload);
    expect(open).toEqual([{ key: 'uploads/m1', uploadId, startedAt: expect.any(Date) as Date }]);

    await multipart.complete('uploads/m1', uploadId, parts);
    expect(await text(await storage.get('uploads/m1'))).toBe('first-second-end');
    await expect(multipart.listParts('uploads/m1', uploadId)).rejects.toBeInstanceOf(
      UploadNotFoundError,
    );

    const abandoned = await multipart.start('uploads/m2');
    await multipart.abort('uploads/m2', abandoned);
    await multipart.abort('uploads/m2', abandoned);
    const left = [];
    for await (const upload of multipart.listOpen('uploads')) left.push(upload);
    expect(left).toEqual([]);
    await storage.delete('uploads/m1');
  });

  it('plans 16 MiB parts above 64 MiB, and larger parts only beyond 10,000 of them', () => {
    const mib = 1024 * 1024;
    expect(storage.multipart.planFor(64 * mib)).toBeNull();
    expect(storage.multipart.planFor(5e9)).toEqual({ partSize: 16 * mib, partCount: 299 });
    const huge = partPlanOf(200e9, { threshold: 0, partSize: 16 * mib })!;
    expect(huge.partSize).toBe(20 * mib);
    expect(huge.partCount).toBeLessThanOrEqual(MAX_UPLOAD_PARTS);
  });

  it('names the bucket origin for the CSP', () => {
    expect(storage.browserOrigins).toEqual([s3.endpoint]);
    const aws = new S3Storage({
      endpoint: undefined,
      bucket: 'files',
      region: 'eu-central-1',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(aws.browserOrigins).toEqual([
      'https://files.s3.eu-central-1.amazonaws.com',
      'https://files.s3.amazonaws.com',
    ]);
  });
});
