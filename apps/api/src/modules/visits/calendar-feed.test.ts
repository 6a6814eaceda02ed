import ICAL from 'ical.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, users, visits } from '../../db/schema/index.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { buildDoctor, staffCaller } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { escapeText, foldLine } from './ical.js';

// A coordinator's calendar feed (issue 21 §1, ADR 0051): a private iCalendar URL of their visits.
let t: TestApp;
let coordinator: Awaited<ReturnType<typeof staffCaller>>;

const CREATE = 'mutation { createVisitsCalendarFeed { url createdAt } }';
const REVOKE = 'mutation { revokeVisitsCalendarFeed { active } }';
const STATUS = '{ visitsCalendarFeed { active createdAt lastUsedAt } }';
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example' });
  coordinator = await staffCaller(t, 'Coordinator');
  const doctor = await buildDoctor(t);
  const other = await staffCaller(t, 'Coordinator');
  const soon = Date.now() + 2 * DAY_MS;
  await t.database.db.insert(visits).values([
    {
      visitDate: new Date(soon),
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      visitReason: 'Szkolenie',
      comment: 'Omówić cennik; zabrać ulotki, próbki\nDrugi wiersz',
    },
    {
      visitDate: new Date(soon + DAY_MS),
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
      status: 'Cancelled',
    },
    // Long ago: outside the feed's window.
    {
      visitDate: new Date(Date.now() - 400 * DAY_MS),
      doctorId: doctor.id,
      coordinatorId: coordinator.id,
    },
    // Somebody else's.
    { visitDate: new Date(soon), doctorId: doctor.id, coordinatorId: other.id },
  ]);
});
afterAll(() => t.close());

async function created(): Promise<string> {
  const response = await graphql<{ createVisitsCalendarFeed: { url: string } }>(t.app, CREATE, {
    ...coordinator.options,
  });
  return response.data!.createVisitsCalendarFeed.url;
}

/** The feed's path and query, for `inject`. */
const local = (url: string) => url.replace('https://portal.example', '');

describe('the iCalendar writer', () => {
  it('escapes text and folds long lines at 75 octets without splitting a character', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    const folded = foldLine(`SUMMARY:${'ż'.repeat(60)}`);
    for (const line of folded.split('\r\n'))
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(`SUMMARY:${'ż'.repeat(60)}`);
  });
});

describe('the visits calendar feed', () => {
  it('lists the coordinator’s visits of the window as valid iCalendar events', async () => {
    const url = await created();
    expect(url).toMatch(/^https:\/\/portal\.example\/api\/calendar\/visits\.ics\?token=[\w-]{43}$/);
    const response = await t.app.inject({ method: 'GET', url: local(url) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.body.endsWith('\r\n')).toBe(true);
    const calendar = ICAL.Component.fromString(response.body);
    const events = calendar.getAllSubcomponents('vevent').map((event) => new ICAL.Event(event));
    expect(events).toHaveLength(2);
    expect(events[0]!.summary).toMatch(/^Spotkanie: Anna Lekarz \d+$/);
    expect(events[0]!.description).toBe(
      'Szkolenie\nOmówić cennik; zabrać ulotki, próbki\nDrugi wiersz',
    );
    expect(
      events[0]!.endDate.toJSDate().getTime() - events[0]!.startDate.toJSDate().getTime(),
    ).toBe(3_600_000);
    expect(events[1]!.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(new Set(events.map((event) => event.uid)).size).toBe(2);
    const status = await graphql<{ visitsCalendarFeed: { active: boolean; lastUsedAt: string } }>(
      t.app,
      STATUS,
      { ...coordinator.options },
    );
    expect(status.data!.visitsCalendarFeed.active).toBe(true);
    expect(status.data!.visitsCalendarFeed.lastUsedAt).not.toBeNull();
  });

  it('a new link revokes the old one; revoking stops the feed', async () => {
    const first = await created();
    const second = await created();
    expect((await t.app.inject({ method: 'GET', url: local(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: local(second) })).statusCode).toBe(200);
    await graphql(t.app, REVOKE, { ...coordinator.options });
    const revoked = await t.app.inject({ method: 'GET', url: local(second) });
    expect(revoked.statusCode).toBe(404);
    const [row] = await t.database.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, coordinator.id));
    expect(row).toBeUndefined();
  });

  it('answers 404 for a malformed or unknown token and once the account is no coordinator', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/calendar/visits.ics' })).statusCode,
    ).toBe(404);
    const unknown = `/api/calendar/visits.ics?token=${'a'.repeat(43)}`;
    expect((await t.app.inject({ method: 'GET', url: unknown })).statusCode).toBe(404);
    const url = await created();
    await t.database.db
      .update(users)
      .set({ roles: ['Registration'] })
      .where(eq(users.id, coordinator.id));
    expect((await t.app.inject({ method: 'GET', url: local(url) })).statusCode).toBe(404);
    await t.database.db
      .update(users)
      .set({ roles: ['Coordinator'] })
      .where(eq(users.id, coordinator.id));
  });

  it('is the coordinators’ own: other roles cannot make one', async () => {
    const manager = await staffCaller(t, 'Manager');
    expect(errorCode(await graphql(t.app, CREATE, { ...manager.options }))).toBe('FORBIDDEN');
  });
});
