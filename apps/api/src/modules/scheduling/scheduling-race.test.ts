import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings } from '../../db/schema/index.js';
import { at } from '../../test/calendar.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  buildSchedulingGround,
  patientWithLink,
  SCHEDULE,
  type SchedulingGround,
} from '../../test/scheduling.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Races a booking from a link must win or lose cleanly (issue 17 §2): patients pressing Confirm
 * on one slot at the same moment get exactly one appointment and clear 'no longer free'
 * refusals; one link used twice at once books once.
 */

const PATIENTS = 12;

let t: TestApp;
let ground: SchedulingGround;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildSchedulingGround(t);
});
afterAll(() => t.close());

const book = (token: string, start: string) =>
  graphql(t.app, SCHEDULE, {
    variables: {
      token,
      branchId: ground.branch.id,
      studyTypeId: ground.pantomogram.id,
      deviceId: ground.pan.id,
      startTime: start,
      endTime: new Date(new Date(start).getTime() + 15 * 60_000).toISOString(),
    },
  });

describe('bookings from links at the same moment', () => {
  it(`${PATIENTS} patients, one slot: exactly one gets it, the others 'no longer free'`, async () => {
    const links = [];
    for (let i = 0; i < PATIENTS; i++) links.push(await patientWithLink(t, ground));
    const start = at(9, 0, 4);
    const responses = await Promise.all(links.map(({ token }) => book(token, start)));

    const codes = responses.map((response) => errorCode(response) ?? 'ok');
    expect(codes.filter((code) => code === 'ok')).toHaveLength(1);
    expect(codes.filter((code) => code === 'CONFLICT')).toHaveLength(PATIENTS - 1);
    expect(
      new Set(responses.flatMap((response) => (response.errors ?? []).map((e) => e.message))),
    ).toEqual(
      new Set(['Wybrany termin nie jest już wolny. Wybierz inny z odświeżonej listy terminów.']),
    );
    const booked = await t.database.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.deviceId, ground.pan.id), eq(bookings.startAt, new Date(start))));
    expect(booked).toHaveLength(1);

    // The losers' links were not spent: each can book another slot.
    const loser = links[codes.indexOf('CONFLICT')]!;
    expect(errorCode(await book(loser.token, at(9, 30, 4)))).toBeUndefined();
  });

  it('one link, two slots at once: one appointment, the other refused as used', async () => {
    const { token, referalId } = await patientWithLink(t, ground);
    const responses = await Promise.all([book(token, at(10, 0, 4)), book(token, at(11, 0, 4))]);
    const codes = responses.map((response) => errorCode(response) ?? 'ok').sort();
    expect(codes).toEqual(['LINK_USED', 'ok']);
    const booked = await t.database.db
      .select()
      .from(bookings)
      .where(eq(bookings.referalId, referalId));
    expect(booked).toHaveLength(1);
  });
});
