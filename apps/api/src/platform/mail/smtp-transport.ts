import nodemailer from 'nodemailer';

export interface OutgoingMail {
  /** The same for every attempt of one mail, so a receiving server can spot a repeat. */
  messageId: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

/** Delivers one mail or throws; the send job decides about retries. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * nodemailer over SMTP_URL. Timeouts are short compared with nodemailer's defaults (2 and 10
 * minutes) because the send job holds its row lock while the server answers.
 */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transporter.sendMail({ from, ...mail });
    },
  };
}

/** What the mails table keeps about a failed attempt: the server's answer, not a stack trace. */
export function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return String(error).slice(0, 500);
  const details = error as Error & { code?: unknown; responseCode?: unknown; response?: unknown };
  const parts = [
    typeof details.code === 'string' ? details.code : null,
    typeof details.responseCode === 'number' ? String(details.responseCode) : null,
    typeof details.response === 'string' ? details.response : error.message,
  ];
  return parts.filter(Boolean).join(' ').slice(0, 500);
}

/** The error the job rethrows: it names the failure without repeating the server's answer. */
export class MailDeliveryError extends Error {
  override name = 'MailDeliveryError';
  constructor(
    readonly mailId: number,
    readonly code: string,
  ) {
    super(`Mail ${mailId} not delivered (${code}); see mails.last_error`);
  }
}

export function smtpErrorCode(error: unknown): string {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : 'EUNKNOWN';
}
