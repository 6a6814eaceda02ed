import { eq, sql } from 'drizzle-orm';
import type { TPreferencesInput } from '@portal/domain';
import { revokeSession } from '../../auth/sessions.js';
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
