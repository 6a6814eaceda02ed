import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mails } from '../../db/schema/index.js';
import type { JobRun, QueueDefinition } from '../jobs/jobs.js';
import {
  describeSmtpError,
  MailDeliveryError,
  smtpErrorCode,
  type MailTransport,
} from './smtp-transport.js';

export const SEND_MAIL_QUEUE = 'send-mail';

export interface SendMailJob {
  mailId: number;
}

export interface SendMailDeps {
  db: Database;
  transport: MailTransport;
  /** Domain for Message-IDs: the sender's. */
  messageIdDomain: string;
  retryLimit: number;
  retryDelaySeconds: number;
}

/** The queue that delivers queued mails over SMTP, with the retry policy from the config. */
export function sendMailQueue(deps: SendMailDeps): QueueDefinition<SendMailJob> {
  return {
    queue: SEND_MAIL_QUEUE,
    retryLimit: deps.retryLimit,
    retryDelaySeconds: deps.retryDelaySeconds,
    // Well above the transport's timeouts: only a crashed worker's job gets this old.
    expireInSeconds: 5 * 60,
    handler: (run) => sendQueuedMail(deps, run),
  };
}

/**
 * Sends a mail at most once per successful attempt: the row is locked, sent and marked `sent` in
 * one transaction, so any later delivery of the same job (a retry after a crash that followed
 * the commit, a duplicate job) finds it sent and does nothing. A second worker on the same row
 * waits for the lock instead of sending in parallel. The remaining gap — the server accepted the
 * mail and the process died before the commit — resends it, with the same Message-ID.
 */
export async function sendQueuedMail(deps: SendMailDeps, run: JobRun<SendMailJob>): Promise<void> {
  const { db, transport } = deps;
  const failure = await db.transaction(async (tx) => {
    const [mail] = await tx.select().from(mails).where(eq(mails.id, run.data.mailId)).for('update');
    // Deleted by retention, already sent, or failed for good: nothing left to do.
    if (!mail || mail.status !== 'queued' || mail.transport !== 'smtp') return null;
    try {
      await transport.send({
        messageId: `<mail-${mail.id}-${mail.createdAt.getTime()}@${deps.messageIdDomain}>`,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    } catch (error) {
      await tx
        .update(mails)
        .set({
          attempts: sql`${mails.attempts} + 1`,
          lastError: describeSmtpError(error),
          status: run.lastAttempt ? 'failed' : 'queued',
        })
        .where(eq(mails.id, mail.id));
      return new MailDeliveryError(mail.id, smtpErrorCode(error));
    }
    await tx
      .update(mails)
      .set({
        status: 'sent',
        sentAt: sql`now()`,
        attempts: sql`${mails.attempts} + 1`,
        lastError: null,
      })
      .where(eq(mails.id, mail.id));
    return null;
  });
  // Thrown after the commit, so the attempt and its error are recorded even as pg-boss retries.
  if (failure) throw failure;
}
