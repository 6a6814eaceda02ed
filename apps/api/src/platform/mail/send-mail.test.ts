import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { mails } from '../../db/schema/index.js';
import { createLogger } from '../../logger.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs } from '../../test/jobs.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.js';
import { testConfig } from '../../test/test-app.js';
import type { Jobs } from '../jobs/jobs.js';
import { createMailer, type Mailer } from './mailer.js';

let receiver: SmtpReceiver;
let database: TestDatabase;
let jobs: Jobs;
let app: FastifyInstance;
let mailer: Mailer;

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  database = await createTestDatabase();
  const config = testConfig({
    SMTP_URL: receiver.url,
    PUBLIC_URL: 'https://portal.example',
    MAIL_FROM: 'Portal RTG <no-reply@portal.example>',
  });
  jobs = createTestJobs(database);
  // The app registers the send-mail queue on the runner it is given, as main.ts does.
  app = await buildApp({ config, db: database.db, logger: createLogger('silent'), jobs });
  await jobs.start();
  mailer = createMailer(config, jobs);
});
afterAll(async () => {
  await jobs?.stop();
  await app?.close();
  await receiver?.close();
  await database?.drop();
});

async function mailRow(id: number) {
  const [row] = await database.db.select().from(mails).where(eq(mails.id, id));
  return row!;
}

describe('a mail queued with SMTP_URL set', () => {
  it('reaches the SMTP server once, with both parts in UTF-8, and is marked sent', async () => {
    const { id, created } = await mailer.enqueue(database.db, {
      template: 'account-confirmation',
      params: { name: 'Zażółć Gęślą Jaźń', token: 'tok-1' },
      lang: 'pl',
      to: 'jan.kowalski@example.com',
      dedupeKey: 'confirm:1',
    });
    expect(created).toBe(true);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 5_000 });

    const [{ to, parsed }] = receiver.received as [(typeof receiver.received)[number]];
    expect(to).toEqual(['jan.kowalski@example.com']);
    expect(parsed.from?.value).toEqual([
      { name: 'Portal RTG', address: 'no-reply@portal.example' },
    ]);
    expect(parsed.subject).toBe('Potwierdź adres e-mail w Portalu RTG');
    expect(parsed.text).toContain('Dzień dobry, Zażółć Gęślą Jaźń!');
    expect(parsed.text).toContain('https://portal.example/login?token=tok-1&lang=pl');
    expect(parsed.html).toContain('Zażółć Gęślą Jaźń');
    expect(parsed.html).toContain('href="https://portal.example/login?token=tok-1&amp;lang=pl"');
    expect(parsed.messageId).toMatch(new RegExp(`^<mail-${id}-\\d+@portal\\.example>$`));

    await vi.waitFor(async () => expect((await mailRow(id)).status).toBe('sent'));
    expect(await mailRow(id)).toMatchObject({ transport: 'smtp', attempts: 1, lastError: null });
    expect((await mailRow(id)).sentAt).toBeInstanceOf(Date);
  });

  it('keeps Ukrainian letters intact', async () => {
    await mailer.enqueue(database.db, {
      template: 'results-ready',
      params: { name: 'Олена Ґудзь', token: 'tok-2', expiresAt: '03.12.2026, 14:30' },
      lang: 'ua',
      to: 'olena@example.com',
      dedupeKey: 'results:2',
    });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(2), { timeout: 5_000 });
    const { parsed } = receiver.received[1]!;
    expect(parsed.subject).toBe('Результати вашого обстеження готові');
    expect(parsed.text).toContain('Доброго дня, Олена Ґудзь!');
    expect(parsed.html).toContain('Переглянути результати');
  });

  it('does nothing when the same dedupe key is enqueued again', async () => {
    const request = {
      template: 'password-reset',
      params: { token: 'tok-3', validForMinutes: 60 },
      lang: 'en',
      to: 'someone@example.com',
      dedupeKey: 'reset:3',
    } as const;
    const first = await mailer.enqueue(database.db, request);
    const second = await mailer.enqueue(database.db, { ...request, to: 'other@example.com' });
    expect(second).toEqual({ id: first.id, created: false });

    await vi.waitFor(async () => expect((await mailRow(first.id)).status).toBe('sent'));
    const { rows } = await database.pool.query<{ count: string }>(
      `select count(*) from pgboss.job where name = 'send-mail' and data->>'mailId' = $1`,
      [String(first.id)],
    );
    expect(Number(rows[0]!.count)).toBe(1);
    const [{ count }] = (await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(mails)
      .where(eq(mails.dedupeKey, 'reset:3'))) as [{ count: number }];
    expect(count).toBe(1);
    expect(receiver.received.filter((mail) => mail.to.includes('other@example.com'))).toEqual([]);
  });
});
