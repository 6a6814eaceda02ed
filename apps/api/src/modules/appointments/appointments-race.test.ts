import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_APPOINTMENTS,
  ADD_RESERVATION,
  at,
  buildCalendar,
  calendarCaller,
  type CalendarCaller,
} from '../../test/calendar.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Fifty registrars press Save on the same slot at the same moment (issue 14 §Tests): the
 * exclusion constraint lets exactly one through and the others get the localized conflict —
 * never a double booking, never a 500.
 */

const CALLERS = 50;

let t: TestApp;
let calendar: Awaited<ReturnType<typeof buildCalendar>>;
let registrars: CalendarCaller[];

beforeAll(async () => {
  t = await createTestApp();
  calendar = await buildCalendar(t);
  registrars = [];
  for (let i = 0; i < CALLERS; i++) {
    registrars.push(await calendarCaller(t, 'Registration', [calendar.branch.id]));
  }
});
afterAll(() => t.close());

async function outcomes(call: (caller: CalendarCaller) => Promise<GraphQLResponse>) {
  const responses = await Promise.all(registrars.map(call));
  const codes = responses.map((response) => errorCode(response) ?? 'ok');
  return {
    ok: codes.filter((code) => code === 'ok').length,
    conflicts: codes.filter((code) => code === 'CONFLICT').length,
    messages: new Set(responses.flatMap((r) => (r.errors ?? []).map((e) => e.message))),
  };
}

describe(`${CALLERS} concurrent bookings of one slot`, () => {
  it('addAppointments: exactly one succeeds, the rest get the conflict', async () => {
    const result = await outcomes((caller) =>
      graphql(t.app, ADD_APPOINTMENTS, {
        ...caller.options,
        variables: {
          data: {
            branch: calendar.branch.id,
            device: calendar.cbct.id,
            startDate: at(9, 0, 3),
            patient: calendar.patient.id,
            studyTypes: [calendar.cbctScan.id],
          },
        },
      }),
    );
    expect(result).toEqual({
      ok: 1,
      conflicts: CALLERS - 1,
      messages: new Set([
        'Ten termin w wybranym gabinecie jest już zajęty. Wybierz inny termin lub gabinet.',
      ]),
    });
  });

  it('addReservation: exactly one holds the slot, the rest get the conflict', async () => {
    const result = await outcomes((caller) =>
      graphql(t.app, ADD_RESERVATION, {
        ...caller.options,
        variables: {
          data: { deviceId: calendar.pan.id, startDate: at(10, 0, 3), endDate: at(10, 15, 3) },
        },
      }),
    );
    expect(result.ok).toBe(1);
    expect(result.conflicts).toBe(CALLERS - 1);
  });
});
