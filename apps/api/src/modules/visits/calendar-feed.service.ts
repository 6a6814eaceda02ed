import { and, asc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { hashToken, newSessionToken } from '../../auth/tokens.js';
import type { Database } from '../../db/client.js';
import { calendarFeeds, users, visits } from '../../db/schema/index.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { renderCalendar, type CalendarEvent } from './ical.js';
import { visitEvents } from './visit-events.js';

/**
 * A coordinator's private calendar feed (issue 21 §1, ADR 0051): a URL with a random token that
 * any calendar application subscribes to, listing the coordinator's visits from 90 days back to
 * a year ahead. The token is shown once and kept as its hash; a new link revokes the old one.
 */

export interface CalendarFeedDeps {
  db: Database;
  publicUrl: string;
}

const DAY_MS = 86_400_000;
/** The feed's window: recent history and the year ahead. */
const PAST_DAYS = 90;
const FUTURE_DAYS = 365;
/** A coordinator plans a few visits a day: a year and a quarter stays far below this. */
const MAX_EVENTS = 2000;
/** The shape of newSessionToken's tokens; anything else is not looked up. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const audit = entityAudit('user');

export interface CalendarFeedStatus {
  active: boolean;
  createdAt: Date | null;
  lastUsedAt: Date | null;
}

export async function calendarFeedStatus(db: Database, actor: Actor): Promise<CalendarFeedStatus> {
  const [feed] = await db
    .select()
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, actor.userId));
  return {
    active: Boolean(feed),
    createdAt: feed?.createdAt ?? null,
    lastUsedAt: feed?.lastUsedAt ?? null,
  };
}

/** A new feed URL for the caller, replacing any earlier one; the URL is shown only now. */
export async function createCalendarFeed(
  deps: CalendarFeedDeps,
  actor: Actor,
): Promise<{ url: string; createdAt: Date }> {
  const { token, tokenHash } = newSessionToken();
  const feed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(calendarFeeds)
      .values({ userId: actor.userId, tokenHash })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { tokenHash, createdAt: sql`now()`, lastUsedAt: null },
      })
      .returning();
    await audit(tx, actor, 'visits.calendarFeed.create', actor.userId);
    return row!;
  });
  // The token rides in the query: request logs keep the path only (logger.ts).
  const url = `${deps.publicUrl}/api/calendar/visits.ics?token=${token}`;
  return { url, createdAt: feed.createdAt };
}

/** Stops the caller's feed: its URL answers 404 from now on. */
export async function revokeCalendarFeed(db: Database, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarFeeds)
      .where(eq(calendarFeeds.userId, actor.userId))
      .returning({ userId: calendarFeeds.userId });
    if (removed.length > 0) await audit(tx, actor, 'visits.calendarFeed.revoke', actor.userId);
  });
}

/**
 * The feed behind `token` as an iCalendar document, or null when the token names no feed, or the
 * account is no longer a live coordinator's.
 */
export async function feedCalendar(
  deps: CalendarFeedDeps,
  token: string,
  now = new Date(),
): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [owner] = await deps.db
    .update(calendarFeeds)
    .set({ lastUsedAt: sql`now()` })
    .from(users)
    .where(
      and(
        eq(calendarFeeds.tokenHash, hashToken(token)),
        eq(users.id, calendarFeeds.userId),
        eq(users.active, true),
        isNull(users.deletedAt),
        sql`'Coordinator' = any(${users.roles})`,
      ),
    )
    .returning({ userId: calendarFeeds.userId });
  if (!owner) return null;
  const rows = await deps.db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.coordinatorId, owner.userId),
        gte(visits.visitDate, new Date(now.getTime() - PAST_DAYS * DAY_MS)),
        lte(visits.visitDate, new Date(now.getTime() + FUTURE_DAYS * DAY_MS)),
      ),
    )
    .orderBy(asc(visits.visitDate), asc(visits.id))
    .limit(MAX_EVENTS);
  const host = new URL(deps.publicUrl).host;
  const events: CalendarEvent[] = (await visitEvents(deps.db, deps.publicUrl, rows)).map(
    ({ visit, ...event }) => ({
      ...event,
      uid: `visit-${visit.id}@${host}`,
      changedAt: visit.updatedAt,
      sequence: visit.version,
      status: visit.status === 'Cancelled' ? 'CANCELLED' : 'CONFIRMED',
    }),
  );
  return renderCalendar({ productId: '-//Portal RTG//Spotkania//PL', name: 'Spotkania', events });
}
