import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '@portal/domain';
import type { Database, Executor } from '../db/client.js';
import { sessions, userBranches, users } from '../db/schema/index.js';
import { SessionCache } from './session-cache.js';
import { hashToken, newSessionToken } from './tokens.js';

export interface SessionUser {
  sessionId: string;
  userId: number;
  roles: Role[];
  acceptedTerms: boolean;
  /**
   * The branches the user works in, for per-event checks that may not query (calendar
   * subscriptions); a save of the user's branches publishes userUpdated, which forgets this.
   */
  branchIds: number[];
}

export type SessionLookup =
  { status: 'valid'; session: SessionUser } | { status: 'expired' } | { status: 'invalid' };

/** The sessions this process looked up in the last few seconds (session-cache.ts, ADR 0028). */
export const sessionCache = new SessionCache<SessionUser>();

/** Forgets every cached session of the user: their roles, activity or terms changed. */
export function forgetUserSessions(userId: number): void {
  sessionCache.forget((session) => session.userId === userId);
}

/** How often `last_seen_at` is refreshed; every request would be a write for nothing. */
const LAST_SEEN_RESOLUTION = sql`interval '1 minute'`;

export async function createSession(
  db: Database,
  userId: number,
  ttlMinutes: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlMinutes * 60_000);
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  return { token, expiresAt };
}

/**
 * Resolves a bearer token to its session and user: from the session cache (session-cache.ts), or
 * in one indexed query, which also refreshes `last_seen_at` at most once a minute.
 */
export async function lookupSession(db: Database, token: string): Promise<SessionLookup> {
  const tokenHash = hashToken(token);
  const cached = sessionCache.get(tokenHash);
  if (cached) return { status: 'valid', session: cached };
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      roles: users.roles,
      acceptedTerms: users.acceptedTerms,
      branchIds: sql<number[]>`array(select ${userBranches.branchId} from ${userBranches}
        where ${userBranches.userId} = ${users.id})`,
      active: users.active,
      revokedAt: sessions.revokedAt,
      expiresAt: sessions.expiresAt,
      expired: sql<boolean>`${sessions.expiresAt} <= now()`,
      stale: sql<boolean>`${sessions.lastSeenAt} < now() - ${LAST_SEEN_RESOLUTION}`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash));
  if (!row || row.revokedAt) return { status: 'invalid' };
  if (!row.active) {
    await revokeSession(db, row.sessionId);
    return { status: 'invalid' };
  }
  if (row.expired) return { status: 'expired' };
  if (row.stale) {
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, row.sessionId));
  }
  const session = {
    sessionId: row.sessionId,
    userId: row.userId,
    roles: row.roles,
    acceptedTerms: row.acceptedTerms,
    branchIds: row.branchIds,
  };
  sessionCache.set(tokenHash, session, row.expiresAt);
  return { status: 'valid', session };
}

export async function revokeSession(db: Executor, sessionId: string): Promise<void> {
  const forget = () => sessionCache.forget((session) => session.sessionId === sessionId);
  forget();
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  // Again: a request of this session may have cached it while the update ran.
  forget();
}

/**
 * Ends every session of a user, optionally keeping the one making the request. In a transaction,
 * publish `userUpdated` after the commit: that forgets the cached sessions again (plugin.ts).
 */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  exceptSessionId?: string,
): Promise<void> {
  forgetUserSessions(userId);
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}
