import { eq, sql } from 'drizzle-orm';
import type { TPreferencesInput } from '@portal/domain';
import type { Actor } from '../../auth/actor.js';
import { revokeSession } from '../../auth/sessions.js';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { userUpdated } from '../../platform/pubsub/events.js';
import { findUserById, type UserModel } from './users.repository.js';

/**
 * The window of tablet pairing's per-address limit (modules/tablets/tablet-sign-in.ts); users'
 * sign-ins are throttled by auth/login-throttle.ts (ADR 0018).
 */
export const ADDRESS_WINDOW_MINUTES = 15;

/** What the account services use. */
export interface AuthDeps {
  db: Database;
  config: Config;
  events: EventPublisher;
}

/**
 * Changes of the user's own account are announced after they are committed, so the user's other
 * tabs and devices follow (subscription `currentUserUpdated`).
 */
export async function acceptTerms(deps: AuthDeps, actor: Actor): Promise<UserModel> {
  const { db, events } = deps;
  const { userId, address } = actor;
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

/** Ends the session the request was made with (`input.sessionId`). */
export async function logout(
  deps: AuthDeps,
  actor: Actor,
  input: { sessionId: string },
): Promise<void> {
  const { db } = deps;
  const { userId, address } = actor;
  await revokeSession(db, input.sessionId);
  await recordAudit(db, {
    action: 'auth.logout',
    outcome: 'success',
    actorUserId: userId,
    entityType: 'user',
    entityId: userId,
    address,
  });
}

export async function updatePreferences(
  deps: AuthDeps,
  actor: Actor,
  preferences: TPreferencesInput,
): Promise<UserModel> {
  const { db, events } = deps;
  const { userId } = actor;
  await db
    .update(users)
    .set({ preferences, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  events.publish(userUpdated(userId));
  return (await findUserById(db, userId))!;
}
