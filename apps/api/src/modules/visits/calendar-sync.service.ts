import { createHash } from 'node:crypto';
import * as client from 'openid-client';
import type { MessageKey } from '@portal/domain';
import { and, eq, gt, inArray, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { CalendarSyncConfig, Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import {
  calendarConnections,
  users,
  visitCalendarEvents,
  visits,
  type CalendarSyncError,
} from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import { seal, sealingKey, unseal } from '../../platform/crypto/sealed.js';
import {
  authorizationUrl,
  CalendarServiceError,
  deleteEvent,
  exchangeCode,
  putEvent,
  refreshTokens,
  type CalendarTokens,
} from './calendar-service.js';
import { visitEvents } from './visit-events.js';

/**
 * A coordinator's visits pushed to their external calendar (issue 21 §1, ADR 0052): the consent
 * (requestCalendarAccess → the service's page → storeCalendarToken), then each visit of theirs
 * that is not cancelled as one event of a stable id — written again when the visit changes,
 * deleted when it is cancelled, removed or handed to another coordinator. `syncVisitsToCalendar`
 * pushes at once; the `push-visits-to-calendars` task pushes every change within a minute.
 */

export interface CalendarSyncDeps {
  db: Database;
  config: Pick<Config, 'env' | 'dataDir' | 'publicUrl' | 'calendarSync'>;
}

type Configured = CalendarSyncDeps['config'] & { calendarSync: CalendarSyncConfig };

export interface CalendarSyncStatus {
  configured: boolean;
  connected: boolean;
  connectedAt: Date | null;
  lastSyncAt: Date | null;
  lastError: CalendarSyncError | null;
}

export interface CalendarSyncResult {
  success: boolean;
  /** A catalogue key the web shows in the user's language (part 2 §8 "Calendar sync"). */
  message: string;
  written: number;
  removed: number;
}

/** How long a consent may take between the two redirects. */
const FLOW_MINUTES = 10;
/** A token this close to its expiry is refreshed first. */
const REFRESH_MARGIN_MS = 60_000;
/** The window of a full sync: recent history and the year ahead, as the feed's. */
const PAST_DAYS = 90;
const FUTURE_DAYS = 365;
/** Events written per run; what is left goes at the next (a minute later). */
const MAX_PER_RUN = 500;

const MESSAGES: Record<CalendarSyncError | 'synced', MessageKey> = {
  synced: 'calendarSync.synced',
  auth: 'calendarSync.authError',
  access: 'calendarSync.accessError',
  sync: 'calendarSync.syncError',
};

const audit = entityAudit('user');
const hash = (text: string) => createHash('sha256').update(text).digest('hex');

/** Where the service sends the browser back: the web's page that calls storeCalendarToken. */
export const calendarRedirectUri = (publicUrl: string) => `${publicUrl}/visits/calendar-connected`;

function configured(config: CalendarSyncDeps['config']): Configured {
  if (!config.calendarSync) throw new AppError('NOT_FOUND', 'errors.calendar.notConfigured');
  return config as Configured;
}

/** CALENDAR_TOKEN_KEY, or the data folder's `calendar-token-key` (made outside production). */
const tokenKey = (config: Configured) =>
  sealingKey({
    configured: config.calendarSync.tokenKey,
    dataDir: config.dataDir,
    production: config.env === 'production',
    variable: 'CALENDAR_TOKEN_KEY',
    fileName: 'calendar-token-key',
  });

/**
 * The event id of a visit in its calendar: stable, so a repeated push finds its own event, and
 * distinct per installation (two portals may write to one calendar). Google allows lower-case
 * a–v and digits, 5–1024 characters.
 */
export const eventIdOf = (publicUrl: string, visitId: number) =>
  `visit${hash(publicUrl).slice(0, 8)}${visitId}`;

export async function calendarSyncStatus(
  deps: CalendarSyncDeps,
  actor: Actor,
): Promise<CalendarSyncStatus> {
  const [row] = await deps.db
    .select()
    .from(calendarConnections)
    .where(eq(calendarConnections.userId, actor.userId));
  return {
    configured: deps.config.calendarSync !== null,
    connected: Boolean(row?.refreshToken),
    connectedAt: row?.refreshToken ? row.connectedAt : null,
    lastSyncAt: row?.lastSyncAt ?? null,
    lastError: row?.lastError ?? null,
  };
}

/** requestCalendarAccess: the service's consent page to send the browser to. */
export async function requestCalendarAccess(deps: CalendarSyncDeps, actor: Actor): Promise<string> {
  const config = configured(deps.config);
  const secrets = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier() };
  const flow = {
    flowStateHash: hash(secrets.state),
    flowVerifier: seal(await tokenKey(config), secrets.codeVerifier),
    flowExpiresAt: sql`now() + make_interval(mins => ${FLOW_MINUTES})`,
    updatedAt: sql`now()`,
  };
  await deps.db
    .insert(calendarConnections)
    .values({ userId: actor.userId, ...flow })
    .onConflictDoUpdate({ target: calendarConnections.userId, set: flow });
  return authorizationUrl(config, calendarRedirectUri(config.publicUrl), secrets);
}

/** storeCalendarToken(code, state): the consent's tokens kept, sealed; the old link replaced. */
export async function storeCalendarToken(
  deps: CalendarSyncDeps,
  actor: Actor,
  returned: { code: string; state: string },
): Promise<CalendarSyncStatus> {
  const config = configured(deps.config);
  const key = await tokenKey(config);
  const [flow] = await deps.db
    .select({ verifier: calendarConnections.flowVerifier })
    .from(calendarConnections)
    .where(
      and(
        eq(calendarConnections.userId, actor.userId),
        eq(calendarConnections.flowStateHash, hash(returned.state)),
        gt(calendarConnections.flowExpiresAt, sql`now()`),
      ),
    );
  if (!flow?.verifier) throw new AppError('BAD_REQUEST', 'errors.calendar.consentExpired');
  let tokens: CalendarTokens;
  try {
    tokens = await exchangeCode(
      config,
      { ...returned, redirectUri: calendarRedirectUri(config.publicUrl) },
      { state: returned.state, codeVerifier: unseal(key, flow.verifier) },
    );
  } catch (error) {
    if (error instanceof CalendarServiceError) {
      throw new AppError('BAD_REQUEST', 'errors.calendar.consentFailed');
    }
    throw error;
  }
  if (!tokens.refreshToken) throw new AppError('BAD_REQUEST', 'errors.calendar.consentFailed');
  await deps.db.transaction(async (tx) => {
    await tx
      .update(calendarConnections)
      .set({
        flowStateHash: null,
        flowVerifier: null,
        flowExpiresAt: null,
        refreshToken: seal(key, tokens.refreshToken!),
        accessToken: seal(key, tokens.accessToken),
        accessExpiresAt: tokens.expiresAt,
        connectedAt: sql`now()`,
        lastError: null,
        updatedAt: sql`now()`,
      })
      .where(eq(calendarConnections.userId, actor.userId));
    // Another account's calendar may be behind the new consent: everything is written anew.
    await tx.delete(visitCalendarEvents).where(eq(visitCalendarEvents.userId, actor.userId));
    await audit(tx, actor, 'visits.calendarSync.connect', actor.userId);
  });
  return calendarSyncStatus(deps, actor);
}

/** Forgets the link and its tokens; events already written stay in the calendar. */
export async function disconnectCalendar(
  deps: CalendarSyncDeps,
  actor: Actor,
): Promise<CalendarSyncStatus> {
  await deps.db.transaction(async (tx) => {
    const removed = await tx
      .delete(calendarConnections)
      .where(eq(calendarConnections.userId, actor.userId))
      .returning({ userId: calendarConnections.userId });
    await tx.delete(visitCalendarEvents).where(eq(visitCalendarEvents.userId, actor.userId));
    if (removed.length > 0) await audit(tx, actor, 'visits.calendarSync.disconnect', actor.userId);
  });
  return calendarSyncStatus(deps, actor);
}

/**
 * syncVisitsToCalendar(visitIds): the caller's given visits written (whatever the calendar holds
 * now), or with no ids every change not yet pushed in the feed's window; events of visits
 * cancelled, removed or no longer the caller's are deleted either way.
 */
export async function syncVisitsToCalendar(
  deps: CalendarSyncDeps,
  actor: Actor,
  visitIds: readonly number[] | undefined,
): Promise<CalendarSyncResult> {
  configured(deps.config);
  return pushVisits(deps, actor.userId, visitIds);
}

/** The scheduled push: every connected coordinator's pending changes (a minute's lag at most). */
export async function pushPendingChanges(deps: CalendarSyncDeps): Promise<void> {
  if (!deps.config.calendarSync) return;
  const owners = await deps.db
    .select({ userId: calendarConnections.userId })
    .from(calendarConnections)
    .where(isNotNull(calendarConnections.refreshToken));
  // One coordinator's unreachable calendar does not hold up the others'.
  for (const { userId } of owners) await pushVisits(deps, userId, undefined);
}

async function pushVisits(
  deps: CalendarSyncDeps,
  userId: number,
  visitIds: readonly number[] | undefined,
): Promise<CalendarSyncResult> {
  const config = configured(deps.config);
  const result = { success: true, message: MESSAGES.synced, written: 0, removed: 0 };
  const token = await accessToken(deps, config, userId);
  if ('refused' in token) return { ...result, success: false, message: MESSAGES[token.refused] };
  let current = token.accessToken;
  /** One call, with the token refreshed once if the service says it lapsed. */
  const withToken = async (call: (accessToken: string) => Promise<void>) => {
    try {
      await call(current);
    } catch (error) {
      if (!(error instanceof CalendarServiceError && error.kind === 'auth')) throw error;
      const fresh = await accessToken(deps, config, userId, { force: true });
      if ('refused' in fresh) throw new CalendarServiceError(fresh.refused, 'refresh');
      current = fresh.accessToken;
      await call(current);
    }
  };
  try {
    for (const visitId of await staleEvents(deps.db, userId, visitIds)) {
      await withToken((accessToken) =>
        deleteEvent(config, accessToken, eventIdOf(config.publicUrl, visitId)),
      );
      await deps.db
        .delete(visitCalendarEvents)
        .where(
          and(eq(visitCalendarEvents.userId, userId), eq(visitCalendarEvents.visitId, visitId)),
        );
      result.removed += 1;
    }
    const pending = await visitsToWrite(deps.db, userId, visitIds);
    for (const { event, known } of await pendingEvents(deps, config, pending)) {
      await withToken((accessToken) =>
        putEvent(config, accessToken, eventIdOf(config.publicUrl, event.visit.id), event, known),
      );
      await deps.db
        .insert(visitCalendarEvents)
        .values({ userId, visitId: event.visit.id, syncedVersion: event.visit.version })
        .onConflictDoUpdate({
          target: [visitCalendarEvents.userId, visitCalendarEvents.visitId],
          set: { syncedVersion: event.visit.version, syncedAt: sql`now()` },
        });
      result.written += 1;
    }
  } catch (error) {
    if (!(error instanceof CalendarServiceError)) throw error;
    await recordOutcome(deps.db, userId, error.kind);
    return { ...result, success: false, message: MESSAGES[error.kind] };
  }
  await recordOutcome(deps.db, userId, null);
  return result;
}

/** Which pending visits are already in the calendar (an update) and which are not (an insert). */
async function pendingEvents(
  deps: CalendarSyncDeps,
  config: Configured,
  pending: { visit: typeof visits.$inferSelect; known: boolean }[],
) {
  const known = new Map(pending.map(({ visit, known }) => [visit.id, known]));
  const events = await visitEvents(
    deps.db,
    config.publicUrl,
    pending.map(({ visit }) => visit),
  );
  return events.map((event) => ({ event, known: known.get(event.visit.id) ?? false }));
}

/**
 * Visits whose events are to be deleted: removed, cancelled or handed to another coordinator
 * (restricted to `visitIds` when given).
 */
async function staleEvents(
  db: Database,
  userId: number,
  visitIds: readonly number[] | undefined,
): Promise<number[]> {
  const rows = await db
    .select({ visitId: visitCalendarEvents.visitId })
    .from(visitCalendarEvents)
    .leftJoin(visits, eq(visits.id, visitCalendarEvents.visitId))
    .where(
      and(
        eq(visitCalendarEvents.userId, userId),
        visitIds ? inArray(visitCalendarEvents.visitId, [...visitIds]) : undefined,
        or(isNull(visits.id), ne(visits.coordinatorId, userId), eq(visits.status, 'Cancelled')),
      ),
    )
    .limit(MAX_PER_RUN);
  return rows.map((row) => row.visitId);
}

/**
 * The caller's visits to write: the given ones that are theirs and not cancelled, or every
 * one in the window whose event is missing or older than the visit.
 */
async function visitsToWrite(
  db: Database,
  userId: number,
  visitIds: readonly number[] | undefined,
) {
  const rows = await db
    .select({ visit: visits, syncedVersion: visitCalendarEvents.syncedVersion })
    .from(visits)
    .leftJoin(
      visitCalendarEvents,
      and(eq(visitCalendarEvents.userId, userId), eq(visitCalendarEvents.visitId, visits.id)),
    )
    .where(
      and(
        eq(visits.coordinatorId, userId),
        ne(visits.status, 'Cancelled'),
        visitIds
          ? inArray(visits.id, [...visitIds])
          : and(
              sql`${visits.visitDate} between now() - make_interval(days => ${PAST_DAYS})
                and now() + make_interval(days => ${FUTURE_DAYS})`,
              or(
                isNull(visitCalendarEvents.visitId),
                ne(visitCalendarEvents.syncedVersion, visits.version),
              ),
            ),
      ),
    )
    .orderBy(visits.visitDate, visits.id)
    .limit(MAX_PER_RUN);
  return rows.map((row) => ({ visit: row.visit, known: row.syncedVersion !== null }));
}

/**
 * A live access token of the user's link, refreshed when close to expiry (or `force`d); what
 * refused it when there is no link or the service refuses it — a refused link is cleared, so
 * the user is asked to consent again.
 */
async function accessToken(
  deps: CalendarSyncDeps,
  config: Configured,
  userId: number,
  { force = false } = {},
): Promise<{ accessToken: string } | { refused: CalendarSyncError }> {
  const [row] = await deps.db
    .select({ connection: calendarConnections, active: users.active, roles: users.roles })
    .from(calendarConnections)
    .innerJoin(users, eq(users.id, calendarConnections.userId))
    .where(and(eq(calendarConnections.userId, userId), isNull(users.deletedAt)));
  const refreshToken = row?.connection.refreshToken;
  if (!refreshToken || !row.active || !row.roles.includes('Coordinator'))
    return { refused: 'auth' };
  const link = row.connection;
  const key = await tokenKey(config);
  const expiresAt = link.accessExpiresAt?.getTime() ?? 0;
  if (!force && link.accessToken && expiresAt - REFRESH_MARGIN_MS > Date.now()) {
    return { accessToken: unseal(key, link.accessToken) };
  }
  try {
    const tokens = await refreshTokens(config, unseal(key, refreshToken));
    await deps.db
      .update(calendarConnections)
      .set({
        accessToken: seal(key, tokens.accessToken),
        accessExpiresAt: tokens.expiresAt,
        ...(tokens.refreshToken ? { refreshToken: seal(key, tokens.refreshToken) } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(calendarConnections.userId, userId));
    return { accessToken: tokens.accessToken };
  } catch (error) {
    if (!(error instanceof CalendarServiceError)) throw error;
    await recordOutcome(deps.db, userId, error.kind);
    return { refused: error.kind };
  }
}

/** The last run's outcome; a refused consent clears the tokens (the user must give it again). */
async function recordOutcome(db: Database, userId: number, error: CalendarSyncError | null) {
  await db
    .update(calendarConnections)
    .set({
      lastError: error,
      ...(error === null ? { lastSyncAt: sql`now()` } : {}),
      ...(error === 'auth' ? { refreshToken: null, accessToken: null, accessExpiresAt: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(calendarConnections.userId, userId));
}
