import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { graphql } from '../test/graphql.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const INDEX_HTML = '<!doctype html><title>Portal</title><div id="root"></div>';
const SERVICE_WORKER = 'self.addEventListener("fetch", () => {});';
const ASSET = 'console.log("app");';

let database: TestDatabase;
let webDist: string;
/** API only (no web build). */
let api: TestApp;
/** With a web build in `webDist`. */
let spa: TestApp;
/** Behind a reverse proxy (TRUST_PROXY). */
let proxied: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'service-worker.js'), SERVICE_WORKER);
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'assets', 'app-3f2a1b.js'), ASSET);
  await writeFile(path.join(webDist, 'assets', 'app-3f2a1b.js.map'), '{"sources":["app.ts"]}');
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), '{}');

  api = await createTestApp({}, database);
  spa = await createTestApp({ WEB_DIST_DIR: webDist }, database);
  proxied = await createTestApp({ TRUST_PROXY: 'true' }, database);
});
afterAll(async () => {
  await Promise.all([api?.close(), spa?.close(), proxied?.close()]);
  await database?.drop();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

describe('GET /healthz', () => {
  it('answers 200 ok while the database answers', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('GET /api/build/handler', () => {
  it('returns the build commit as JSON, never cached', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/api/build/handler' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ commit: 'test-commit' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('sends a CSP that forbids framing, nosniff and a request id, and no HSTS over http', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    // WebAssembly for the DICOM codecs, but no eval and no scripts from blob: URLs.
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toEqual(expect.any(String));
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('sends the same headers on GraphQL answers', async () => {
    const response = await graphql(api.app, '{ appInfo { version } }');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('adds HSTS when a trusted proxy says the request came over https', async () => {
    const response = await proxied.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('forbids framing in both headers alike', async () => {
    const response = await api.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it('lets pages use the camera (the kiosk’s pairing QR code), and no sensor, payment or device', async () => {
    for (const response of [
      await api.app.inject({ method: 'GET', url: '/healthz' }),
      await spa.app.inject({ method: 'GET', url: '/kiosk', headers: { accept: 'text/html' } }),
    ]) {
      const policy = String(response.headers['permissions-policy']).split(', ');
      expect(policy).toEqual(
        expect.arrayContaining(['camera=(self)', 'fullscreen=(self)', 'screen-wake-lock=(self)']),
      );
      expect(policy).toEqual(
        expect.arrayContaining([
          'geolocation=()',
          'microphone=()',
          'payment=()',
          'usb=()',
          'serial=()',
          'hid=()',
          'display-capture=()',
        ]),
      );
      // No feature is opened to another origin.
      for (const entry of policy) expect(entry).toMatch(/^[a-z-]+=\((self)?\)$/);
    }
  });

  it('keeps a harmless X-Request-Id and replaces one that is not', async () => {
    const kept = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-1234.abc');
    const replaced = await api.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\u0001' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('bad');
  });
});

describe('single-page app', () => {
  const page = (url: string) =>
    spa.app.inject({ method: 'GET', url, headers: { accept: 'text/html,*/*;q=0.8' } });

  it('serves index.html at / and for unknown pages (history fallback), revalidated', async () => {
    for (const url of ['/', '/profile', '/patients/12/studies?tab=files']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.body, url).toBe(INDEX_HTML);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(String(response.headers['content-security-policy']), url).toContain(
        "frame-ancestors 'none'",
      );
    }
  });

  it('answers 404 JSON, not the page, under the server’s own paths', async () => {
    for (const url of [
      '/graphql/schema',
      '/api/unknown',
      '/api',
      '/healthz/x',
      '/assets/gone.js',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type'], url).toMatch(/^application\/json/);
      expect(response.json(), url).toEqual({ error: 'Not Found' });
    }
  });

  it('answers 404 JSON to a request that does not ask for HTML', async () => {
    const response = await spa.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { accept: 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Not Found' });
  });

  it('serves the service worker revalidated every time, and hashed assets for good', async () => {
    const worker = await spa.app.inject({ method: 'GET', url: '/service-worker.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.body).toBe(SERVICE_WORKER);
    expect(worker.headers['content-type']).toMatch(/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');

    const asset = await spa.app.inject({ method: 'GET', url: '/assets/app-3f2a1b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe(ASSET);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves source maps or the build’s manifest', async () => {
    for (const url of [
      '/assets/app-3f2a1b.js.map',
      '/assets/app-3f2a1b.js.m%61p',
      '/.vite/manifest.json',
    ]) {
      const response = await spa.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('sources');
    }
  });

  it('still answers the API next to the page', async () => {
    const response = await spa.app.inject({ method: 'GET', url: '/api/build/handler' });
    expect(response.json()).toEqual({ commit: 'test-commit' });
  });

  it('is not served when there is no web build', async () => {
    const apiOnly = await api.app.inject({
      method: 'GET',
      url: '/profile',
      headers: { accept: 'text/html' },
    });
    expect(apiOnly.statusCode).toBe(404);
  });
});

describe('MAINTENANCE_MODE', () => {
  let maintenance: TestApp;
  beforeAll(async () => {
    maintenance = await createTestApp({ MAINTENANCE_MODE: 'true' }, database);
  });
  afterAll(() => maintenance?.close());

  it('answers every GraphQL request with 503 and the localized maintenance message', async () => {
    const pl = await graphql(maintenance.app, '{ appInfo { version } }');
    expect(pl.status).toBe(503);
    expect(pl.headers['retry-after']).toBe('60');
    expect(pl.data).toBeNull();
    expect(pl.errors).toEqual([
      {
        message: 'Trwają prace serwisowe. Usługa zostanie wkrótce wznowiona.',
        extensions: { code: 'MAINTENANCE' },
      },
    ]);
    const en = await graphql(maintenance.app, '{ appInfo { version } }', { lang: 'en' });
    expect(en.errors?.[0]?.message).toBe(
      'Maintenance in progress. The service will be back shortly.',
    );
  });

  it('keeps the health check and the build handler up', async () => {
    expect((await maintenance.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(
      (await maintenance.app.inject({ method: 'GET', url: '/api/build/handler' })).statusCode,
    ).toBe(200);
  });
});
