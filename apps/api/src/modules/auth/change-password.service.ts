import { eq, sql } from 'drizzle-orm';
import { changePasswordInputSchema } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import { accountRule, reserveAttempt, resetKey } from '../../auth/login-throttle.js';
import { hashPassword, verifyPassword } from '../../auth/passwords.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { users } from '../../db/schema/index.js';
import { badInput, notFound, parseInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { countWrongPassword, refusalError } from './login.service.js';
import type { AuthDeps } from './auth.service.js';
import { findUserById, type UserModel } from './users.repository.js';

export const CHANGE_PASSWORD_ACTION = 'auth.changePassword';

/**
 * Checks the signed-in user's current password before a change of their credentials, under the
 * sign-in throttle of the account: a wrong one counts as a failed sign-in, so a stolen session
 * cannot guess it faster than the form could (no proof of work: the caller is signed in). A wrong
 * one is refused at the `currentPassword` field and audited as `action`.
 */
export async function confirmCurrentPassword(
  { db, config }: Pick<AuthDeps, 'db' | 'config'>,
  actor: Actor,
  user: UserModel,
  currentPassword: string,
  action: string,
): Promise<void> {
  const audit = (outcome: 'failure' | 'denied', reason: string) =>
    recordAudit(db, {
      action,
      outcome,
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      address: actor.address,
      details: { reason },
    });
  const rule = accountRule(config.login, user.login);
  const reservation = await reserveAttempt(db, config.login, rule, true);
  if (!reservation.granted) {
    await audit('denied', 'throttled');
    throw refusalError(reservation);
  }
  if (!user.passwordHash || !(await verifyPassword(user.passwordHash, currentPassword))) {
    await countWrongPassword(db, user.login);
    await audit('failure', 'wrongPassword');
    throw badInput([
      {
        code: 'custom',
        path: ['currentPassword'],
        message: 'validation.password.currentWrong',
        input: undefined,
      },
    ]);
  }
  await resetKey(db, rule.key);
}

/**
 * Sets a new password once the current one is confirmed, and ends every other session of the
 * user. The input is parsed here, not in the resolver: the new password's rules depend on the
 * account (it must not contain the login). The session `keepSessionId` (the caller's) stays
 * signed in.
 */
export async function changePassword(
  deps: AuthDeps,
  actor: Actor,
  request: { currentPassword: string; newPassword: string; keepSessionId: string },
): Promise<void> {
  const { db, events } = deps;
  const { address } = actor;
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound(actor.userId);
  const input = parseInput(changePasswordInputSchema(user.login), {
    currentPassword: request.currentPassword,
    newPassword: request.newPassword,
  });
  await confirmCurrentPassword(deps, actor, user, input.currentPassword, CHANGE_PASSWORD_ACTION);

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, loginAttempts: 0, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await revokeUserSessions(tx, user.id, request.keepSessionId);
    await recordAudit(tx, {
      action: CHANGE_PASSWORD_ACTION,
      outcome: 'success',
      actorUserId: user.id,
      entityType: 'user',
      entityId: user.id,
      address,
    });
  });
  // Sockets of the sessions just revoked notice it at this event and close (4401).
  events.publish(userUpdated(user.id));
}
