import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const MB = 1024 * 1024;
const SIZE = 50 * MB;
/** One megabyte, sent 50 times: the client itself holds no more than this. */
const CHUNK = Buffer.alloc(MB, 0x5a);

let t: TestApp;
let dir: string;
let base: string;
let storage: LocalStorage;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'portal-streaming-test-'));
  t = await createTestApp({ FILES_DIR: dir });
  storage = t.app.storage as LocalStorage;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

// Garbage would hide what matters (memory still held), so each sample collects it first.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as (options?: { type: 'minor' | 'major' }) => void;

/**
 * Highest growth of live JS heap + buffers over the baseline while `work` runs. Client and server
 * share this process, so both are counted.
 */
async function peakGrowth<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const used = (type: 'minor' | 'major' = 'minor') => {
    gc({ type });
    const memory = process.memoryUsage();
    return memory.heapUsed + memory.arrayBuffers;
  };
  const baseline = used('major');
  let peak = baseline;
  const timer = setInterval(() => (peak = Math.max(peak, used())), 10);
  try {
    const result = await work();
    peak = Math.max(peak, used('major'));
    return { result, growth: peak - baseline };
  } finally {
    clearInterval(timer);
  }
}

/** PUTs `chunks` megabytes; without `length` the body goes chunked (no Content-Length). */
function put(url: string, chunks: number, length?: number, abortAfter?: number) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${base}${url}`, {
      method: 'PUT',
      headers: {
        'content-type': 'application/octet-stream',
        ...(length === undefined ? {} : { 'content-length': String(length) }),
      },
    });
    request.on('response', (response) => {
      let body = '';
      response.on('data', (data: Buffer) => (body += data.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    });
    request.on('error', (error) =>
      abortAfter === undefined ? reject(error) : resolve({ status: 0, body: '' }),
    );
    let sent = 0;
    const writeMore = () => {
      while (sent < chunks) {
        if (abortAfter !== undefined && sent === abortAfter) {
          request.destroy();
          return;
        }
        sent += 1;
        if (!request.write(CHUNK)) return void request.once('drain', writeMore);
      }
      request.end();
    };
    writeMore();
  });
}

function download(url: string) {
  return new Promise<{ status: number; sha256: string; bytes: number }>((resolve, reject) => {
    http
      .get(`${base}${url}`, (response) => {
        const hash = createHash('sha256');
        let bytes = 0;
        response.on('data', (data: Buffer) => {
          hash.update(data);
          bytes += data.length;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode!, sha256: hash.digest('hex'), bytes }),
        );
      })
      .on('error', reject);
  });
}

const uploadUrl = (key: string, maxBytes = SIZE) =>
  storage.uploadUrl(key, { expiresInSeconds: 60, maxBytes });

describe('the local storage routes stream with constant memory', () => {
  const key = `uploads/${randomUUID()}`;

  it('takes a 50 MB upload without holding it in memory', async () => {
    const url = await uploadUrl(key);
    const { result, growth } = await peakGrowth(() => put(url, 50, SIZE));
    expect(result.status).toBe(200);
    expect(await storage.stat(key)).toEqual({ size: SIZE });
    // Buffering the body would add at least 50 MB; streaming stays within a few buffers.
    expect(growth).toBeLessThan(20 * MB);
  });

  it('serves it back the same way', async () => {
    const url = await storage.downloadUrl(key, {
      expiresInSeconds: 60,
      filename: 'big.zip',
      contentType: 'application/zip',
      disposition: 'attachment',
    });
    const { result, growth } = await peakGrowth(() => download(url));
    expect(result.status).toBe(200);
    expect(result.bytes).toBe(SIZE);
    const expected = createHash('sha256');
    for (let index = 0; index < 50; index += 1) expected.update(CHUNK);
    expect(result.sha256).toBe(expected.digest('hex'));
    // Samples run only minor collections; on a busy machine more spent chunks reach the old
    // generation before one runs, so allow more slack than for the upload. Holding the file
    // would still add its 50 MB.
    expect(growth).toBeLessThan(32 * MB);
  });

  it('stops a chunked upload (no Content-Length) at the declared size with 413', async () => {
    const chunked = `uploads/${randomUUID()}`;
    const response = await put(await uploadUrl(chunked, 3 * MB), 6);
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toMatchObject({ code: 'TOO_LARGE' });
    expect(await storage.stat(chunked)).toBeNull();
  });

  it('keeps nothing of an upload the client breaks off', async () => {
    const broken = `uploads/${randomUUID()}`;
    await put(await uploadUrl(broken, 10 * MB), 10, 10 * MB, 4);
    // The server notices the closed socket a moment later.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await storage.stat(broken)).toBeNull();
    expect(await readdir(path.join(dir, '.partial'))).toEqual([]);
  });
});
