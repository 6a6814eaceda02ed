import {
  bookingTimeProblem,
  RESERVATION_TIMER_SECONDS,
  type TReservationInput,
} from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { bookingChanged, type BookingChanged } from '../../platform/pubsub/events.js';
import { refuseTakenSlot, type AppointmentDeps } from './appointments.service.js';
import { refusingOverlaps, reservationNotFound, timeRefused } from './booking-errors.js';
import { holdableDevice } from './booking-place.js';
import type { ReservationModel } from './booking-rows.js';
import {
  deleteOwnHold,
  insertBookings,
  lockDevices,
  moveLiveHold,
  releaseHolds,
} from './booking-writes.js';
import { bookingsOf } from './bookings.repository.js';

/**
 * Holds (spec part 1 §3 Reservation, §4 "Appointment form"): while a registrar fills in the form,
 * the slot is theirs for RESERVATION_TIMER_SECONDS after its last change; nobody can book over it
 * (the exclusion constraint counts holds, ADR 0032). A hold is not audited: it books nothing and
 * names no patient, and the appointment it ends in is.
 */

type ReservationDeps = Pick<AppointmentDeps, 'db' | 'events' | 'now'>;

/** A hold's times: the slot, and its expiry RESERVATION_TIMER_SECONDS from now (the database's). */
const times = (input: TReservationInput) => ({
  startAt: input.startDate,
  endAt: input.endDate,
  expiresAt: sql`now() + make_interval(secs => ${RESERVATION_TIMER_SECONDS})` as unknown as Date,
});

const slotOf = (deviceId: number, input: TReservationInput) => ({
  deviceId,
  start: input.startDate,
  end: input.endDate,
});

function checkTimes(deps: ReservationDeps, input: TReservationInput) {
  const problem = bookingTimeProblem(input.startDate, input.endDate, deps.now());
  if (problem) throw timeRefused(problem);
}

function announce(deps: ReservationDeps, released: readonly BookingChanged[]) {
  for (const hold of released) deps.events.publish(bookingChanged('reservationDeleted', hold));
}

async function readBack(deps: ReservationDeps, actor: Actor, id: number) {
  const row = await bookingsOf(deps.db, actor).reservation(id);
  if (!row) throw reservationNotFound();
  return row;
}

/** addReservation: holds the slot for the caller, replacing their other holds on the device. */
export async function addReservation(
  deps: ReservationDeps,
  actor: Actor,
  input: TReservationInput,
): Promise<ReservationModel> {
  const device = await holdableDevice(deps.db, actor, input.deviceId);
  checkTimes(deps, input);
  await refuseTakenSlot(deps.db, actor, slotOf(device.id, input));
  const { id, released } = await refusingOverlaps(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, [device.id]);
      const releasedHolds = await releaseHolds(tx, device.id, actor.userId);
      const [created] = await insertBookings(tx, [
        {
          kind: 'hold',
          branchId: device.branchId,
          deviceId: device.id,
          ...times(input),
          createdById: actor.userId,
        },
      ]);
      return { id: created!, released: releasedHolds };
    }),
  );
  announce(deps, released);
  deps.events.publish(
    bookingChanged('reservationAdded', { id, branchId: device.branchId, deviceId: device.id }),
  );
  return readBack(deps, actor, id);
}

/**
 * updateReservation: moves the caller's own live hold (the form's end changed) and restarts its
 * timer. An expired or foreign hold is 'not found': the form then says the time ran out.
 */
export async function updateReservation(
  deps: ReservationDeps,
  actor: Actor,
  update: { id: number; input: TReservationInput },
): Promise<ReservationModel> {
  const { id, input } = update;
  const device = await holdableDevice(deps.db, actor, input.deviceId);
  checkTimes(deps, input);
  await refuseTakenSlot(deps.db, actor, { ...slotOf(device.id, input), ignoreId: id });
  const moved = await refusingOverlaps(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, [device.id]);
      const before = await bookingsOf(tx, actor).lockBooking(id);
      const own = before?.kind === 'hold' && before.createdById === actor.userId;
      if (!own) return null;
      await releaseHolds(tx, device.id);
      const values = { branchId: device.branchId, deviceId: device.id, ...times(input) };
      return (await moveLiveHold(tx, id, values)) ? before : null;
    }),
  );
  if (!moved) throw reservationNotFound();
  if (moved.branchId !== device.branchId) {
    deps.events.publish(bookingChanged('reservationDeleted', moved));
  }
  const now = { id, branchId: device.branchId, deviceId: device.id };
  deps.events.publish(bookingChanged('reservationUpdated', now));
  return readBack(deps, actor, id);
}

/** deleteReservation: releases the caller's own hold; an already gone one is fine (true). */
export async function deleteReservation(
  deps: ReservationDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  const removed = await deleteOwnHold(deps.db, id, actor.userId);
  if (removed) announce(deps, [removed]);
}
