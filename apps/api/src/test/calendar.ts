import type { Role } from '@portal/domain';
import type { Database } from '../db/client.js';
import { createSession } from '../auth/sessions.js';
import { devices, studyTypeDevices, studyTypes, userBranches } from '../db/schema/index.js';
import { buildPatient, buildUser } from './factories.js';
import { graphql, type CallOptions, type GraphQLResponse } from './graphql.js';
import { buildBranch } from './tablets.js';
import type { TestApp } from './test-app.js';

/** The calendar API tests' branches, devices, study types, callers and calls (issue 14). */

let sequence = 0;

/** A branch with a CBCT and a pantomograph. */
export async function buildCalendarBranch(db: Database) {
  const branch = await buildBranch(db);
  const [cbct, pan] = await db
    .insert(devices)
    .values([
      { branchId: branch.id, name: 'CBCT 1', deviceType: 'CBCT' },
      { branchId: branch.id, name: 'Pantomograf 1', deviceType: 'PANTOMOGRAPH' },
    ])
    .returning();
  return { branch, cbct: cbct!, pan: pan! };
}

/** A study type and how long it takes on each device type named. */
export async function buildStudyType(db: Database, durations: Record<string, number>) {
  sequence += 1;
  const [row] = await db
    .insert(studyTypes)
    .values({ code: `CAL-${sequence}`, name: `Badanie ${sequence}` })
    .returning();
  await db.insert(studyTypeDevices).values(
    Object.entries(durations).map(([deviceType, durationMinutes]) => ({
      studyTypeId: row!.id,
      deviceType,
      durationMinutes,
    })),
  );
  return row!;
}

export interface CalendarCaller {
  id: number;
  options: CallOptions;
}

/** A signed-in user of `role` working in `branchIds`. */
export async function calendarCaller(
  t: TestApp,
  role: Role,
  branchIds: number[],
): Promise<CalendarCaller> {
  const db = t.database.db;
  const user = await buildUser(db, { roles: [role], acceptedTerms: true });
  if (branchIds.length > 0) {
    await db
      .insert(userBranches)
      .values(branchIds.map((branchId) => ({ userId: user.id, branchId })));
  }
  const { token } = await createSession(db, user.id, t.config.sessionTtlMinutes);
  return { id: user.id, options: { token, role } };
}

/** Everything a calendar test books on: a branch, its devices, study types and a patient. */
export async function buildCalendar(t: TestApp) {
  const db = t.database.db;
  const place = await buildCalendarBranch(db);
  // A CBCT scan takes 30 minutes on a CBCT; a pantomogram 15 on either device.
  const cbctScan = await buildStudyType(db, { CBCT: 30 });
  const pantomogram = await buildStudyType(db, { CBCT: 15, PANTOMOGRAPH: 15 });
  const patient = await buildPatient(db);
  return { ...place, cbctScan, pantomogram, patient };
}

/**
 * An instant of a future Warsaw day: `at(9, 0)` is 09:00 on Monday 7 January 2030 (winter, UTC+1),
 * `at(9, 0, 1)` the day after.
 */
export function at(hour: number, minute: number, dayOffset = 0): string {
  return new Date(Date.UTC(2030, 0, 7 + dayOffset, hour - 1, minute)).toISOString();
}

export const APPOINTMENT_FIELDS = `id startDate endDate isBreak comments createdByPatient version
  branch { id } device { id } patient { id contact { lastName } } studyType { id name is3D }`;

export const ADD_APPOINTMENTS = `mutation($data: AddAppointmentsInput!) {
  addAppointments(data: $data) { ${APPOINTMENT_FIELDS} }
}`;
export const UPDATE_APPOINTMENT = `mutation($id: ID!, $data: UpdateAppointmentInput!) {
  updateAppointment(id: $id, data: $data) { ${APPOINTMENT_FIELDS} }
}`;
export const DELETE_APPOINTMENT = `mutation($id: ID!) { deleteAppointment(id: $id) }`;
export const ADD_BREAK = `mutation($data: BreakInput!) { addBreak(data: $data) { ${APPOINTMENT_FIELDS} } }`;
export const GET_APPOINTMENT = `query($id: ID!) { appointment(id: $id) { ${APPOINTMENT_FIELDS} } }`;
export const LIST_APPOINTMENTS = `query($where: AppointmentsWhere!, $pagination: PaginationInput) {
  appointments(where: $where, pagination: $pagination) { ${APPOINTMENT_FIELDS} }
}`;
export const RESERVATION_FIELDS = 'id deviceId startDate endDate expiresAt createdById createdBy';
export const ADD_RESERVATION = `mutation($data: ReservationInput!) {
  addReservation(data: $data) { ${RESERVATION_FIELDS} }
}`;
export const UPDATE_RESERVATION = `mutation($id: ID!, $data: ReservationInput!) {
  updateReservation(id: $id, data: $data) { ${RESERVATION_FIELDS} }
}`;
export const DELETE_RESERVATION = `mutation($id: ID!) { deleteReservation(id: $id) }`;
export const LIST_RESERVATIONS = `query($deviceIds: [ID!]) {
  reservations(deviceIds: $deviceIds) { ${RESERVATION_FIELDS} }
}`;

export interface AppointmentData {
  id: string;
  startDate: string;
  endDate: string;
  isBreak: boolean;
  comments: string | null;
  version: number;
  branch: { id: string };
  device: { id: string };
  patient: { id: string; contact: { lastName: string } } | null;
  studyType: { id: string; name: string; is3D: boolean } | null;
}

export interface ReservationData {
  id: string;
  deviceId: string;
  startDate: string;
  endDate: string;
  expiresAt: string;
  createdById: string;
  createdBy: string;
}

/** Books through the API; fails the test when it does not succeed. */
export async function book(
  t: TestApp,
  caller: CalendarCaller,
  data: Record<string, unknown>,
): Promise<AppointmentData[]> {
  const response = await graphql<{ addAppointments: AppointmentData[] }>(t.app, ADD_APPOINTMENTS, {
    ...caller.options,
    variables: { data },
  });
  if (!response.data) throw new Error(`not booked: ${JSON.stringify(response.errors)}`);
  return response.data.addAppointments;
}

/** The first error's localized message (Polish by default). */
export function messageOf(response: GraphQLResponse): string | undefined {
  return response.errors?.[0]?.message;
}
