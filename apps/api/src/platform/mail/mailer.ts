import type { Lang } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { mails } from '../../db/schema/index.js';
import type { Jobs } from '../jobs/jobs.js';
import { SEND_MAIL_QUEUE, type SendMailJob } from './send-mail.job.js';
import { renderMail, type MailContent } from './templates/index.js';

export type MailRequest = MailContent & {
  /**
   * Names the occasion, e.g. `password-reset:<token id>`: a second enqueue with the same key
   * does nothing, so a retried mutation or job never mails twice.
   */
  dedupeKey: string;
  to: string;
  lang: Lang;
};

export interface EnqueuedMail {
  id: number;
  /** False when a mail with this dedupe key already existed (nothing was queued). */
  created: boolean;
}

export interface Mailer {
  /**
   * Renders and queues a mail. Pass the transaction of the change the mail is about: the mail
   * row and its send job commit with it, or neither exists.
   */
  enqueue(executor: Executor, request: MailRequest): Promise<EnqueuedMail>;
}

/** One line, with an @: anything else is a bug in the caller, not a delivery problem. */
const RECIPIENT = /^[^\s@<>]+@[^\s@<>]+$/;

/**
 * With SMTP_URL, mails are queued and delivered by the `send-mail` job (needs `jobs`). Without
 * it, the row itself is the delivery: stored as sent with transport `outbox`, read at
 * /dev/mailbox, so links in mails work on a machine with no mail server.
 */
export function createMailer(config: Config, jobs: Jobs | null): Mailer {
  const smtp = Boolean(config.mail.smtpUrl);
  if (smtp && !jobs) throw new Error('SMTP_URL is set, so mails need the job runner');
  return {
    async enqueue(executor, request) {
      if (!RECIPIENT.test(request.to)) throw new Error('Mail recipient is not an e-mail address');
      const rendered = renderMail(request, request.lang, config.publicUrl);
      const [row] = await executor
        .insert(mails)
        .values({
          dedupeKey: request.dedupeKey,
          template: request.template,
          lang: request.lang,
          recipient: request.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          transport: smtp ? 'smtp' : 'outbox',
          status: smtp ? 'queued' : 'sent',
          sentAt: smtp ? null : sql`now()`,
        })
        .onConflictDoNothing({ target: mails.dedupeKey })
        .returning({ id: mails.id });
      if (!row) {
        const [existing] = await executor
          .select({ id: mails.id })
          .from(mails)
          .where(eq(mails.dedupeKey, request.dedupeKey));
        return { id: existing!.id, created: false };
      }
      if (smtp) {
        await jobs!.send<SendMailJob>(SEND_MAIL_QUEUE, { mailId: row.id }, { executor });
      }
      return { id: row.id, created: true };
    },
  };
}

/**
 * The mailer services get through the GraphQL context. An app built with SMTP_URL but without the
 * job runner (a test of something else) starts anyway; only sending a mail fails there.
 */
export function appMailer(config: Config, jobs: Jobs | null): Mailer {
  if (jobs || !config.mail.smtpUrl) return createMailer(config, jobs);
  return {
    enqueue() {
      return Promise.reject(new Error('SMTP_URL is set, so mails need the job runner'));
    },
  };
}
