import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mails } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs } from '../../test/jobs.js';
import { startSmtpReceiver, type SmtpReceiver } from '../../test/smtp-receiver.js';
import { testConfig } from '../../test/test-app.js';
import type { Jobs } from '../jobs/jobs.js';
import { createMailer, type Mailer } from './mailer.js';
import { SEND_MAIL_QUEUE, sendMailQueue, type SendMailJob } from './send-mail.job.js';
import { createSmtpTransport } from './smtp-transport.js';

let receiver: SmtpReceiver;
let database: TestDatabase;
let jobs: Jobs;
let mailer: Mailer;
/** Mail ids whose first successful delivery should "crash" right after the commit. */
const crashAfterSending = new Set<number>();
const runs: number[] = [];

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  database = await createTestDatabase();
  const config = testConfig({ SMTP_URL: receiver.url });
  jobs = createTestJobs(database);
  const queue = sendMailQueue({
    db: database.db,
    transport: createSmtpTransport(receiver.url, config.mail.from),
    messageIdDomain: 'example.com',
    retryLimit: 2,
    retryDelaySeconds: 1,
  });
  // The real handler, followed by a simulated crash (the mail is sent and committed, the job is
  // not completed), so pg-boss delivers the same job again.
  jobs.define<SendMailJob>({
    ...queue,
    handler: async (run) => {
      await queue.handler(run);
      runs.push(run.data.mailId);
      if (crashAfterSending.delete(run.data.mailId)) throw new Error('crashed after sending');
    },
  });
  await jobs.start();
  mailer = createMailer(config, jobs);
});
afterAll(async () => {
  await jobs?.stop();
  await receiver?.close();
  await database?.drop();
});

async function enqueue(key: string) {
  const { id } = await mailer.enqueue(database.db, {
    template: 'password-reset',
    params: { token: key, validForMinutes: 30 },
    lang: 'pl',
    to: `${key}@example.com`,
    dedupeKey: key,
  });
  return id;
}

const deliveredTo = (key: string) =>
  receiver.received.filter((mail) => mail.to[0] === `${key}@example.com`);
const runsOf = (id: number) => runs.filter((mailId) => mailId === id).length;

describe('a mail is sent once', () => {
  it('when its job runs twice', async () => {
    const id = await enqueue('twice');
    await vi.waitFor(() => expect(runsOf(id)).toBe(1), { timeout: 5_000 });
    await jobs.send(SEND_MAIL_QUEUE, { mailId: id });
    await vi.waitFor(() => expect(runsOf(id)).toBe(2), { timeout: 5_000 });

    expect(deliveredTo('twice')).toHaveLength(1);
    const [row] = await database.db.select().from(mails).where(eq(mails.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('when its job is retried after a failure that followed the sending', async () => {
    const id = await enqueue('crash');
    crashAfterSending.add(id);
    await vi.waitFor(() => expect(runsOf(id)).toBe(2), { timeout: 8_000, interval: 100 });

    expect(deliveredTo('crash')).toHaveLength(1);
    const [row] = await database.db.select().from(mails).where(eq(mails.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  }, 10_000);
});
