import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStorage } from '../platform/storage/local-storage.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.js';

const INDEX_HTML = `<!doctype html><title>Portal</title><div id="root"></div>${'<!-- -->'.repeat(50)}`;
const ASSET = `export const rows = [${'"a row of the bundle", '.repeat(200)}];`;
const ASSET_URL = '/assets/app-3f2a1b.js';

/** What the web build writes next to each text file (apps/web vite-plugins/precompress.ts). */
const precompressed = (text: string) => ({
  br: brotliCompressSync(text),
  gz: gzipSync(text),
});
const assetCopies = precompressed(ASSET);
const indexCopies = precompressed(INDEX_HTML);

let webDist: string;
let filesDir: string;
let t: TestApp;

beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-compression-files-'));
  await mkdir(path.join(webDist, 'assets'));
  const files: Record<string, string | Buffer> = {
    'index.html': INDEX_HTML,
    'index.html.br': indexCopies.br,
    'index.html.gz': indexCopies.gz,
    [ASSET_URL]: ASSET,
    [`${ASSET_URL}.br`]: assetCopies.br,
    [`${ASSET_URL}.gz`]: assetCopies.gz,
  };
  for (const [name, content] of Object.entries(files)) {
    await writeFile(path.join(webDist, name), content);
  }
  t = await createTestApp({ WEB_DIST_DIR: webDist, FILES_DIR: filesDir });
});
afterAll(async () => {
  await t?.close();
  for (const dir of [webDist, filesDir]) if (dir) await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const varyList = (value: unknown) =>
  String(value)
    .split(',')
    .map((name) => name.trim().toLowerCase());

describe('the web build’s files, compressed at build time', () => {
  it('sends the brotli copy of an asset to a client that accepts br', async () => {
    const response = await get(ASSET_URL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    // The file as stored, not compressed per request (which would have no length).
    expect(response.headers['content-length']).toBe(String(assetCopies.br.length));
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(ASSET);
    expect(varyList(response.headers.vary)).toContain('accept-encoding');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await get(ASSET_URL, { 'accept-encoding': 'gzip, deflate' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-length']).toBe(String(assetCopies.gz.length));
    expect(gunzipSync(response.rawPayload).toString()).toBe(ASSET);
    expect(varyList(response.headers.vary)).toContain('accept-encoding');
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const noCompression: Record<string, string>[] = [{}, { 'accept-encoding': 'identity' }];
    for (const headers of noCompression) {
      const response = await get(ASSET_URL, headers);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.body).toBe(ASSET);
      expect(varyList(response.headers.vary)).toContain('accept-encoding');
    }
  });

  it('sends index.html compressed too, still revalidated every time', async () => {
    for (const url of ['/', '/patients/12']) {
      const response = await get(url, { accept: 'text/html', 'accept-encoding': 'br' });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(varyList(response.headers.vary), url).toContain('accept-encoding');
    }
  });
});

describe('dynamic answers', () => {
  const query = (body: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ query: body }),
    });
  const LARGE = '{ __schema { types { name description } } }';

  it('compresses a GraphQL answer as the client accepts, and not for one that does not', async () => {
    const plain = await query(LARGE, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await query(LARGE, { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(varyList(br.headers.vary)).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);

    const gzip = await query(LARGE, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves an answer below the threshold as it is', async () => {
    const small = await query('{ appInfo { version } }', { 'accept-encoding': 'br, gzip' });
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json<{ data: { appInfo: { version: string } } }>().data.appInfo.version).toEqual(
      expect.stringMatching(/\S/),
    );
  });
});

describe('storage downloads', () => {
  it('stream as they are, with their Content-Length, whatever the client accepts', async () => {
    const storage = t.app.storage as LocalStorage;
    const key = `uploads/${randomUUID()}`;
    // Highly compressible and of a type the plugin would compress by default: only the route's
    // opt-out keeps it whole.
    const content = 'ABCD'.repeat(16 * 1024);
    await storage.put(key, Readable.from([Buffer.from(content)]));
    for (const contentType of ['application/octet-stream', 'text/plain', 'application/zip']) {
      const url = await storage.downloadUrl(key, {
        expiresInSeconds: 60,
        filename: 'scan.dcm',
        contentType,
        disposition: 'attachment',
      });
      const response = await get(url, { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode, contentType).toBe(200);
      expect(response.headers['content-encoding'], contentType).toBeUndefined();
      expect(response.headers['content-length'], contentType).toBe(String(content.length));
      expect(response.body, contentType).toBe(content);
    }
  });
});
