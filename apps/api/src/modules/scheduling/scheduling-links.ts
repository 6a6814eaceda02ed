import { randomBytes } from 'node:crypto';
import {
  maskEmail,
  SCHEDULING_LINK_TTL_DAYS,
  SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR,
} from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import { hashToken } from '../../auth/tokens.js';
import type { Database, Executor } from '../../db/client.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { findVisibleReferal } from '../referals/referals.repository.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';
import {
  patientWithoutEmail,
  referralCompleted,
  referralNotFound,
  tooManyLinks,
} from './scheduling-errors.js';
import {
  insertLink,
  linksSentWithinHour,
  lockMailbox,
  patientMailbox,
} from './scheduling.repository.js';

/**
 * Mailed scheduling links (issue 17 §2; ADR 0040): a single-use row holding only the SHA-256 of
 * a 32-byte random token, valid for SCHEDULING_LINK_TTL_DAYS, and its mail, in the transaction of
 * the change that asks for it — the referral form's 'send scheduling e-mail' switch or
 * sendReferralSchedulingLink. A copy of the database cannot be turned into working links.
 */

export interface SchedulingLinkDeps {
  mailer: Mailer;
}

export interface SchedulingLinkSent {
  /** The address, masked for the notice ('j***@example.com'). */
  sentTo: string;
  expiresAt: Date;
}

const audit = entityAudit('referal');

/**
 * Issues a link for the referral's patient and queues its mail, in `tx`. The caller has checked
 * that `actor` may see the referral. Refused: a completed referral, a patient without an e-mail
 * address, an address that got SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR links within the hour.
 */
export async function sendSchedulingLink(
  deps: SchedulingLinkDeps,
  tx: Executor,
  actor: Actor,
  referal: { id: number; patientId: number; completed: boolean },
): Promise<SchedulingLinkSent> {
  if (referal.completed) throw referralCompleted();
  const mailbox = await patientMailbox(tx, referal.patientId);
  if (!mailbox) throw patientWithoutEmail();
  await lockMailbox(tx, mailbox.email);
  if ((await linksSentWithinHour(tx, mailbox.email)) >= SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR) {
    throw tooManyLinks(SCHEDULING_LINKS_PER_ADDRESS_PER_HOUR);
  }
  const token = randomBytes(32).toString('base64url');
  const link = await insertLink(tx, {
    referalId: referal.id,
    tokenHash: hashToken(token),
    sentTo: mailbox.email,
    createdById: actor.userId,
    ttlDays: SCHEDULING_LINK_TTL_DAYS,
  });
  // No language is kept for a patient: the mail is in Polish, and the page offers the others.
  await deps.mailer.enqueue(tx, {
    template: 'scheduling-link',
    params: {
      token,
      expiresAt: mailDateTime(link.expiresAt),
      ...(mailbox.firstName ? { name: mailbox.firstName } : {}),
    },
    dedupeKey: `scheduling-link:${link.id}`,
    to: mailbox.email,
    lang: 'pl',
  });
  // Which link and for whom; never the address or the token.
  await audit(tx, actor, 'referal.sendSchedulingLink', referal.id, {
    linkId: link.id,
    patientId: referal.patientId,
  });
  return { sentTo: maskEmail(mailbox.email), expiresAt: link.expiresAt };
}

/**
 * sendReferralSchedulingLink(referralId): the referral as the caller sees it (a Doctor only the
 * ones they issued: another's does not exist for them), then `sendSchedulingLink`.
 */
export async function sendReferralSchedulingLink(
  deps: SchedulingLinkDeps & { db: Database },
  actor: Actor,
  referralId: number,
): Promise<SchedulingLinkSent> {
  return deps.db.transaction(async (tx) => {
    const referal = await findVisibleReferal(tx, actor, referralId);
    if (!referal) throw referralNotFound(referralId);
    return sendSchedulingLink(deps, tx, actor, referal);
  });
}
