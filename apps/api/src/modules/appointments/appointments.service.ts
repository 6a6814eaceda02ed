import {
  bookingTimeProblem,
  type TAddAppointmentsInput,
  type TAppointmentsQuery,
  type TBreakInput,
  type TUpdateAppointmentInput,
} from '@portal/domain';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Database, Executor } from '../../db/client.js';
import { claimVersion, staleVersion } from '../../db/optimistic-lock.js';
import { bookings, studies } from '../../db/schema/index.js';
import { AppError, fieldRefused } from '../../errors/app-error.js';
import { entityAudit } from '../../platform/audit/audit.js';
import type { ReadAudit } from '../../platform/audit/read-audit.js';
import type { EventPublisher } from '../../platform/pubsub/event-publisher.js';
import { bookingChanged, type BookingChanged } from '../../platform/pubsub/events.js';
import { patientsOf } from '../patients/patients.repository.js';
import {
  appointmentNotFound,
  pastAppointment,
  patientNotFound,
  refusingOverlaps,
  slotTaken,
  timeRefused,
} from './booking-errors.js';
import { bookablePlace, durationsOn } from './booking-place.js';
import type { AppointmentModel, BookingRow } from './booking-rows.js';
import {
  deleteBookingRow,
  insertBookings,
  lockDevices,
  releaseHolds,
  updateBookingRow,
  type BookingValues,
} from './booking-writes.js';
import { bookingsOf, slotTakenOnDevice } from './bookings.repository.js';

/** What the calendar's services work with. */
export interface AppointmentDeps {
  db: Database;
  events: EventPublisher;
  readAudit: ReadAudit;
  /** The server's clock: what "in the future" means. */
  now: () => Date;
}

const audit = entityAudit('appointment');
const MINUTE_MS = 60_000;

/** A booking as the audit trail records it: where, when, for whom; no names. */
function snapshotOf(row: BookingRow) {
  const { kind, branchId, deviceId, startAt, endAt, patientId, studyTypeId, comments } = row;
  return { kind, branchId, deviceId, startAt, endAt, patientId, studyTypeId, comments };
}

/** The read of appointments is audited like any read of patients (ADR 0028). */
function auditRead(deps: AppointmentDeps, actor: Actor, rows: AppointmentModel[], id?: number) {
  const patientIds = [...new Set(rows.flatMap(({ patient }) => (patient ? [patient.id] : [])))];
  if (patientIds.length === 0) return;
  deps.readAudit.record({
    action: id === undefined ? 'appointment.list' : 'appointment.read',
    outcome: 'success',
    actorUserId: actor.userId,
    entityType: 'appointment',
    ...(id === undefined ? {} : { entityId: id }),
    address: actor.address,
    details: { patientIds },
  });
}

export async function listAppointments(
  deps: AppointmentDeps,
  actor: Actor,
  query: TAppointmentsQuery,
): Promise<AppointmentModel[]> {
  const rows = await bookingsOf(deps.db, actor).appointments(query);
  auditRead(deps, actor, rows);
  return rows;
}

export async function getAppointment(
  deps: AppointmentDeps,
  actor: Actor,
  id: number,
): Promise<AppointmentModel | null> {
  const row = await bookingsOf(deps.db, actor).appointment(id);
  if (row) auditRead(deps, actor, [row], id);
  return row ?? null;
}

/**
 * A quick refusal of a slot already taken, before any transaction: of fifty registrars pressing
 * Save at once, those who come after the first commit are told without waiting for a lock.
 */
export async function refuseTakenSlot(
  db: Executor,
  actor: Actor,
  slot: { deviceId: number; start: Date; end: Date; ignoreId?: number },
): Promise<void> {
  if (await slotTakenOnDevice(db, { ...slot, holderId: actor.userId })) throw slotTaken();
}

/** Tells every open calendar, after the commit. */
function announce(
  deps: AppointmentDeps,
  change: 'appointmentAdded' | 'appointmentUpdated' | 'appointmentDeleted',
  rows: readonly BookingChanged[],
  releasedHolds: readonly BookingChanged[] = [],
) {
  for (const hold of releasedHolds) deps.events.publish(bookingChanged('reservationDeleted', hold));
  for (const row of rows) deps.events.publish(bookingChanged(change, row));
}

async function readBack(deps: AppointmentDeps, actor: Actor, id: number) {
  const row = await bookingsOf(deps.db, actor).appointment(id);
  if (!row) throw appointmentNotFound(id);
  return row;
}

/**
 * addAppointments: one appointment per study type, back to back from the start, each as long as
 * its type takes on the device (spec part 1 §4). All or none: one transaction, which also
 * releases the device's expired holds and the caller's own hold that the form kept (ADR 0032);
 * a slot taken meanwhile refuses the whole booking with 'slotTaken'.
 */
export async function addAppointments(
  deps: AppointmentDeps,
  actor: Actor,
  input: TAddAppointmentsInput,
): Promise<AppointmentModel[]> {
  const device = await bookablePlace(deps.db, actor, input);
  if (!(await patientsOf(deps.db, actor).exists(input.patient))) {
    throw patientNotFound(input.patient);
  }
  const minutes = await durationsOn(deps.db, device, input.studyTypes);
  const total = minutes.reduce((sum, m) => sum + m, 0);
  const end = new Date(input.startDate.getTime() + total * MINUTE_MS);
  const problem = bookingTimeProblem(input.startDate, end, deps.now());
  if (problem) throw timeRefused(problem);
  await refuseTakenSlot(deps.db, actor, { deviceId: input.device, start: input.startDate, end });

  let start = input.startDate.getTime();
  const rows: BookingValues[] = input.studyTypes.map((studyTypeId, index) => {
    const startAt = new Date(start);
    start += minutes[index]! * MINUTE_MS;
    return {
      kind: 'appointment',
      branchId: input.branch,
      deviceId: input.device,
      startAt,
      endAt: new Date(start),
      patientId: input.patient,
      studyTypeId,
      comments: input.comments,
      createdById: actor.userId,
    };
  });
  const { ids, released } = await refusingOverlaps(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, [input.device]);
      const releasedHolds = await releaseHolds(tx, input.device, actor.userId);
      const created = await insertBookings(tx, rows);
      for (const [index, id] of created.entries()) {
        await audit(tx, actor, 'appointment.create', id, { after: snapshotOfValues(rows[index]!) });
      }
      return { ids: created, released: releasedHolds };
    }),
  );
  const booked = ids.map((id) => ({ id, branchId: input.branch, deviceId: input.device }));
  announce(deps, 'appointmentAdded', booked, released);
  return Promise.all(ids.map((id) => readBack(deps, actor, id)));
}

const snapshotOfValues = (values: BookingValues) =>
  snapshotOf({ ...values, patientId: values.patientId ?? null } as BookingRow);

/** addBreak: a device's time with no patient (spec part 1 §5: branch, device and times only). */
export async function addBreak(
  deps: AppointmentDeps,
  actor: Actor,
  input: TBreakInput,
): Promise<AppointmentModel> {
  await bookablePlace(deps.db, actor, input);
  const problem = bookingTimeProblem(input.startDate, input.endDate, deps.now());
  if (problem) throw timeRefused(problem);
  const slot = { deviceId: input.device, start: input.startDate, end: input.endDate };
  await refuseTakenSlot(deps.db, actor, slot);
  const values: BookingValues = {
    kind: 'break',
    branchId: input.branch,
    deviceId: input.device,
    startAt: input.startDate,
    endAt: input.endDate,
    comments: input.comments,
    createdById: actor.userId,
  };
  const { id, released } = await refusingOverlaps(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, [input.device]);
      const releasedHolds = await releaseHolds(tx, input.device, actor.userId);
      const [created] = await insertBookings(tx, [values]);
      await audit(tx, actor, 'appointment.createBreak', created!, {
        after: snapshotOfValues(values),
      });
      return { id: created!, released: releasedHolds };
    }),
  );
  announce(
    deps,
    'appointmentAdded',
    [{ id, branchId: input.branch, deviceId: input.device }],
    released,
  );
  return readBack(deps, actor, id);
}

/** The appointment or break, locked, if the caller sees it; holds are not appointments. */
async function lockAppointment(tx: Executor, actor: Actor, id: number): Promise<BookingRow> {
  const row = await bookingsOf(tx, actor).lockBooking(id);
  if (!row || row.kind === 'hold') throw appointmentNotFound(id);
  return row;
}

/** An appointment whose study was issued is history: it neither moves nor goes (issue 15). */
async function refuseWithStudy(tx: Executor, id: number): Promise<void> {
  const [study] = await tx
    .select({ id: studies.id })
    .from(studies)
    .where(eq(studies.appointmentId, id));
  if (study) throw new AppError('CONFLICT', 'errors.appointment.hasStudy');
}

/** The new values of an edited booking, checked as addAppointments checks a new one. */
async function editedValues(
  tx: Executor,
  { actor, now }: { actor: Actor; now: Date },
  current: BookingRow,
  input: TUpdateAppointmentInput,
): Promise<Partial<BookingValues>> {
  const device = await bookablePlace(tx, actor, input);
  const problem = bookingTimeProblem(input.startDate, input.endDate, now);
  if (problem) throw timeRefused(problem);
  const place = {
    branchId: input.branch,
    deviceId: input.device,
    startAt: input.startDate,
    endAt: input.endDate,
    comments: input.comments,
    // A new time is a new day to remind the patient of.
    ...(input.startDate.getTime() === current.startAt.getTime() ? {} : { reminderSentAt: null }),
  };
  if (current.kind === 'break') return place;
  if (input.patient === undefined) {
    throw fieldRefused('patient', 'validation.appointment.patientRequired');
  }
  if (input.studyType === undefined) {
    throw fieldRefused('studyType', 'validation.appointment.studyTypeRequired');
  }
  if (!(await patientsOf(tx, actor).exists(input.patient))) throw patientNotFound(input.patient);
  // Moved to another device (a drop, spec part 1 §4): that device must perform the study type.
  await durationsOn(tx, device, [input.studyType]);
  return { ...place, patientId: input.patient, studyTypeId: input.studyType };
}

/**
 * updateAppointment: the booking as the form or a drop holds it, with the version edited
 * (ADR 0021). Past bookings do not move (spec part 1 §4); the new place is checked like a new
 * booking, and the exclusion constraint decides the slot.
 */
export async function updateAppointment(
  deps: AppointmentDeps,
  actor: Actor,
  update: { id: number; input: TUpdateAppointmentInput },
): Promise<AppointmentModel> {
  const { id, input } = update;
  const slot = { deviceId: input.device, start: input.startDate, end: input.endDate, ignoreId: id };
  await refuseTakenSlot(deps.db, actor, slot);
  const outcome = await refusingOverlaps(() =>
    deps.db.transaction(async (tx) => {
      await lockDevices(tx, [input.device]);
      const current = await lockAppointment(tx, actor, id);
      await refuseWithStudy(tx, id);
      const now = deps.now();
      if (current.startAt.getTime() <= now.getTime()) throw pastAppointment();
      const values = await editedValues(tx, { actor, now }, current, input);
      const claim = await claimVersion(tx, bookings, id, input.version);
      if (!claim.claimed) return { stale: claim.currentVersion } as const;
      const released = await releaseHolds(tx, input.device, actor.userId);
      await updateBookingRow(tx, id, values);
      const after = snapshotOf({ ...current, ...values });
      await audit(tx, actor, 'appointment.update', id, { before: snapshotOf(current), after });
      return { released, before: current } as const;
    }),
  );
  if ('stale' in outcome) {
    const details = {
      reason: 'staleVersion',
      version: input.version,
      currentVersion: outcome.stale,
    };
    await audit(deps.db, actor, 'appointment.update', id, details, 'failure');
    throw staleVersion(outcome.stale ?? null);
  }
  // Moved to another branch: its former branch's calendars lose it (clients upsert by id, so a
  // move between devices of one branch needs only the update).
  if (outcome.before.branchId !== input.branch) {
    announce(deps, 'appointmentDeleted', [outcome.before]);
  }
  const moved = { id, branchId: input.branch, deviceId: input.device };
  announce(deps, 'appointmentUpdated', [moved], outcome.released);
  return readBack(deps, actor, id);
}

/** deleteAppointment: the appointment or break goes, with its audit row. */
export async function deleteAppointment(
  deps: AppointmentDeps,
  actor: Actor,
  id: number,
): Promise<void> {
  const removed = await deps.db.transaction(async (tx) => {
    const current = await lockAppointment(tx, actor, id);
    await refuseWithStudy(tx, id);
    await deleteBookingRow(tx, id);
    await audit(tx, actor, 'appointment.delete', id, { before: snapshotOf(current) });
    return current;
  });
  announce(deps, 'appointmentDeleted', [removed]);
}
