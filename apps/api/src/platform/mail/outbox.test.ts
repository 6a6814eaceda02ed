import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs } from '../../test/jobs.js';
import { testConfig } from '../../test/test-app.js';
import { createMailer, type MailRequest } from './mailer.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.drop();
});

const request = (key: string): MailRequest => ({
  template: 'results-ready',
  params: { token: key, expiresAt: '03.12.2026, 14:30' },
  lang: 'pl',
  to: 'pacjent@example.com',
  dedupeKey: key,
});

describe('without SMTP_URL', () => {
  const mailer = () => createMailer(testConfig(), null);

  it('keeps the mail in the table as the outbox: sent, transport outbox, no job needed', async () => {
    const { id, created } = await mailer().enqueue(database.db, request('outbox:1'));
    expect(created).toBe(true);
    const [row] = await database.db.select().from(mails).where(eq(mails.id, id));
    expect(row).toMatchObject({
      status: 'sent',
      transport: 'outbox',
      attempts: 0,
      recipient: 'pacjent@example.com',
      subject: 'Wyniki Twojego badania są gotowe',
      template: 'results-ready',
      lang: 'pl',
    });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.text).toContain('http://127.0.0.1:3000/patient-studies?token=outbox%3A1&lang=pl');
  });

  it('stores a mail once per dedupe key', async () => {
    const first = await mailer().enqueue(database.db, request('outbox:2'));
    const second = await mailer().enqueue(database.db, request('outbox:2'));
    expect(second).toEqual({ id: first.id, created: false });
  });

  it('leaves no mail behind when the enclosing transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await mailer().enqueue(tx, request('outbox:3'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.db.select().from(mails).where(eq(mails.dedupeKey, 'outbox:3'))).toEqual(
      [],
    );
  });

  it('refuses a recipient that is not an address', async () => {
    await expect(
      mailer().enqueue(database.db, { ...request('outbox:4'), to: 'a@b.pl\r\nBcc: x@y.pl' }),
    ).rejects.toThrow('not an e-mail address');
  });
});

describe('with SMTP_URL', () => {
  it('needs the job runner', () => {
    expect(() => createMailer(testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), null)).toThrow(
      /job runner/,
    );
    expect(() =>
      createMailer(testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), createTestJobs(database)),
    ).not.toThrow();
  });
});
