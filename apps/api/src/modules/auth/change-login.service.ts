import { randomUUID } from 'node:crypto';
import { type Lang, ZChangeLogin } from '@portal/domain';
import { eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { revokeUserSessions } from '../../auth/sessions.js';
import { violatesConstraint } from '../../db/constraint-violation.js';
import { contacts, users } from '../../db/schema/index.js';
import { badInput, notFound, parseInput } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { issueConfirmationLink } from '../signup/signup.service.js';
import type { AuthDeps } from './auth.service.js';
import { confirmCurrentPassword } from './change-password.service.js';
import { loginTaken as loginTakenBy } from '../users/users.repository.js';
import { findUserById, type UserModel } from './users.repository.js';

const CHANGE_LOGIN_ACTION = 'auth.changeLogin';

const loginTaken = () =>
  badInput([
    { code: 'custom', path: ['newLogin'], message: 'validation.user.loginTaken', input: undefined },
  ]);

/**
 * changeLogin(newLogin, currentPassword) of the signed-in account (spec part 2 §2 "Profile":
 * 'Login został zmieniony', "activation e-mail link requested"; ADR 0044): once the current
 * password is confirmed, the login becomes the new address, unconfirmed until its mailed link is
 * opened — the account cannot sign in again before that — and the old address is told. The
 * caller's session stays; every other session of the account ends.
 */
export async function changeLogin(
  deps: AuthDeps & { mailer: Mailer },
  actor: Actor,
  request: { newLogin: string; currentPassword: string; keepSessionId: string; lang: Lang },
): Promise<UserModel> {
  const { db, events, mailer } = deps;
  const user = await findUserById(db, actor.userId);
  if (!user) throw notFound(actor.userId);
  const input = parseInput(ZChangeLogin, request);
  if (input.newLogin === user.login) return user;
  await confirmCurrentPassword(deps, actor, user, input.currentPassword, CHANGE_LOGIN_ACTION);
  try {
    await db.transaction(async (tx) => {
      if (await loginTakenBy(tx, input.newLogin)) throw loginTaken();
      await tx
        .update(users)
        .set({
          login: input.newLogin,
          emailConfirmed: false,
          updatedAt: sql`now()`,
          version: sql`${users.version} + 1`,
        })
        .where(eq(users.id, user.id));
      // The contact's addresses follow: the old login is replaced where it was listed.
      await tx
        .update(contacts)
        .set({
          emailAddresses: sql`array_replace(${contacts.emailAddresses}, ${user.login}, ${input.newLogin})`,
          updatedAt: sql`now()`,
        })
        .where(eq(contacts.id, user.contactId));
      await revokeUserSessions(tx, user.id, request.keepSessionId);
      await issueConfirmationLink(
        tx,
        mailer,
        { id: user.id, login: input.newLogin, name: null },
        request.lang,
      );
      await mailer.enqueue(tx, {
        template: 'account-notice',
        params: { notice: 'loginChanged' },
        dedupeKey: `login-changed:${user.id}:${randomUUID()}`,
        to: user.login,
        lang: request.lang,
      });
      await recordAudit(tx, {
        action: CHANGE_LOGIN_ACTION,
        outcome: 'success',
        actorUserId: user.id,
        entityType: 'user',
        entityId: user.id,
        address: actor.address,
        details: { before: { login: user.login }, after: { login: input.newLogin } },
      });
    });
  } catch (error) {
    // Another account took the address at the same moment.
    if (violatesConstraint(error, 'users_login_unique')) throw loginTaken();
    throw error;
  }
  events.publish(userUpdated(user.id));
  return (await findUserById(db, user.id))!;
}
