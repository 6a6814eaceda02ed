import {
  CONFIRMATION_MAILS_PER_LOGIN_PER_HOUR,
  type Lang,
  ZConfirmationToken,
} from '@portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/actor.js';
import { hashToken } from '../../auth/tokens.js';
import type { Database } from '../../db/client.js';
import { contacts, passwordTokens, users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { greetingName } from '../auth/users.repository.js';
import { countInWindow } from '../auth/call-windows.js';
import { confirmationMailsKey, issueConfirmationLink } from './signup.service.js';

/** A confirmation link may be tried this often per client address within an hour. */
const CONFIRMATIONS_PER_CLIENT_PER_HOUR = 30;
/** Resend requests one client address may make within an hour, whatever the logins. */
const RESENDS_PER_CLIENT_PER_HOUR = 10;

const invalidLink = () => new AppError('BAD_USER_INPUT', 'errors.emailConfirmation.invalid');

/**
 * confirmEmail(token) (spec part 1 §2: /login?token=… confirms at once): the address of the
 * account the link names is confirmed, the link used — claimed in one statement, so of two uses
 * one passes. A wrong, used or expired link, or one of a deleted account, is refused alike.
 */
export async function confirmEmail(db: Database, caller: Caller, token: string): Promise<true> {
  await countInWindow(db, `confirmation:client:${caller.address}`, {
    max: CONFIRMATIONS_PER_CLIENT_PER_HOUR,
    windowMinutes: 60,
  });
  const parsed = ZConfirmationToken.safeParse(token);
  if (!parsed.success) throw invalidLink();
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordTokens.tokenHash, hashToken(parsed.data)),
          eq(passwordTokens.purpose, 'confirmEmail'),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordTokens.userId });
    if (!claimed) throw invalidLink();
    const confirmed = await tx
      .update(users)
      .set({ emailConfirmed: true, updatedAt: sql`now()` })
      .where(and(eq(users.id, claimed.userId), isNull(users.deletedAt)))
      .returning({ id: users.id });
    if (confirmed.length === 0) throw invalidLink();
    await recordAudit(tx, {
      action: 'user.confirmEmail',
      outcome: 'success',
      actorUserId: claimed.userId,
      entityType: 'user',
      entityId: claimed.userId,
      address: caller.address,
    });
  });
  return true;
}

/**
 * resendConfirmationEmail(login) (spec part 1 §4: "An unconfirmed user gets a resend-confirmation
 * link"): true whatever the login; a live account whose address is not confirmed gets a new link
 * (the older ones stop working). Limited per client and per login, like signing up.
 */
export async function resendConfirmationEmail(
  deps: { db: Database; mailer: Mailer },
  caller: Caller & { lang: Lang },
  login: string,
): Promise<true> {
  await countInWindow(deps.db, `confirmation:resend:${caller.address}`, {
    max: RESENDS_PER_CLIENT_PER_HOUR,
    windowMinutes: 60,
  });
  await countInWindow(deps.db, confirmationMailsKey(login), {
    max: CONFIRMATION_MAILS_PER_LOGIN_PER_HOUR,
    windowMinutes: 60,
  });
  await deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: users.id,
        login: users.login,
        name: greetingName,
      })
      .from(users)
      .innerJoin(contacts, eq(contacts.id, users.contactId))
      .where(and(eq(users.login, login), isNull(users.deletedAt), eq(users.emailConfirmed, false)));
    if (account) await issueConfirmationLink(tx, deps.mailer, account, caller.lang);
    await recordAudit(tx, {
      action: 'user.resendConfirmation',
      outcome: account ? 'success' : 'denied',
      ...(account ? { entityType: 'user', entityId: account.id } : {}),
      address: caller.address,
      ...(account ? {} : { details: { reason: 'noUnconfirmedAccount' } }),
    });
  });
  return true;
}
