import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../../test/database.js';
import { createTestApp, testConfig, type TestApp } from '../../../test/test-app.js';
import { createMailer } from '../mailer.js';

const HOSTILE = '<script>alert("x")</script>';

let database: TestDatabase;
let dev: TestApp;
let webDist: string;
let production: TestApp;
let confirmationId: number;
let hostileId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  webDist = await mkdtemp(path.join(tmpdir(), 'portal-web-dist-'));
  await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Portal</title>');
  dev = await createTestApp({}, database);
  production = await createTestApp({ NODE_ENV: 'production', WEB_DIST_DIR: webDist }, database);

  const mailer = createMailer(testConfig({ PUBLIC_URL: 'https://portal.example' }), null);
  for (let n = 1; n <= 26; n++) {
    await mailer.enqueue(database.db, {
      template: 'password-reset',
      params: { token: `t${n}`, validForMinutes: 60 },
      lang: 'en',
      to: `user${n}@example.com`,
      dedupeKey: `reset:${n}`,
    });
  }
  ({ id: confirmationId } = await mailer.enqueue(database.db, {
    template: 'account-confirmation',
    params: { name: 'Jan', token: 'confirm-me' },
    lang: 'pl',
    to: 'jan@example.com',
    dedupeKey: 'confirm:jan',
  }));
  const [hostile] = await database.db
    .insert(mails)
    .values({
      dedupeKey: 'hostile',
      template: 'results-ready',
      lang: 'en',
      recipient: `"><img src=x onerror=alert(1)>@example.com`,
      subject: HOSTILE,
      html: `${HOSTILE}<p>hello</p>`,
      text: 'hello',
      status: 'failed',
      transport: 'smtp',
      lastError: HOSTILE,
    })
    .returning();
  hostileId = hostile!.id;
});
afterAll(async () => {
  await Promise.all([dev?.close(), production?.close()]);
  await database?.drop();
  if (webDist) await rm(webDist, { recursive: true, force: true });
});

const get = (app: TestApp, url: string) =>
  app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('GET /dev/mailbox', () => {
  it('lists the newest mails first, 25 a page, as a page without scripts', async () => {
    const response = await get(dev, '/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("default-src 'none'");
    expect(response.headers['cache-control']).toBe('no-store');

    const links = [...response.body.matchAll(/href="\/dev\/mailbox\/(\d+)"/g)].map((m) =>
      Number(m[1]),
    );
    expect(links).toHaveLength(25);
    expect(links.slice(0, 2)).toEqual([hostileId, confirmationId]);
    expect(response.body).toContain('Page 1 of 2 (28 mails)');
    expect(response.body).toContain('href="/dev/mailbox?page=2"');

    const older = await get(dev, '/dev/mailbox?page=2');
    expect(older.body.match(/href="\/dev\/mailbox\/\d+"/g)).toHaveLength(3);
    expect(older.body).toContain('user1@example.com');
  });

  it('shows what a mail says as text, never as markup', async () => {
    const response = await get(dev, '/dev/mailbox');
    expect(response.body).not.toMatch(/<script|<img/i);
    expect(response.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(response.body).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com');
  });
});

describe('GET /dev/mailbox/:id', () => {
  it('shows one mail with its links and its HTML in a sandbox without scripts', async () => {
    const response = await get(dev, `/dev/mailbox/${confirmationId}`);
    expect(response.statusCode).toBe(200);
    const link = 'https://portal.example/login?token=confirm-me&amp;lang=pl';
    expect(response.body).toContain(`<a href="${link}" target="_blank" rel="noopener">`);
    const iframe = /<iframe\s[^>]*>/.exec(response.body)?.[0] ?? '';
    expect(iframe).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(iframe).not.toContain('allow-scripts');
    expect(iframe).toContain('srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;!doctype html&gt;');
    expect(response.body).toContain('Potwierdź adres e-mail w Portalu RTG');
  });

  it('keeps a hostile mail inert', async () => {
    const response = await get(dev, `/dev/mailbox/${hostileId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/<script|<img/i);
    // In srcdoc, escaped once: the sandbox (no allow-scripts) and the CSP keep it from running.
    expect(response.body).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;script&gt;alert(&quot;x&quot;)',
    );
  });

  it.each(['999999', 'abc', '0', '1e3'])('answers 404 for %s', async (id) => {
    const response = await get(dev, `/dev/mailbox/${id}`);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('No such mail');
  });
});

describe('in production', () => {
  it.each(['/dev/mailbox', `/dev/mailbox/1`])(
    '%s does not exist, even for a browser',
    async (url) => {
      const response = await get(production, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<title>Portal</title>');
    },
  );
});
