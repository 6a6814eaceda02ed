/**
 * The events the portal publishes for GraphQL subscriptions (ADR 0011).
 *
 * An event says *what* changed, by id, never the changed data: each subscriber's resolver reads
 * the current state with that subscriber's own session and permissions. So no personal data
 * travels through Redis, and a late, duplicated or foreign event costs at most one extra read.
 */

/** Topics are mqemitter topics: `/` separates levels, `+` and `#` are wildcards (never use them). */
export const USER_UPDATED = 'users/updated';

export interface UserUpdated {
  userId: number;
}

export type PortalEvent = { topic: typeof USER_UPDATED; payload: UserUpdated };

/** A user's own account changed (terms, preferences, password). */
export function userUpdated(userId: number): PortalEvent {
  return { topic: USER_UPDATED, payload: { userId } };
}
