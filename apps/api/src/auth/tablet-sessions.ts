import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { tablets, tabletSessions } from '../db/schema/index.js';
import { hashToken, newSessionToken } from './tokens.js';

/**
 * Sessions of paired kiosks (ADR 0014). A tablet is not a user: its sessions live in their own
 * table, so a tablet's token never resolves to a user session and a user's never to a tablet's.
 * Tokens have the users' format (ADR 0002); only their SHA-256 is stored.
 */

/** A kiosk stays signed in while it is used; an unused token ends after this many days. */
export const TABLET_SESSION_TTL_DAYS = 30;
/** `last_used_at` (and the session's expiry) is written at most this often per tablet. */
export const TABLET_ACTIVITY_RESOLUTION_SECONDS = 30;

const RESOLUTION = sql`make_interval(secs => ${TABLET_ACTIVITY_RESOLUTION_SECONDS})`;
const TTL = sql`make_interval(days => ${TABLET_SESSION_TTL_DAYS})`;

/** The tablet a request comes from. */
export interface TabletSession {
  sessionId: string;
  /** The tablet's row id (GraphQL `Tablet.id`). */
  id: number;
  /** The device's own identifier. */
  tabletId: string;
  name: string;
  branchId: number;
}

export type TabletSessionLookup =
  | { status: 'valid'; session: TabletSession; /** lastUsedAt was written now. */ touched: boolean }
  | { status: 'expired' }
  | { status: 'invalid' };

/**
 * A new session for a tablet that has just proved its credentials. Its earlier sessions end: one
 * registration pairs one device, so pairing again (a reinstalled kiosk) signs the old one out.
 */
export async function createTabletSession(
  db: Executor,
  tabletId: number,
): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash } = newSessionToken();
  await revokeTabletSessions(db, tabletId);
  const [row] = await db
    .insert(tabletSessions)
    .values({ tabletId, tokenHash, expiresAt: sql`now() + ${TTL}` })
    .returning({ expiresAt: tabletSessions.expiresAt });
  return { token, expiresAt: row!.expiresAt };
}

/**
 * Resolves a bearer token to a tablet session in one indexed query. A deleted, deactivated or
 * revoked tablet is `invalid`. Use counts as activity: at most every 30 s the tablet's
 * `last_used_at` is written and the session's expiry slides forward (`touched` tells the caller
 * to announce the status change).
 */
export async function lookupTabletSession(
  db: Database,
  token: string,
): Promise<TabletSessionLookup> {
  const [row] = await db
    .select({
      sessionId: tabletSessions.id,
      id: tablets.id,
      tabletId: tablets.tabletId,
      name: tablets.name,
      branchId: tablets.branchId,
      active: tablets.active,
      deletedAt: tablets.deletedAt,
      revokedAt: tabletSessions.revokedAt,
      expired: sql<boolean>`${tabletSessions.expiresAt} <= now()`,
      stale: sql<boolean>`${tablets.lastUsedAt} is null or ${tablets.lastUsedAt} < now() - ${RESOLUTION}`,
    })
    .from(tabletSessions)
    .innerJoin(tablets, eq(tablets.id, tabletSessions.tabletId))
    .where(eq(tabletSessions.tokenHash, hashToken(token)));
  if (!row || row.revokedAt || row.deletedAt || !row.active) return { status: 'invalid' };
  if (row.expired) return { status: 'expired' };
  const { sessionId, id, tabletId, name, branchId } = row;
  const touched = row.stale ? await touchTablet(db, id, sessionId) : false;
  return { status: 'valid', session: { sessionId, id, tabletId, name, branchId }, touched };
}

/**
 * Records use of a tablet. The condition is repeated in the update so that of several API copies
 * (or concurrent requests) seeing a stale value only one writes and announces it.
 */
async function touchTablet(db: Database, id: number, sessionId: string): Promise<boolean> {
  const [touched] = await db
    .update(tablets)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(tablets.id, id),
        sql`(${tablets.lastUsedAt} is null or ${tablets.lastUsedAt} < now() - ${RESOLUTION})`,
      ),
    )
    .returning({ id: tablets.id });
  if (!touched) return false;
  await db
    .update(tabletSessions)
    .set({ expiresAt: sql`now() + ${TTL}` })
    .where(and(eq(tabletSessions.id, sessionId), isNull(tabletSessions.revokedAt)));
  return true;
}

/** Ends every session of a tablet (deleted, deactivated, paired again). */
export async function revokeTabletSessions(db: Executor, tabletId: number): Promise<void> {
  await db
    .update(tabletSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(tabletSessions.tabletId, tabletId), isNull(tabletSessions.revokedAt)));
}
