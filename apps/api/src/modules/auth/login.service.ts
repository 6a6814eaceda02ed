import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Caller } from '../../auth/actor.js';
import type { LoginLimits } from '../../config.js';
import { spendLoginChallenge } from '../../auth/login-challenge.js';
import {
  accountRule,
  addressRule,
  releaseAttempt,
  reserveAttempt,
  resetKey,
  type Reservation,
} from '../../auth/login-throttle.js';
import { burnPasswordCheck, verifyPassword } from '../../auth/passwords.js';
import { createSession } from '../../auth/sessions.js';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { mailDateTime } from '../../platform/mail/mail-dates.js';
import type { AuthDeps } from './auth.service.js';
import { secondStepOf } from '../mfa/second-step.js';
import { findUserByLogin, type UserModel } from './users.repository.js';

export const LOGIN_ACTION = 'auth.login';

interface Credentials {
  login: string;
  password: string;
  /** A solved `loginChallenge` (ALTCHA payload), when the form has one. */
  proofOfWork?: string | undefined;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: UserModel;
}

/**
 * Signs a user in (ADR 0018). The answer never tells whether an account exists: an unknown login
 * is throttled, challenged, checked (against a dummy hash) and refused exactly like a wrong
 * password. The attempt is reserved per address and per login before any password is checked.
 * Every outcome is audited; `details.reason` says which, and a row with `wrongPassword` or
 * `unknownLogin` (or a success) stands for a password check that really ran.
 */
export async function login(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  caller: Caller,
  input: Credentials,
): Promise<SignedIn> {
  const { db, config } = deps;
  const { address } = caller;
  // Read first, whatever happens next, so refusals are audited against the account they aimed at.
  const user = await findUserByLogin(db, input.login);
  const audit = (outcome: 'failure' | 'denied' | 'success', reason: string | null) =>
    recordAudit(db, {
      action: LOGIN_ACTION,
      outcome,
      actorUserId: user?.id,
      entityType: 'user',
      entityId: user?.id,
      address,
      ...(reason ? { details: { reason } } : {}),
    });

  const solved =
    input.proofOfWork !== undefined && (await spendLoginChallenge(db, input.proofOfWork));
  if (input.proofOfWork !== undefined && !solved) {
    await audit('denied', 'challengeInvalid');
    throw new AppError('PROOF_OF_WORK_REQUIRED', 'errors.login.challengeInvalid');
  }
  const keys = {
    account: accountRule(config.login, input.login),
    address: addressRule(config.login, address),
  };
  const reservation = await reserveSignIn(db, config.login, keys, solved);
  if (!reservation.granted) {
    await audit('denied', reservation.reason === 'wait' ? 'throttled' : 'challengeRequired');
    throw refusalError(reservation);
  }

  const passwordMatches = user?.passwordHash
    ? await verifyPassword(user.passwordHash, input.password)
    : await burnPasswordCheck(input.password).then(() => false);
  if (!passwordMatches) {
    // The same statement whether or not the account exists, so the answer takes as long.
    await countWrongPassword(db, input.login);
    await audit('failure', user ? 'wrongPassword' : 'unknownLogin');
    throw new AppError('INVALID_CREDENTIALS', 'errors.invalidCredentials');
  }
  // Whoever knows the password is no attacker of this account: its count starts again, and the
  // address gets its attempt back.
  await resetKey(db, keys.account.key);
  await releaseAttempt(db, keys.address.key);
  return finishSignIn(deps, user!, audit);
}

/**
 * What follows a right credential (a password, or a linked social account): the account's state
 * may refuse it, each refusal audited with its reason; an authenticator, or roles that need one,
 * ask for a second step (ADR 0046); otherwise the session opens.
 */
export async function finishSignIn(
  deps: Pick<AuthDeps, 'db' | 'config'>,
  account: UserModel,
  audit: (outcome: 'failure' | 'success', reason: string | null) => Promise<void>,
): Promise<SignedIn> {
  const refusal = accountRefusal(account);
  if (refusal) {
    await audit('failure', refusal.reason);
    throw refusal.error;
  }
  const second = await secondStepOf(deps, account);
  if (second) {
    await audit('success', second.code === 'MFA_REQUIRED' ? 'secondStep' : 'enrolmentStep');
    throw second;
  }
  const signedIn = await openSession(deps, account.id);
  await audit('success', null);
  return signedIn;
}

/** Why the account may not sign in now, if it may not. */
function accountRefusal(account: UserModel): { reason: string; error: AppError } | null {
  if (!account.active) {
    return {
      reason: 'inactive',
      error: new AppError('ACCOUNT_INACTIVE', 'errors.accountInactive'),
    };
  }
  // An Admin's block or suspension (ADR 0045), told as such: the owner was mailed why.
  if (account.blockedAt) {
    return { reason: 'blocked', error: new AppError('ACCOUNT_BLOCKED', 'errors.accountBlocked') };
  }
  if (account.suspendedUntil && account.suspendedUntil.getTime() > Date.now()) {
    const error = new AppError('ACCOUNT_SUSPENDED', 'errors.accountSuspended', {
      params: { until: mailDateTime(account.suspendedUntil) },
      extensions: { until: account.suspendedUntil.toISOString() },
    });
    return { reason: 'suspended', error };
  }
  if (!account.emailConfirmed) {
    const error = new AppError('USER_NOT_CONFIRMED', 'errors.userNotConfirmed', {
      extensions: { originalError: 'UserNotConfirmed' },
    });
    return { reason: 'unconfirmed', error };
  }
  // A signup signs in once an Admin has verified it (ADR 0044).
  if (!account.verifiedAt) {
    return {
      reason: 'unverified',
      error: new AppError('ACCOUNT_NOT_VERIFIED', 'errors.accountNotVerified'),
    };
  }
  return null;
}

/** The session of an account that has passed every step of signing in. */
export async function openSession(
  { db, config }: Pick<AuthDeps, 'db' | 'config'>,
  userId: number,
): Promise<SignedIn> {
  const [signedIn] = await db
    .update(users)
    .set({ loginAttempts: 0, lastLoginDate: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  const session = await createSession(db, userId, config.sessionTtlMinutes);
  return { ...session, user: signedIn! };
}

/**
 * Reserves the attempt for the address, then for the login. An address that refuses costs the
 * login nothing; a login that refuses gives the address its attempt back.
 */
async function reserveSignIn(
  db: Database,
  limits: LoginLimits,
  keys: { account: ReturnType<typeof accountRule>; address: ReturnType<typeof addressRule> },
  solved: boolean,
): Promise<Reservation> {
  const byAddress = await reserveAttempt(db, limits, keys.address, solved);
  if (!byAddress.granted) return byAddress;
  const byAccount = await reserveAttempt(db, limits, keys.account, solved);
  if (!byAccount.granted) await releaseAttempt(db, keys.address.key);
  return byAccount;
}

/** `users.loginAttempts`: wrong passwords in a row since the last success (the spec's field). */
export async function countWrongPassword(db: Executor, login: string): Promise<void> {
  await db
    .update(users)
    .set({ loginAttempts: sql`${users.loginAttempts} + 1` })
    .where(and(eq(users.login, login), isNull(users.deletedAt)));
}

/** The answer to a refused attempt: the same for every login, existing or not. */
export function refusalError(reservation: Exclude<Reservation, { granted: true }>): AppError {
  if (reservation.reason === 'challenge') {
    return new AppError('PROOF_OF_WORK_REQUIRED', 'errors.login.challengeRequired');
  }
  const seconds = reservation.retryAfterSeconds;
  return seconds < 60
    ? new AppError('TOO_MANY_ATTEMPTS', 'errors.attempts.waitSeconds', {
        params: { seconds },
        extensions: { retryAfterSeconds: seconds },
      })
    : new AppError('TOO_MANY_ATTEMPTS', 'errors.attempts.waitMinutes', {
        params: { minutes: Math.ceil(seconds / 60) },
        extensions: { retryAfterSeconds: seconds },
      });
}
