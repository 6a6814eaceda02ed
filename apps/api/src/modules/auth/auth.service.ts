import { and, eq, gt, min, sql } from 'drizzle-orm';
import type { TPreferencesInput } from '@portal/domain';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../auth/passwords.js';
import { createSession, revokeSession, revokeUserSessions } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { AppError } from '../../graphql/errors.js';
import { countRecentFailures, recordAudit } from '../../platform/audit/audit.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { findUserById, findUserByLogin, type UserModel } from './users.repository.js';

export const LOGIN_ACTION = 'auth.login';
/** Window in which failed sign-ins from one address are counted. */
export const ADDRESS_WINDOW_MINUTES = 15;

interface Credentials {
  login: string;
  password: string;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: UserModel;
}

/**
 * Signs a user in. The answer never tells whether an account exists: an unknown login and a
 * wrong password look and take the same. Every outcome is audited.
 */
export async function login(
  db: Database,
  config: Config,
  input: Credentials,
  address: string,
): Promise<SignedIn> {
  await refuseThrottledAddress(db, config, address);
  const user = await findUserByLogin(db, input.login);
  const fail = async (reason: string, outcome: 'failure' | 'denied' = 'failure') =>
    recordAudit(db, {
      action: LOGIN_ACTION,
      outcome,
      actorUserId: user?.id,
      entityType: 'user',
      entityId: user?.id,
      address,
      details: { reason },
    });

  if (!user?.passwordHash) {
    await burnPasswordCheck(input.password);
    await fail('unknownLogin');
    throw new AppError('INVALID_CREDENTIALS', 'errors.invalidCredentials');
  }
  const lockedFor = secondsUntil(user.lockedUntil);
  if (lockedFor > 0) {
    await fail('locked', 'denied');
    throw accountLocked(lockedFor);
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    const lockedUntil = await countFailedAttempt(db, config, user.id);
    await fail('wrongPassword');
    if (lockedUntil) throw accountLocked(secondsUntil(lockedUntil));
    throw new AppError('INVALID_CREDENTIALS', 'errors.invalidCredentials');
  }
  if (!user.active) {
    await fail('inactive');
    throw new AppError('ACCOUNT_INACTIVE', 'errors.accountInactive');
  }
  if (!user.emailConfirmed) {
    await fail('unconfirmed');
    throw new AppError('USER_NOT_CONFIRMED', 'errors.userNotConfirmed', {
      extensions: { originalError: 'UserNotConfirmed' },
    });
  }

  const [signedIn] = await db
    .update(users)
    .set({ loginAttempts: 0, lockedUntil: null, lastLoginDate: sql`now()` })
    .where(eq(users.id, user.id))
    .returning();
  const session = await createSession(db, user.id, config.sessionTtlMinutes);
  await recordAudit(db, {
    action: LOGIN_ACTION,
    outcome: 'success',
    actorUserId: user.id,
    entityType: 'user',
    entityId: user.id,
    address,
  });
  return { ...session, user: signedIn! };
}

async function refuseThrottledAddress(
  db: Database,
  config: Config,
  address: string,
): Promise<void> {
  const failures = await countRecentFailures(db, LOGIN_ACTION, address, ADDRESS_WINDOW_MINUTES);
  if (failures < config.login.addressMaxFailures) return;
  // The window frees up when its oldest failure ages out.
  const [row] = await db
    .select({ oldest: min(auditLog.occurredAt) })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.address, address),
        eq(auditLog.action, LOGIN_ACTION),
        eq(auditLog.outcome, 'failure'),
        gt(auditLog.occurredAt, sql`now() - make_interval(mins => ${ADDRESS_WINDOW_MINUTES})`),
      ),
    );
  const freesAt = new Date((row?.oldest ?? new Date()).getTime() + ADDRESS_WINDOW_MINUTES * 60_000);
  const retryAfterSeconds = Math.max(1, secondsUntil(freesAt));
  await recordAudit(db, {
    action: LOGIN_ACTION,
    outcome: 'denied',
    address,
    details: { reason: 'addressThrottled' },
  });
  throw new AppError('TOO_MANY_ATTEMPTS', 'errors.addressThrottled', {
    params: { minutes: Math.ceil(retryAfterSeconds / 60) },
    extensions: { retryAfterSeconds },
  });
}

/**
 * Counts a wrong password; at the limit the account locks for LOGIN_LOCK_MINUTES. After a lock
 * has run out the count starts again, so one more mistake does not lock it again at once.
 * Returns the new lock's end, if this attempt locked the account.
 */
async function countFailedAttempt(
  db: Database,
  config: Config,
  userId: number,
): Promise<Date | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ attempts: users.loginAttempts, lockedUntil: users.lockedUntil })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    const lockRanOut = current?.lockedUntil !== null && current?.lockedUntil !== undefined;
    const attempts = (lockRanOut ? 0 : (current?.attempts ?? 0)) + 1;
    const lockedUntil =
      attempts >= config.login.maxAttempts
        ? new Date(Date.now() + config.login.lockMinutes * 60_000)
        : null;
    await tx
      .update(users)
      .set({ loginAttempts: attempts, lockedUntil })
      .where(eq(users.id, userId));
    return lockedUntil;
  });
}

function accountLocked(seconds: number): AppError {
  return new AppError('ACCOUNT_LOCKED', 'errors.accountLocked', {
    params: { minutes: Math.ceil(seconds / 60) },
    extensions: { retryAfterSeconds: seconds },
  });
}

function secondsUntil(moment: Date | null): number {
  return moment ? Math.ceil((moment.getTime() - Date.now()) / 1000) : 0;
}

/**
 * Changes of the user's own account are announced after they are committed, so the user's other
 * tabs and devices follow (subscription `currentUserUpdated`).
 */
export async function acceptTerms(
  db: Database,
  events: EventPublisher,
  userId: number,
  address: string,
): Promise<UserModel> {
  const [user] = await db
    .update(users)
    .set({
      acceptedTerms: true,
      acceptedTermsAt: sql`coalesce(${users.acceptedTermsAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning();
  await recordAudit(db, {
    action: 'auth.acceptTerms',
    outcome: 'success',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    address,
  });
  events.publish(userUpdated(userId));
  return user!;
}

export async function logout(
  db: Database,
  sessionId: string,
  userId: number,
  address: string,
): Promise<void> {
  await revokeSession(db, sessionId);
  await recordAudit(db, {
    action: 'auth.logout',
    outcome: 'success',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    address,
  });
}

/** Sets a new password and ends every other session of the user. */
export async function changePassword(
  db: Database,
  events: EventPublisher,
  session: { userId: number; sessionId: string },
  newPassword: string,
  address: string,
): Promise<void> {
  const passwordHash = await hashPassword(newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, session.userId));
    await revokeUserSessions(tx, session.userId, session.sessionId);
    await recordAudit(tx, {
      action: 'auth.changePassword',
      outcome: 'success',
      actorUserId: session.userId,
      entityType: 'user',
      entityId: session.userId,
      address,
    });
  });
  // Sockets of the sessions just revoked notice it at this event and close (4401).
  events.publish(userUpdated(session.userId));
}

export async function updatePreferences(
  db: Database,
  events: EventPublisher,
  userId: number,
  preferences: TPreferencesInput,
): Promise<UserModel> {
  await db
    .update(users)
    .set({ preferences, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  events.publish(userUpdated(userId));
  return (await findUserById(db, userId))!;
}
