import type { TAppointmentsQuery } from '@portal/domain';
import { and, asc, eq, gt, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { branchScope, type BranchScope } from '../../auth/branch-policy.js';
import { patientScope } from '../../auth/patient-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import {
  bookings,
  branches,
  contacts,
  devices,
  patients,
  studyTypeDevices,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import type { BranchRow } from '../branches/branches.repository.js';
import type { DeviceRow } from '../common/common.loaders.js';
import { contactColumns, patientColumns } from '../patients/patient-rows.js';
import {
  appointmentColumns,
  type AppointmentModel,
  type BookingRow,
  type ReservationModel,
} from './booking-rows.js';

/**
 * The reads of the device calendar (ADR 0032; its writes are booking-writes.ts). Reads exist only
 * bound to a caller — `bookingsOf(db, actor)` — and apply the branch scope of
 * auth/branch-policy.ts to every statement; the patient joined to an appointment is read within
 * the caller's patient scope. Holds (`kind = 'hold'`) are never appointments, and a hold past
 * its `expires_at` is never read.
 */

type WhereKey = 'deviceId' | 'deviceIds' | 'branchId' | 'patientId';
const WHERE_KEYS: readonly WhereKey[] = ['deviceId', 'deviceIds', 'branchId', 'patientId'];

function whereConditions(where: TAppointmentsQuery['where']): SQL[] {
  const conditions: SQL[] = [
    sql`${bookings.startAt} >= ${sql.placeholder('from')}`,
    sql`${bookings.startAt} < ${sql.placeholder('to')}`,
  ];
  if (where.deviceId !== undefined) {
    conditions.push(sql`${bookings.deviceId} = ${sql.placeholder('deviceId')}`);
  }
  if (where.deviceIds !== undefined) {
    conditions.push(sql`${bookings.deviceId} = any(${sql.placeholder('deviceIds')}::int[])`);
  }
  if (where.branchId !== undefined) {
    conditions.push(sql`${bookings.branchId} = ${sql.placeholder('branchId')}`);
  }
  if (where.patientId !== undefined) {
    conditions.push(sql`${bookings.patientId} = ${sql.placeholder('patientId')}`);
  }
  return conditions;
}

function whereValues(where: TAppointmentsQuery['where']) {
  const values: Record<string, unknown> = { from: where.startDateFrom, to: where.startDateTo };
  for (const key of WHERE_KEYS) if (where[key] !== undefined) values[key] = where[key];
  return values;
}

/** An appointment row as selected, before its patient is put together. */
type SelectedAppointment = Omit<AppointmentModel, 'isBreak' | 'patient'> & {
  kind: BookingRow['kind'];
  patient: Omit<NonNullable<AppointmentModel['patient']>, 'contact'> | null;
  patientContact: NonNullable<AppointmentModel['patient']>['contact'] | null;
};

function appointmentOf({ kind, patient, patientContact, ...row }: SelectedAppointment) {
  return {
    ...row,
    isBreak: kind === 'break',
    patient: patient && patientContact ? { ...patient, contact: patientContact } : null,
  } satisfies AppointmentModel;
}

/** Appointments and breaks with what the calendar shows of them, for the caller. */
function appointmentQuery(db: Executor, actor: Actor, scope: BranchScope, where: SQL[]) {
  const patientsSeen = patientScope(actor);
  return db
    .select({ ...appointmentColumns, patient: patientColumns, patientContact: contactColumns })
    .from(bookings)
    .innerJoin(branches, eq(branches.id, bookings.branchId))
    .innerJoin(devices, eq(devices.id, bookings.deviceId))
    .leftJoin(patients, and(eq(patients.id, bookings.patientId), patientsSeen.condition))
    .leftJoin(contacts, eq(contacts.id, patients.contactId))
    .leftJoin(studyTypes, eq(studyTypes.id, bookings.studyTypeId))
    .where(and(ne(bookings.kind, 'hold'), scope.condition(sql`${bookings.branchId}`), ...where));
}

/** A hold that still holds: its expiry is ahead (ADR 0032). */
export const LIVE_HOLD = and(eq(bookings.kind, 'hold'), gt(bookings.expiresAt, sql`now()`));

/** The live holds with their holder's login, for the caller. */
function reservationQuery(db: Executor, scope: BranchScope, where: SQL) {
  return db
    .select({
      id: bookings.id,
      branchId: bookings.branchId,
      deviceId: bookings.deviceId,
      startDate: bookings.startAt,
      endDate: bookings.endAt,
      expiresAt: sql<Date>`${bookings.expiresAt}`.mapWith(bookings.expiresAt),
      createdById: bookings.createdById,
      createdBy: users.login,
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.createdById))
    .where(and(LIVE_HOLD, scope.condition(sql`${bookings.branchId}`), where));
}

/**
 * The statement of a page of appointments as `actor` reads it (by start, then id); exported so
 * the benchmark runs exactly what the API runs. Built once per shape (ADR 0029).
 */
export function appointmentPageQuery(
  db: Executor,
  actor: Actor,
  { where, pagination }: TAppointmentsQuery,
): BoundStatement<SelectedAppointment[]> {
  const scope = branchScope(actor);
  const patientsSeen = patientScope(actor);
  const keys = WHERE_KEYS.filter((key) => where[key] !== undefined).join(',');
  const shape = `bookings.page ${scope.shape} patients:${patientsSeen.shape} ${keys}`;
  const statement = preparedStatement(db, shape, 'reuse', () =>
    appointmentQuery(db, actor, scope, whereConditions(where))
      .orderBy(asc(bookings.startAt), asc(bookings.id))
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip')),
  );
  const values = { ...scope.values, ...patientsSeen.values, ...whereValues(where), ...pagination };
  return statement.bind(values);
}

/** The calendar as `actor` may see it (auth/branch-policy.ts): other branches do not exist. */
export interface BookingsAccess {
  /** A page of appointments and breaks starting in the range, by start then id. */
  appointments(query: TAppointmentsQuery): Promise<AppointmentModel[]>;
  appointment(id: number): Promise<AppointmentModel | undefined>;
  /** The live holds on the devices, by start. */
  reservations(deviceIds: readonly number[]): Promise<ReservationModel[]>;
  reservation(id: number): Promise<ReservationModel | undefined>;
  /** The booking (any kind, holds expired or not) locked for the caller's transaction. */
  lockBooking(id: number): Promise<BookingRow | undefined>;
  /** The active branch, if the caller runs it. */
  branch(id: number): Promise<{ id: number } | undefined>;
  /** The active own branches the caller runs, by name, at most `limit`. */
  calendarBranches(limit: number): Promise<BranchRow[]>;
}

/** The bookings `actor` may see, read through `db` (the pool or a transaction). */
export function bookingsOf(db: Executor, actor: Actor): BookingsAccess {
  const scope = branchScope(actor);
  const shape = `${scope.shape} patients:${patientScope(actor).shape}`;
  const scopeValues = { ...scope.values, ...patientScope(actor).values };
  return {
    appointments: async (query) =>
      (await appointmentPageQuery(db, actor, query).run()).map(appointmentOf),
    appointment: async (id) => {
      const statement = preparedStatement(db, `bookings.byId ${shape}`, 'reuse', () =>
        appointmentQuery(db, actor, scope, [eq(bookings.id, sql.placeholder('id'))]),
      );
      const [row] = await statement.bind({ ...scopeValues, id }).run();
      return row && appointmentOf(row);
    },
    reservations: async (deviceIds) => {
      if (deviceIds.length === 0) return [];
      const statement = preparedStatement(db, `bookings.holds ${scope.shape}`, 'reuse', () =>
        reservationQuery(
          db,
          scope,
          sql`${bookings.deviceId} = any(${sql.placeholder('deviceIds')}::int[])`,
        ).orderBy(asc(bookings.startAt), asc(bookings.id)),
      );
      return statement.bind({ ...scope.values, deviceIds }).run();
    },
    reservation: async (id) => {
      const [row] = await reservationQuery(db, scope, eq(bookings.id, id)).execute(scope.values);
      return row;
    },
    lockBooking: async (id) => {
      const [row] = await db
        .select()
        .from(bookings)
        .where(and(eq(bookings.id, id), scope.condition(sql`${bookings.branchId}`)))
        .for('update')
        .execute(scope.values);
      return row;
    },
    branch: async (id) => {
      const [row] = await db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.id, id), branches.active, scope.condition(sql`${branches.id}`)))
        .execute(scope.values);
      return row;
    },
    calendarBranches: (limit) =>
      db
        .select()
        .from(branches)
        .where(and(branches.active, branches.ownBranch, scope.condition(sql`${branches.id}`)))
        .orderBy(asc(sql`lower(${branches.name})`), asc(branches.id))
        .limit(limit)
        .execute(scope.values),
  };
}
/** The device with its branch and type, if it exists. */
export async function findDevice(db: Executor, id: number) {
  const [row] = await db.select().from(devices).where(eq(devices.id, id));
  return row;
}

/** The branch's enabled devices, by id. */
export async function enabledDevices(db: Executor, branchId: number): Promise<DeviceRow[]> {
  return db
    .select()
    .from(devices)
    .where(and(eq(devices.branchId, branchId), eq(devices.enabled, true)))
    .orderBy(asc(devices.id));
}

/**
 * How long each active study type takes on a device type (study_type_devices); a type missing
 * from the answer cannot be performed there.
 */
export async function studyTypeDurations(
  db: Executor,
  studyTypeIds: readonly number[],
  deviceType: string,
): Promise<Map<number, number>> {
  if (studyTypeIds.length === 0) return new Map();
  const rows = await db
    .select({ id: studyTypes.id, minutes: studyTypeDevices.durationMinutes })
    .from(studyTypes)
    .innerJoin(
      studyTypeDevices,
      and(
        eq(studyTypeDevices.studyTypeId, studyTypes.id),
        eq(studyTypeDevices.deviceType, deviceType),
      ),
    )
    .where(and(studyTypes.active, inArray(studyTypes.id, [...studyTypeIds])));
  return new Map(rows.map(({ id, minutes }) => [id, minutes]));
}

/** The busy intervals of devices overlapping [from, to): appointments, breaks, live holds. */
export async function busyIntervals(
  db: Executor,
  deviceIds: readonly number[],
  from: Date,
  to: Date,
): Promise<{ deviceId: number; start: Date; end: Date }[]> {
  if (deviceIds.length === 0) return [];
  return db
    .select({ deviceId: bookings.deviceId, start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(
      and(
        inArray(bookings.deviceId, [...deviceIds]),
        sql`${bookings.period} && tstzrange(${from.toISOString()}, ${to.toISOString()}, '[)')`,
        sql`(${bookings.kind} <> 'hold' or ${bookings.expiresAt} > now())`,
      ),
    );
}

/**
 * Whether something already holds part of [start, end) on the device: an appointment, a break or
 * a live hold, other than `ignoreId` and the holder's own holds (which a booking replaces). A
 * quick refusal before any transaction; the constraint still decides under the lock.
 */
export async function slotTakenOnDevice(
  db: Executor,
  slot: { deviceId: number; start: Date; end: Date; holderId: number; ignoreId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.deviceId, slot.deviceId),
        sql`${bookings.period} && tstzrange(${slot.start.toISOString()}, ${slot.end.toISOString()}, '[)')`,
        sql`(${bookings.kind} <> 'hold' or (${bookings.expiresAt} > now()
              and ${bookings.createdById} is distinct from ${slot.holderId}))`,
        ...(slot.ignoreId === undefined ? [] : [ne(bookings.id, slot.ignoreId)]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
