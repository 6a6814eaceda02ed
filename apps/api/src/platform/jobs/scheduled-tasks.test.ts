import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mails, type MailStatus } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs } from '../../test/jobs.js';
import { testConfig } from '../../test/test-app.js';
import { createStorage } from '../storage/create-storage.js';
import type { Jobs } from './jobs.js';
import { createMailer } from '../mail/mailer.js';
import { registerJobs } from './register-jobs.js';

let database: TestDatabase;
let jobs: Jobs;
let ticks = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createTestJobs(database);
  const config = testConfig({ MAIL_RETENTION_DAYS: '30' });
  registerJobs(jobs, {
    config,
    db: database.db,
    storage: await createStorage(config),
    mailer: createMailer(config, jobs),
  });
  // How another engineer's cleanup plugs in: one line.
  jobs.schedule({ name: 'count-ticks', cron: '*/5 * * * *', run: () => Promise.resolve(ticks++) });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.drop();
});

async function insertMail(key: string, status: MailStatus, ageDays: number) {
  await database.db.insert(mails).values({
    dedupeKey: key,
    template: 'results-ready',
    lang: 'pl',
    recipient: 'a@example.com',
    subject: 's',
    html: '<p>h</p>',
    text: 't',
    status,
    transport: 'outbox',
    createdAt: sql`now() - make_interval(days => ${ageDays})`,
  });
}

describe('scheduled tasks', () => {
  it('are stored with their cron in Warsaw time', async () => {
    const { rows } = await database.pool.query<{ name: string; cron: string; timezone: string }>(
      'select name, cron, timezone from pgboss.schedule order by name',
    );
    expect(rows).toEqual([
      { name: 'count-ticks', cron: '*/5 * * * *', timezone: 'Europe/Warsaw' },
      { name: 'expire-consent-requests', cron: '* * * * *', timezone: 'Europe/Warsaw' },
      { name: 'forget-sign-in-attempts', cron: '*/10 * * * *', timezone: 'Europe/Warsaw' },
      { name: 'purge-old-mails', cron: '30 3 * * *', timezone: 'Europe/Warsaw' },
      { name: 'push-visits-to-calendars', cron: '* * * * *', timezone: 'Europe/Warsaw' },
      { name: 'remove-deleted-accounts', cron: '*/5 * * * *', timezone: 'Europe/Warsaw' },
      { name: 'remove-stale-uploads', cron: '15 * * * *', timezone: 'Europe/Warsaw' },
      { name: 'send-appointment-reminders', cron: '*/10 * * * *', timezone: 'Europe/Warsaw' },
      { name: 'send-complaints-digest', cron: '0 7 * * *', timezone: 'Europe/Warsaw' },
      { name: 'sweep-expired-holds', cron: '* * * * *', timezone: 'Europe/Warsaw' },
    ]);
  });

  it('run at once when triggered', async () => {
    await jobs.trigger('count-ticks');
    await vi.waitFor(() => expect(ticks).toBe(1), { timeout: 5_000 });
    await expect(jobs.trigger('no-such-task')).rejects.toThrow('Unknown scheduled task');
  });

  it('purge-old-mails deletes sent and failed mails past the retention, keeps the rest', async () => {
    await insertMail('old-sent', 'sent', 31);
    await insertMail('old-failed', 'failed', 31);
    await insertMail('old-queued', 'queued', 31);
    await insertMail('recent-sent', 'sent', 29);
    await jobs.trigger('purge-old-mails');

    await vi.waitFor(
      async () => {
        const left = await database.db.select({ key: mails.dedupeKey }).from(mails);
        expect(left.map((row) => row.key).sort()).toEqual(['old-queued', 'recent-sent']);
      },
      { timeout: 5_000, interval: 100 },
    );
    const [queued] = await database.db
      .select()
      .from(mails)
      .where(eq(mails.dedupeKey, 'old-queued'));
    expect(queued?.status).toBe('queued');
  });
});
