import { randomBytes } from 'node:crypto';
import { newPasswordSchema, ZPasswordLinkToken } from '@portal/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  accountRule,
  reserveAttempt,
  releaseAttempt,
  resetKey,
} from '../../auth/login-throttle.js';
import type { ThrottleRule } from '../../auth/login-throttle.js';
import { hashPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { hashToken } from '../../auth/tokens.js';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { passwordTokens, users } from '../../db/schema/index.js';
import { AppError, parseInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { refusalError } from '../auth/login.service.js';

/**
 * Mailed links that set an account's password (ADR 0030): a single-use row holding only the
 * SHA-256 of a 32-byte random token. 256 bits cannot be guessed however many tries one makes, so
 * the throttle below only keeps a client from hammering the endpoint; the hash means a copy of the
 * database cannot be turned into working links.
 */

/** How long a new account's link works. */
export const SET_PASSWORD_LINK_DAYS = 7;

/** Wrong links one address may try in a row before it has to wait (growing delays). */
const WRONG_LINKS_BEFORE_DELAY = 10;
const WRONG_LINKS_MEMORY_MINUTES = 15;

/** Stores a single-use set-password link for the account and queues its mail, in `tx`. */
export async function issueSetPasswordLink(
  tx: Executor,
  mailer: Mailer,
  user: { id: number; login: string; name: string | null },
): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const [row] = await tx
    .insert(passwordTokens)
    .values({
      userId: user.id,
      tokenHash: hashToken(token),
      purpose: 'setPassword',
      expiresAt: sql`now() + make_interval(days => ${SET_PASSWORD_LINK_DAYS})`,
    })
    .returning({ id: passwordTokens.id });
  // No language is stored with an account yet: the mail is in Polish, the portal's language.
  await mailer.enqueue(tx, {
    template: 'account-invitation',
    params: {
      token,
      login: user.login,
      validForDays: SET_PASSWORD_LINK_DAYS,
      ...(user.name ? { name: user.name } : {}),
    },
    dedupeKey: `account-invitation:${row!.id}`,
    to: user.login,
    lang: 'pl',
  });
}

/** One answer for a wrong, used or expired link and a deleted or inactive account. */
const invalidLink = () => new AppError('BAD_USER_INPUT', 'errors.passwordLink.invalid');

function addressRule(address: string): ThrottleRule {
  return {
    key: `passwordLink:${address}`,
    maxFailures: WRONG_LINKS_BEFORE_DELAY,
    challengeAfter: null,
    memoryMinutes: WRONG_LINKS_MEMORY_MINUTES,
  };
}

export interface ResetPasswordDeps {
  db: Database;
  config: Config;
  events: EventPublisher;
}

/** The live, active account a usable link names, or undefined. */
async function accountOfLink(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ tokenId: passwordTokens.id, userId: users.id, login: users.login })
    .from(passwordTokens)
    .innerJoin(users, eq(users.id, passwordTokens.userId))
    .where(
      and(
        eq(passwordTokens.tokenHash, tokenHash),
        isNull(passwordTokens.usedAt),
        gt(passwordTokens.expiresAt, sql`now()`),
        isNull(users.deletedAt),
        eq(users.active, true),
      ),
    );
  return row;
}

/**
 * resetPassword: sets the password of the account a link names, marks the link used and the
 * address confirmed (the mail reached it), and ends the account's sessions — in one transaction.
 * Each attempt counts against the client's address until it succeeds (login-throttle.ts).
 */
export async function resetPassword(
  { db, config, events }: ResetPasswordDeps,
  address: string,
  request: { token: string; newPassword: string },
): Promise<void> {
  const rule = addressRule(address);
  const reservation = await reserveAttempt(db, config.login, rule, false);
  if (!reservation.granted) throw refusalError(reservation);
  const token = ZPasswordLinkToken.safeParse(request.token);
  const account = token.success ? await accountOfLink(db, hashToken(token.data)) : undefined;
  if (!account) {
    await recordAudit(db, {
      action: 'user.resetPassword',
      outcome: 'failure',
      address,
      details: { reason: 'invalidLink' },
    });
    throw invalidLink();
  }
  // A real link: the attempt is not a guess, whatever the password's fate.
  await releaseAttempt(db, rule.key);
  // The rules of a new password for this account (not containing its login).
  const { newPassword } = parseInput(z.object({ newPassword: newPasswordSchema(account.login) }), {
    newPassword: request.newPassword,
  });
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    // Claimed in one statement: of two uses of the same link, exactly one passes.
    const claimed = await tx
      .update(passwordTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordTokens.id, account.tokenId),
          isNull(passwordTokens.usedAt),
          gt(passwordTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: passwordTokens.id });
    if (claimed.length === 0) throw invalidLink();
    const updated = await tx
      .update(users)
      .set({ passwordHash, emailConfirmed: true, loginAttempts: 0, updatedAt: sql`now()` })
      .where(and(eq(users.id, account.userId), isNull(users.deletedAt), eq(users.active, true)))
      .returning({ id: users.id });
    if (updated.length === 0) throw invalidLink();
    await revokeUserSessions(tx, account.userId);
    await recordAudit(tx, {
      action: 'user.resetPassword',
      outcome: 'success',
      actorUserId: account.userId,
      entityType: 'user',
      entityId: account.userId,
      address,
    });
  });
  // Whoever holds the link proved the address: earlier wrong sign-ins are forgotten.
  await resetKey(db, accountRule(config.login, account.login).key);
  events.publish(userUpdated(account.userId));
}
