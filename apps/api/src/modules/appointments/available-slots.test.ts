import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  book,
  buildCalendar,
  calendarCaller,
  type CalendarCaller,
} from '../../test/calendar.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const SLOTS = `query($branchId: ID!, $date: Date!, $studyTypeId: ID!) {
  getAvailableAppointmentSlots(branchId: $branchId, date: $date, studyTypeId: $studyTypeId) {
    startTime endTime deviceId
  }
}`;

type Slot = { startTime: string; endTime: string; deviceId: string };

let t: TestApp;
let calendar: Awaited<ReturnType<typeof buildCalendar>>;
let registrar: CalendarCaller;

beforeAll(async () => {
  t = await createTestApp();
  calendar = await buildCalendar(t);
  registrar = await calendarCaller(t, 'Registration', [calendar.branch.id]);
});
afterAll(() => t.close());

function slots(date: string, studyTypeId: number, caller = registrar) {
  return graphql<{ getAvailableAppointmentSlots: Slot[] }>(t.app, SLOTS, {
    ...caller.options,
    variables: { branchId: calendar.branch.id, date, studyTypeId },
  });
}

describe('getAvailableAppointmentSlots', () => {
  it('offers the free slots of the devices able to perform the study type, inside business hours', async () => {
    // Monday 7 January 2030: 08:00–20:00; a CBCT scan takes 30 minutes, only on the CBCT.
    const free = (await slots('2030-01-07', calendar.cbctScan.id)).data!
      .getAvailableAppointmentSlots;
    expect(new Set(free.map(({ deviceId }) => deviceId))).toEqual(
      new Set([String(calendar.cbct.id)]),
    );
    expect(free[0]).toEqual({
      startTime: at(8, 0),
      endTime: at(8, 30),
      deviceId: String(calendar.cbct.id),
    });
    expect(free.at(-1)!.endTime).toBe(at(20, 0));
    expect(free).toHaveLength(47);
  });

  it('leaves out what is booked', async () => {
    await book(t, registrar, {
      branch: calendar.branch.id,
      device: calendar.cbct.id,
      startDate: at(9, 0, 1),
      patient: calendar.patient.id,
      studyTypes: [calendar.cbctScan.id],
    });
    const free = (await slots('2030-01-08', calendar.cbctScan.id)).data!
      .getAvailableAppointmentSlots;
    const starts = free.map(({ startTime }) => startTime);
    expect(starts).toContain(at(8, 30, 1));
    expect(starts).not.toContain(at(8, 45, 1));
    expect(starts).not.toContain(at(9, 0, 1));
    expect(starts).not.toContain(at(9, 15, 1));
    expect(starts).toContain(at(9, 30, 1));
  });

  it('has nothing on a Sunday, and refuses a branch the caller does not run', async () => {
    expect((await slots('2030-01-06', calendar.cbctScan.id)).data).toEqual({
      getAvailableAppointmentSlots: [],
    });
    const outsider = await calendarCaller(t, 'Registration', []);
    expect(errorCode(await slots('2030-01-07', calendar.cbctScan.id, outsider))).toBe('NOT_FOUND');
  });
});
