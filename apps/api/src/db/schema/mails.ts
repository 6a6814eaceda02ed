import { LANGS, type Lang } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const MAIL_STATUSES = ['queued', 'sent', 'failed'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

/** `smtp`: delivered by the send job; `outbox`: no SMTP_URL, the row itself is the delivery. */
export const MAIL_TRANSPORTS = ['smtp', 'outbox'] as const;
export type MailTransport = (typeof MAIL_TRANSPORTS)[number];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * Every mail the portal sends, rendered once when it is enqueued. The unique dedupe key makes
 * enqueueing idempotent; the status makes sending idempotent (the send job claims the row and
 * marks it sent in one transaction). Without SMTP this table is the outbox the dev mailbox shows.
 */
export const mails = pgTable(
  'mails',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    dedupeKey: text().notNull(),
    template: text().notNull(),
    lang: text().$type<Lang>().notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    status: text().$type<MailStatus>().notNull().default('queued'),
    transport: text().$type<MailTransport>().notNull(),
    attempts: integer().notNull().default(0),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mails_dedupe_key_unique').on(t.dedupeKey),
    // Newest first: the dev mailbox, and the retention job's range scan.
    index('mails_created_at').on(t.createdAt, t.id),
    check('mails_status', sql`${t.status} in (${sql.raw(quoted(MAIL_STATUSES))})`),
    check('mails_transport', sql`${t.transport} in (${sql.raw(quoted(MAIL_TRANSPORTS))})`),
    check('mails_lang', sql`${t.lang} in (${sql.raw(quoted(LANGS))})`),
    check('mails_attempts', sql`${t.attempts} >= 0`),
  ],
);
