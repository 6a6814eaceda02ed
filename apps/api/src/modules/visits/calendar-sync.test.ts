import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_TEST_CLIENT,
  startCalendarTestProvider,
} from '../../../../../scripts/calendar-test-provider.mjs';
import { calendarConnections, visits } from '../../db/schema/index.js';
import { errorCode, graphql, type CallOptions } from '../../test/graphql.js';
import { buildDoctor, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { eventIdOf, pushPendingChanges } from './calendar-sync.service.js';

// Coordinators' visits pushed to an external calendar (issue 21 §1, ADR 0052), against a local
// stand-in of the service (scripts/calendar-test-provider.mjs).

const PORTAL = 'https://portal.example';
const CALLBACK = `${PORTAL}/visits/calendar-connected`;
const DAY_MS = 86_400_000;

const STATUS = '{ visitsCalendarSync { configured connected connectedAt lastSyncAt lastError } }';
const REQUEST = 'mutation { requestCalendarAccess }';
const STORE = `mutation($code: String!, $state: String!) {
  storeCalendarToken(code: $code, state: $state) { connected lastError } }`;
const SYNC = `mutation($visitIds: [ID!]) {
  syncVisitsToCalendar(visitIds: $visitIds) { success message written removed } }`;
const DISCONNECT = 'mutation { disconnectCalendar { connected } }';
const CANCEL = `mutation($id: ID!, $version: Int!) { cancelVisit(id: $id, version: $version) { id } }`;
const REMOVE = 'mutation($id: ID!) { removeVisit(id: $id) }';

type Caller = Awaited<ReturnType<typeof staffCaller>>;
type Provider = Awaited<ReturnType<typeof startCalendarTestProvider>>;
interface SyncResult {
  success: boolean;
  message: string;
  written: number;
  removed: number;
}

let t: TestApp;
let provider: Provider;
let doctorId: number;

beforeAll(async () => {
  provider = await startCalendarTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    PUBLIC_URL: PORTAL,
    CALENDAR_CLIENT_ID: CALENDAR_TEST_CLIENT.client_id,
    CALENDAR_CLIENT_SECRET: CALENDAR_TEST_CLIENT.client_secret,
    CALENDAR_AUTHORIZE_URL: provider.authorizeUrl,
    CALENDAR_TOKEN_URL: provider.tokenUrl,
    CALENDAR_API_URL: provider.apiUrl,
  });
  doctorId = (await buildDoctor(t)).id;
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const call = <T = Record<string, unknown>>(
  caller: Caller,
  query: string,
  variables?: Record<string, unknown>,
) => graphql<T>(t.app, query, { ...caller.options, variables } satisfies CallOptions);

/** The browser's round trip: the consent page, the stand-in's redirect, storeCalendarToken. */
async function connect(caller: Caller) {
  const request = await call<{ requestCalendarAccess: string }>(caller, REQUEST);
  const consentPage = new URL(request.data!.requestCalendarAccess);
  expect(consentPage.origin + consentPage.pathname).toBe(provider.authorizeUrl);
  expect(consentPage.searchParams.get('scope')).toBe(
    'https://www.googleapis.com/auth/calendar.events',
  );
  expect(consentPage.searchParams.get('code_challenge_method')).toBe('S256');
  const back = await fetch(consentPage, { redirect: 'manual' });
  const returned = new URL(back.headers.get('location')!);
  expect(returned.origin + returned.pathname).toBe(CALLBACK);
  const stored = await call<{ storeCalendarToken: { connected: boolean } }>(caller, STORE, {
    code: returned.searchParams.get('code'),
    state: returned.searchParams.get('state'),
  });
  expect(stored.errors).toBeUndefined();
  expect(stored.data!.storeCalendarToken.connected).toBe(true);
}

async function sync(caller: Caller, visitIds?: number[]): Promise<SyncResult> {
  const response = await call<{ syncVisitsToCalendar: SyncResult }>(caller, SYNC, {
    visitIds: visitIds?.map(String),
  });
  expect(response.errors).toBeUndefined();
  return response.data!.syncVisitsToCalendar;
}

async function addVisit(
  coordinatorId: number,
  overrides: Partial<typeof visits.$inferInsert> = {},
) {
  const [row] = await t.database.db
    .insert(visits)
    .values({
      visitDate: new Date(Date.now() + 3 * DAY_MS),
      doctorId,
      coordinatorId,
      visitReason: 'Szkolenie',
      ...overrides,
    })
    .returning();
  return row!;
}

const eventOf = (visitId: number) =>
  provider.events().find((event) => event.id === eventIdOf(PORTAL, visitId));

describe('without configuration', () => {
  it('says so and refuses the consent, while the feed stays', async () => {
    const plain = await createTestApp({ PUBLIC_URL: PORTAL }, t.database);
    try {
      const coordinator = await staffCaller(plain, 'Coordinator');
      const options = { ...coordinator.options };
      const status = await graphql(plain.app, STATUS, options);
      expect(status.data).toEqual({
        visitsCalendarSync: {
          configured: false,
          connected: false,
          connectedAt: null,
          lastSyncAt: null,
          lastError: null,
        },
      });
      expect(errorCode(await graphql(plain.app, REQUEST, options))).toBe('NOT_FOUND');
      expect(errorCode(await graphql(plain.app, SYNC, options))).toBe('NOT_FOUND');
      const feed = await graphql(
        plain.app,
        'mutation { createVisitsCalendarFeed { url } }',
        options,
      );
      expect(feed.errors).toBeUndefined();
    } finally {
      await plain.app.close();
    }
  });
});

describe('the consent', () => {
  it('keeps the service’s tokens sealed and only for the caller', async () => {
    const coordinator = await staffCaller(t, 'Coordinator');
    await connect(coordinator);
    const [row] = await t.database.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, coordinator.id));
    expect(row!.refreshToken).toMatch(/^v1\./);
    expect(row!.accessToken).toMatch(/^v1\./);
    expect(row!.flowStateHash).toBeNull();
    const status = await call<{ visitsCalendarSync: { connected: boolean } }>(coordinator, STATUS);
    expect(status.data!.visitsCalendarSync).toMatchObject({ configured: true, connected: true });
    const other = await staffCaller(t, 'Coordinator');
    const theirs = await call<{ visitsCalendarSync: { connected: boolean } }>(other, STATUS);
    expect(theirs.data!.visitsCalendarSync.connected).toBe(false);
  });

  it('refuses a code returned to another flow, a reused code and a code without a flow', async () => {
    const coordinator = await staffCaller(t, 'Coordinator');
    const request = await call<{ requestCalendarAccess: string }>(coordinator, REQUEST);
    const back = await fetch(request.data!.requestCalendarAccess, { redirect: 'manual' });
    const returned = new URL(back.headers.get('location')!);
    const code = returned.searchParams.get('code');
    const wrongState = await call(coordinator, STORE, { code, state: 'another-flows-state' });
    expect(wrongState.errors?.[0]?.message).toMatch(/wygasła lub pochodzi z innego okna/);
    const stranger = await staffCaller(t, 'Coordinator');
    const elsewhere = await call(stranger, STORE, {
      code,
      state: returned.searchParams.get('state'),
    });
    expect(errorCode(elsewhere)).toBe('BAD_REQUEST');
    const empty = await call(coordinator, STORE, { code: ' ', state: ' ' });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
  });

  it('is for coordinators only', async () => {
    const registration = await staffCaller(t, 'Registration');
    expect(errorCode(await call(registration, REQUEST))).toBe('FORBIDDEN');
    expect(errorCode(await call(registration, SYNC))).toBe('FORBIDDEN');
  });
});

describe('pushing visits', () => {
  let coordinator: Caller;
  let scheduled: typeof visits.$inferSelect;
  let completed: typeof visits.$inferSelect;

  beforeAll(async () => {
    coordinator = await staffCaller(t, 'Coordinator');
    await connect(coordinator);
    scheduled = await addVisit(coordinator.id, { comment: 'Omówić cennik' });
    completed = await addVisit(coordinator.id, {
      visitDate: new Date(Date.now() - 5 * DAY_MS),
      status: 'Completed',
    });
  });

  it('writes the coordinator’s visits of the window once, and nobody else’s', async () => {
    const cancelled = await addVisit(coordinator.id, { status: 'Cancelled' });
    const ancient = await addVisit(coordinator.id, {
      visitDate: new Date(Date.now() - 400 * DAY_MS),
    });
    const other = await staffCaller(t, 'Coordinator');
    const othersVisit = await addVisit(other.id);
    const result = await sync(coordinator);
    expect(result).toEqual({
      success: true,
      message: 'calendarSync.synced',
      written: 2,
      removed: 0,
    });
    const event = eventOf(scheduled.id)!;
    expect(event.summary).toMatch(/^Spotkanie: /);
    expect(event).toMatchObject({
      description: 'Szkolenie\nOmówić cennik',
      start: { dateTime: scheduled.visitDate.toISOString(), timeZone: 'Europe/Warsaw' },
      end: { dateTime: new Date(scheduled.visitDate.getTime() + 3_600_000).toISOString() },
      source: { url: `${PORTAL}/visits/view/${scheduled.id}` },
    });
    expect(eventOf(completed.id)).toBeDefined();
    for (const visit of [cancelled, ancient, othersVisit])
      expect(eventOf(visit.id)).toBeUndefined();
    // Nothing changed since: nothing is written again.
    expect(await sync(coordinator)).toMatchObject({ success: true, written: 0, removed: 0 });
    // Another coordinator's visit asked for by id is not theirs to push.
    expect(await sync(coordinator, [othersVisit.id])).toMatchObject({ written: 0 });
    // Asked for by id, a visit is written again whatever the calendar holds.
    expect(await sync(coordinator, [scheduled.id])).toMatchObject({ written: 1 });
  });

  it('follows edits, cancellations, removals and hand-overs within the scheduled push', async () => {
    await sync(coordinator);
    const visit = await addVisit(coordinator.id);
    const toRemove = await addVisit(coordinator.id);
    const toHandOver = await addVisit(coordinator.id);
    await pushPendingChanges({ db: t.database.db, config: t.config });
    expect(eventOf(visit.id)).toBeDefined();

    await t.database.db
      .update(visits)
      .set({ comment: 'Nowy cennik', version: visit.version + 1 })
      .where(eq(visits.id, visit.id));
    const cancel = await call(coordinator, CANCEL, { id: String(scheduled.id), version: 1 });
    expect(cancel.errors).toBeUndefined();
    expect((await call(coordinator, REMOVE, { id: String(toRemove.id) })).errors).toBeUndefined();
    const successor = await staffCaller(t, 'Coordinator');
    await t.database.db
      .update(visits)
      .set({ coordinatorId: successor.id, version: 2 })
      .where(eq(visits.id, toHandOver.id));

    await pushPendingChanges({ db: t.database.db, config: t.config });
    expect(eventOf(visit.id)!.description).toBe('Szkolenie\nNowy cennik');
    expect(eventOf(scheduled.id)).toBeUndefined();
    expect(eventOf(toRemove.id)).toBeUndefined();
    expect(eventOf(toHandOver.id)).toBeUndefined();
    expect(eventOf(completed.id)).toBeDefined();
    const [row] = await t.database.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, coordinator.id));
    expect(row!.lastSyncAt).not.toBeNull();
    expect(row!.lastError).toBeNull();
  });

  it('refreshes a lapsed access token on its own', async () => {
    const visit = await addVisit(coordinator.id);
    provider.expireAccessTokens();
    const before = provider.requests.filter((request) => request.path === '/token').length;
    expect(await sync(coordinator)).toMatchObject({ success: true, written: 1 });
    expect(provider.requests.filter((request) => request.path === '/token').length).toBe(
      before + 1,
    );
    expect(eventOf(visit.id)).toBeDefined();
  });

  it('says what went wrong: no access, a service that does not answer, and catches up after', async () => {
    const visit = await addVisit(coordinator.id);
    provider.answerEventsWith(403);
    expect(await sync(coordinator)).toMatchObject({
      success: false,
      message: 'calendarSync.accessError',
    });
    provider.answerEventsWith(503);
    expect(await sync(coordinator)).toMatchObject({
      success: false,
      message: 'calendarSync.syncError',
    });
    const failed = await call<{ visitsCalendarSync: { lastError: string; connected: boolean } }>(
      coordinator,
      STATUS,
    );
    expect(failed.data!.visitsCalendarSync).toMatchObject({ lastError: 'SYNC', connected: true });
    provider.answerEventsWith(null);
    expect(await sync(coordinator)).toMatchObject({ success: true, written: 1 });
    expect(eventOf(visit.id)).toBeDefined();
  });
});

describe('a consent taken back', () => {
  it('asks for a new consent, and a disconnect forgets the link', async () => {
    const coordinator = await staffCaller(t, 'Coordinator');
    await connect(coordinator);
    await addVisit(coordinator.id);
    provider.revokeAll();
    provider.expireAccessTokens();
    expect(await sync(coordinator)).toMatchObject({
      success: false,
      message: 'calendarSync.authError',
    });
    const status = await call<{ visitsCalendarSync: { lastError: string; connected: boolean } }>(
      coordinator,
      STATUS,
    );
    expect(status.data!.visitsCalendarSync).toMatchObject({ lastError: 'AUTH', connected: false });
    // Consenting again links it anew and the visit goes out.
    await connect(coordinator);
    expect(await sync(coordinator)).toMatchObject({ success: true, written: 1 });
    const disconnected = await call<{ disconnectCalendar: { connected: boolean } }>(
      coordinator,
      DISCONNECT,
    );
    expect(disconnected.data!.disconnectCalendar.connected).toBe(false);
    const rows = await t.database.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, coordinator.id));
    expect(rows).toEqual([]);
  });
});
