import { RESERVATION_TIMER_SECONDS } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADD_APPOINTMENTS,
  ADD_RESERVATION,
  at,
  book,
  buildCalendar,
  calendarCaller,
  DELETE_RESERVATION,
  LIST_RESERVATIONS,
  messageOf,
  UPDATE_RESERVATION,
  type CalendarCaller,
  type ReservationData,
} from '../../test/calendar.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { sweepExpiredHolds } from './booking-writes.js';

let t: TestApp;
let calendar: Awaited<ReturnType<typeof buildCalendar>>;
let anna: CalendarCaller;
let bartek: CalendarCaller;

beforeAll(async () => {
  t = await createTestApp();
  calendar = await buildCalendar(t);
  anna = await calendarCaller(t, 'Registration', [calendar.branch.id]);
  bartek = await calendarCaller(t, 'Registration', [calendar.branch.id]);
});
afterAll(() => t.close());

function hold(caller: CalendarCaller, start: string, end: string, deviceId = calendar.cbct.id) {
  return graphql<{ addReservation: ReservationData }>(t.app, ADD_RESERVATION, {
    ...caller.options,
    variables: { data: { deviceId, startDate: start, endDate: end } },
  });
}

function cbctBooking(start: string) {
  return {
    branch: calendar.branch.id,
    device: calendar.cbct.id,
    startDate: start,
    patient: calendar.patient.id,
    studyTypes: [calendar.cbctScan.id],
  };
}

/** Lets a hold run out, as if RESERVATION_TIMER_SECONDS had passed. */
async function expire(id: string) {
  await t.database.db.execute(
    sql`update bookings set expires_at = now() - interval '1 second' where id = ${Number(id)}`,
  );
}

describe('holding a slot while the form is filled in', () => {
  it(`holds it for ${RESERVATION_TIMER_SECONDS} s, and others see the hold with its holder`, async () => {
    const before = Date.now();
    const taken = await hold(anna, at(9, 0), at(9, 30));
    const reservation = taken.data!.addReservation;
    const expiresIn = new Date(reservation.expiresAt).getTime() - before;
    expect(expiresIn).toBeGreaterThan((RESERVATION_TIMER_SECONDS - 5) * 1000);
    expect(expiresIn).toBeLessThan((RESERVATION_TIMER_SECONDS + 5) * 1000);
    const seen = await graphql<{ reservations: ReservationData[] }>(t.app, LIST_RESERVATIONS, {
      ...bartek.options,
      variables: { deviceIds: [calendar.cbct.id] },
    });
    expect(seen.data!.reservations).toEqual([
      expect.objectContaining({ id: reservation.id, createdById: String(anna.id) }),
    ]);
  });

  it("refuses to book over someone else's hold, and to hold over it", async () => {
    await hold(anna, at(10, 0), at(10, 30));
    const booked = await graphql(t.app, ADD_APPOINTMENTS, {
      ...bartek.options,
      variables: { data: cbctBooking(at(10, 0)) },
    });
    expect(errorCode(booked)).toBe('CONFLICT');
    expect(messageOf(booked)).toBe(
      'Ten termin w wybranym gabinecie jest już zajęty. Wybierz inny termin lub gabinet.',
    );
    expect(errorCode(await hold(bartek, at(10, 15), at(10, 45)))).toBe('CONFLICT');
  });

  it("turns the holder's own hold into the appointment", async () => {
    const taken = await hold(anna, at(11, 0), at(11, 30));
    await expect(book(t, anna, cbctBooking(at(11, 0)))).resolves.toHaveLength(1);
    const left = await graphql<{ reservations: ReservationData[] }>(t.app, LIST_RESERVATIONS, {
      ...anna.options,
      variables: { deviceIds: [calendar.cbct.id] },
    });
    expect(left.data!.reservations.map(({ id }) => id)).not.toContain(
      taken.data!.addReservation.id,
    );
  });

  it('moves the hold when the end changes, and renews its timer', async () => {
    const taken = (await hold(anna, at(12, 0), at(12, 15))).data!.addReservation;
    const moved = await graphql<{ updateReservation: ReservationData }>(t.app, UPDATE_RESERVATION, {
      ...anna.options,
      variables: {
        id: taken.id,
        data: { deviceId: calendar.cbct.id, startDate: at(12, 0), endDate: at(12, 45) },
      },
    });
    expect(moved.data!.updateReservation).toMatchObject({ id: taken.id, endDate: at(12, 45) });
    // Only the holder moves it.
    const foreign = await graphql(t.app, UPDATE_RESERVATION, {
      ...bartek.options,
      variables: {
        id: taken.id,
        data: { deviceId: calendar.cbct.id, startDate: at(12, 0), endDate: at(12, 30) },
      },
    });
    expect(messageOf(foreign)).toBe('Rezerwacja terminu wygasła lub została zwolniona.');
  });

  it('stops holding once expired: the slot is bookable and the hold cannot be moved', async () => {
    const taken = (await hold(anna, at(13, 0), at(13, 30))).data!.addReservation;
    await expire(taken.id);
    const seen = await graphql<{ reservations: ReservationData[] }>(t.app, LIST_RESERVATIONS, {
      ...bartek.options,
      variables: { deviceIds: [calendar.cbct.id] },
    });
    expect(seen.data!.reservations.map(({ id }) => id)).not.toContain(taken.id);
    await expect(book(t, bartek, cbctBooking(at(13, 0)))).resolves.toHaveLength(1);
    const moved = await graphql(t.app, UPDATE_RESERVATION, {
      ...anna.options,
      variables: {
        id: taken.id,
        data: { deviceId: calendar.cbct.id, startDate: at(14, 0), endDate: at(14, 30) },
      },
    });
    expect(errorCode(moved)).toBe('NOT_FOUND');
  });

  it('releases a hold on leave; releasing it twice is fine', async () => {
    const taken = (await hold(anna, at(15, 0), at(15, 30))).data!.addReservation;
    for (let i = 0; i < 2; i++) {
      const released = await graphql(t.app, DELETE_RESERVATION, {
        ...anna.options,
        variables: { id: taken.id },
      });
      expect(released.data).toEqual({ deleteReservation: true });
    }
    await expect(book(t, bartek, cbctBooking(at(15, 0)))).resolves.toHaveLength(1);
  });

  it('is swept by the job once expired', async () => {
    const taken = (await hold(anna, at(16, 0), at(16, 30))).data!.addReservation;
    await expire(taken.id);
    expect(await sweepExpiredHolds(t.database.db)).toBeGreaterThanOrEqual(1);
    const [row] = (
      await t.database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from bookings where id = ${Number(taken.id)}`,
      )
    ).rows;
    expect(row!.n).toBe(0);
  });

  it("refuses a hold on another branch's device as an unknown device", async () => {
    const other = await buildCalendar(t);
    const response = await hold(anna, at(9, 0), at(9, 30), other.cbct.id);
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});
