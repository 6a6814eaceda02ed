import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  book,
  buildCalendar,
  calendarCaller,
  DELETE_APPOINTMENT,
  type CalendarCaller,
} from '../../test/calendar.js';
import { graphql } from '../../test/graphql.js';
import { eventually, portOf, quietPeriod, subscribe } from '../../test/subscriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Every open calendar of a branch hears its bookings (spec part 1 §4 "Calendar": the six
 * subscriptions); the calendars of other branches hear nothing of them.
 */

let t: TestApp;
let home: Awaited<ReturnType<typeof buildCalendar>>;
let away: Awaited<ReturnType<typeof buildCalendar>>;
let anna: CalendarCaller;
let outsider: CalendarCaller;
let slot = 0;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  home = await buildCalendar(t);
  away = await buildCalendar(t);
  anna = await calendarCaller(t, 'Registration', [home.branch.id]);
  outsider = await calendarCaller(t, 'Registration', [away.branch.id]);
});
afterAll(() => t.close());

/** Books the next free quarter hour of a day far ahead in `calendar`. */
function bookNext(calendar: typeof home, caller: CalendarCaller) {
  slot += 1;
  return book(t, caller, {
    branch: calendar.branch.id,
    device: calendar.pan.id,
    startDate: at(8 + Math.floor(slot / 4), (slot % 4) * 15, 10),
    patient: calendar.patient.id,
    studyTypes: [calendar.pantomogram.id],
  });
}

const options = (caller: CalendarCaller) => ({
  token: caller.options.token,
  role: caller.options.role,
});

describe('calendar subscriptions', () => {
  it("deliver a branch's bookings to its calendars only", async () => {
    type Added = { appointmentAdded: { id: string; patient: { id: string } | null } };
    const outsiders = subscribe<Added>(
      portOf(t.app),
      'subscription { appointmentAdded { id patient { id } } }',
      options(outsider),
    );
    const annas = subscribe<Added>(
      portOf(t.app),
      'subscription { appointmentAdded { id patient { id } } }',
      options(anna),
    );
    const deletions = subscribe<{ appointmentDeleted: { id: string; deviceId: string } }>(
      portOf(t.app),
      'subscription { appointmentDeleted { id branchId deviceId } }',
      options(anna),
    );
    try {
      // The outsider's calendar listens: it hears its own branch.
      await eventually(() => outsiders.events.length > 0, 'own branch event', {
        poke: () => bookNext(away, outsider),
      });
      const heardByOutsider = outsiders.events.length;

      const booked: string[] = [];
      await eventually(() => annas.events.length > 0, "anna's branch event", {
        poke: async () => booked.push((await bookNext(home, anna))[0]!.id),
      });
      expect(booked).toContain(annas.events[0]!.appointmentAdded.id);
      expect(annas.events[0]!.appointmentAdded.patient).toEqual({ id: String(home.patient.id) });

      await eventually(() => deletions.events.length > 0, 'a deletion', {
        poke: async () => {
          const [row] = await bookNext(home, anna);
          await graphql(t.app, DELETE_APPOINTMENT, { ...anna.options, variables: { id: row!.id } });
        },
      });
      expect(deletions.events[0]!.appointmentDeleted).toMatchObject({
        deviceId: String(home.pan.id),
      });

      await quietPeriod();
      // Nothing of anna's branch reached the outsider after their own events.
      expect(outsiders.events.slice(heardByOutsider)).toEqual([]);
    } finally {
      await Promise.all([outsiders.dispose(), annas.dispose(), deletions.dispose()]);
    }
  });
});
