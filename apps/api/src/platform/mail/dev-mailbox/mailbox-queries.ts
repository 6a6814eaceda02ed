import { count, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { mails } from '../../../db/schema/index.js';

export const MAILBOX_PAGE_SIZE = 25;

const summary = {
  id: mails.id,
  createdAt: mails.createdAt,
  status: mails.status,
  transport: mails.transport,
  template: mails.template,
  lang: mails.lang,
  recipient: mails.recipient,
  subject: mails.subject,
};

export type MailSummary = Awaited<ReturnType<typeof listMails>>['mails'][number];
export type MailDetail = NonNullable<Awaited<ReturnType<typeof findMail>>>;

/** One page of mails, newest first (served by the `mails_created_at` index). */
export async function listMails(db: Database, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(summary)
      .from(mails)
      .orderBy(desc(mails.createdAt), desc(mails.id))
      .limit(MAILBOX_PAGE_SIZE)
      .offset((page - 1) * MAILBOX_PAGE_SIZE),
    db.select({ value: count() }).from(mails),
  ]);
  return { mails: rows, total: total?.value ?? 0 };
}

export async function findMail(db: Database, id: number) {
  const [mail] = await db.select().from(mails).where(eq(mails.id, id));
  return mail ?? null;
}
