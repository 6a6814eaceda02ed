import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mails } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs } from '../../test/jobs.js';
import { unreachableSmtpUrl } from '../../test/smtp-receiver.js';
import { testConfig } from '../../test/test-app.js';
import type { Jobs } from '../jobs/jobs.js';
import { registerJobs } from '../jobs/register-jobs.js';
import { createStorage } from '../storage/create-storage.js';
import { createMailer } from './mailer.js';
import { SEND_MAIL_QUEUE } from './send-mail.job.js';

let database: TestDatabase;
let jobs: Jobs;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.drop();
});

it('retries with growing waits while SMTP is down, then marks the mail failed, visibly', async () => {
  const config = testConfig({
    SMTP_URL: await unreachableSmtpUrl(),
    MAIL_RETRY_LIMIT: '2',
    MAIL_RETRY_DELAY_SECONDS: '1',
  });
  jobs = createTestJobs(database);
  registerJobs(jobs, {
    config,
    db: database.db,
    storage: await createStorage(config),
    mailer: createMailer(config, jobs),
  });
  await jobs.start();
  const { id } = await createMailer(config, jobs).enqueue(database.db, {
    template: 'account-confirmation',
    params: { token: 't' },
    lang: 'en',
    to: 'nobody@example.com',
    dedupeKey: 'down:1',
  });

  // When each attempt was recorded, watched every 50 ms.
  const seen = new Map<number, number>();
  let row: typeof mails.$inferSelect | undefined;
  const started = Date.now();
  while (Date.now() - started < 15_000) {
    [row] = await database.db.select().from(mails).where(eq(mails.id, id));
    if (row && !seen.has(row.attempts)) seen.set(row.attempts, Date.now());
    if (row?.status === 'failed') break;
    expect(row?.status).toBe('queued');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
  expect(row?.lastError).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION/);
  // retryDelay × 2^(retry-1), each with up to 100 % jitter on top.
  expect(seen.get(2)! - seen.get(1)!).toBeGreaterThanOrEqual(900);
  expect(seen.get(3)! - seen.get(2)!).toBeGreaterThanOrEqual(1_900);

  const failed = await jobs.failed(SEND_MAIL_QUEUE);
  expect(failed).toHaveLength(1);
  expect(failed[0]).toMatchObject({ data: { mailId: id }, retryCount: 2 });
  // The job's stored error names the failure without the server's reply or the recipient.
  expect(JSON.stringify(failed[0]!.output)).not.toContain('nobody@example.com');
}, 20_000);
