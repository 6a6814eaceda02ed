import type { Lang, TOAuthDoctorSignup } from '@portal/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor, Caller } from '../../auth/actor.js';
import type { Config } from '../../config.js';
import type { Database, Executor } from '../../db/client.js';
import { userIdentities, users, type SocialProviderName } from '../../db/schema/index.js';
import { violatesConstraint } from '../../db/constraint-violation.js';
import { AppError } from '../../errors/app-error.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { Mailer } from '../../platform/mail/mailer.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { finishSignIn, type SignedIn } from '../auth/login.service.js';
import { findUserById, type UserModel } from '../auth/users.repository.js';
import { signUpSocialDoctor } from '../signup/signup.service.js';
import { invalidTicket, readTicket, spendTicket } from './oauth-tickets.js';
import type { SocialIdentity } from './social-providers.js';

/**
 * Signing in, signing up and connecting with a social account (issue 19 §3, spec part 1 §4, §7;
 * ADR 0047). The browser brings the ticket the callback gave it; what it stands for was said by
 * the provider to the server, never by the browser.
 */

export interface OAuthDeps {
  db: Database;
  config: Config;
  mailer: Mailer;
  events: EventPublisher;
}

export interface OAuthCall {
  ticket: string;
  provider: SocialProviderName;
}

const alreadyLinked = () => new AppError('CONFLICT', 'errors.oauth.alreadyLinked');

/** The live account this social account signs in, if any. */
async function linkedAccount(db: Executor, identity: SocialIdentity) {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, identity.provider),
        eq(userIdentities.subject, identity.subject),
        isNull(users.deletedAt),
      ),
    );
  return row?.user ?? null;
}

/**
 * A Google account whose address Google vouches for and a portal account of that login are one
 * person: the first social sign-in links them. Facebook does not vouch for addresses.
 */
async function accountOfVouchedAddress(db: Executor, identity: SocialIdentity) {
  if (!identity.emailVerified || !identity.email) return null;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.login, identity.email), isNull(users.deletedAt)));
  return user ?? null;
}

async function link(tx: Executor, userId: number, identity: SocialIdentity): Promise<void> {
  try {
    await tx
      .insert(userIdentities)
      .values({ userId, provider: identity.provider, subject: identity.subject });
  } catch (error) {
    if (violatesConstraint(error, 'user_identities_subject')) throw alreadyLinked();
    throw error;
  }
}

/**
 * oauthLogin: the account the social account signs in goes through the sign-in's checks and
 * second step (ADR 0046) as with a password. An unknown one: OAUTH_USER_NOT_FOUND with what
 * /signup is prefilled with, the ticket kept for oauthSignupDoctor.
 */
export async function oauthLogin(
  deps: OAuthDeps,
  caller: Caller,
  call: OAuthCall,
): Promise<SignedIn> {
  const identity = await readTicket(deps.db, call.ticket, call.provider);
  const found =
    (await linkedAccount(deps.db, identity)) ?? (await accountOfVouchedAddress(deps.db, identity));
  if (!found) {
    throw new AppError('OAUTH_USER_NOT_FOUND', 'errors.oauth.userNotFound', {
      extensions: {
        email: identity.email ?? '',
        firstName: identity.firstName ?? '',
        lastName: identity.lastName ?? '',
        accessToken: call.ticket,
        type: call.provider,
      },
    });
  }
  await deps.db.transaction(async (tx) => {
    if (!(await spendTicket(tx, call.ticket))) throw invalidTicket();
    if (!(await linkedAccount(tx, identity))) await link(tx, found.id, identity);
  });
  const audit = (outcome: 'failure' | 'success', reason: string | null) =>
    recordAudit(deps.db, {
      action: 'auth.oauthLogin',
      outcome,
      actorUserId: found.id,
      entityType: 'user',
      entityId: found.id,
      address: caller.address,
      details: { provider: call.provider, ...(reason ? { reason } : {}) },
    });
  return finishSignIn(deps, found, audit);
}

/** oauthSignupDoctor: a doctor's account signed in by the ticket's social account. */
export async function oauthSignupDoctor(
  deps: OAuthDeps,
  caller: Caller & { lang: Lang },
  call: OAuthCall,
  input: TOAuthDoctorSignup,
): Promise<{ email: string }> {
  const identity = await readTicket(deps.db, call.ticket, call.provider);
  return signUpSocialDoctor(deps, caller, input, {
    addressConfirmed: identity.emailVerified && identity.email === input.login,
    afterCreate: async (tx, userId) => {
      if (!(await spendTicket(tx, call.ticket))) throw invalidTicket();
      await link(tx, userId, identity);
    },
  });
}

/** oAuthConnectAccount: the ticket's social account signs the caller's account in from now on. */
export async function connectAccount(
  deps: OAuthDeps,
  actor: Actor,
  call: OAuthCall,
): Promise<UserModel> {
  const identity = await readTicket(deps.db, call.ticket, call.provider);
  await deps.db.transaction(async (tx) => {
    if (!(await spendTicket(tx, call.ticket))) throw invalidTicket();
    const owner = await linkedAccount(tx, identity);
    if (owner && owner.id !== actor.userId) throw alreadyLinked();
    if (!owner) await link(tx, actor.userId, identity);
    await recordAudit(tx, {
      action: 'auth.oauthConnect',
      outcome: 'success',
      actorUserId: actor.userId,
      entityType: 'user',
      entityId: actor.userId,
      address: actor.address,
      details: { provider: call.provider },
    });
  });
  deps.events.publish(userUpdated(actor.userId));
  return (await findUserById(deps.db, actor.userId))!;
}

/** The providers each of these accounts is connected to (the User.socialConnections loader). */
export async function connectionsOf(
  db: Executor,
  ids: readonly number[],
): Promise<{ userId: number; provider: SocialProviderName }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ userId: userIdentities.userId, provider: userIdentities.provider })
    .from(userIdentities)
    .where(inArray(userIdentities.userId, [...ids]))
    .orderBy(userIdentities.provider);
}
