import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELETE_PATIENT } from '../../test/patient-calls.js';
import {
  ADD_APPOINTMENTS,
  ADD_BREAK,
  ADD_RESERVATION as ADD_RESERVATION_CALL,
  at,
  book,
  buildCalendar,
  calendarCaller,
  DELETE_APPOINTMENT,
  GET_APPOINTMENT,
  LIST_APPOINTMENTS,
  messageOf,
  UPDATE_APPOINTMENT,
  type AppointmentData,
  type CalendarCaller,
} from '../../test/calendar.js';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let calendar: Awaited<ReturnType<typeof buildCalendar>>;
let registrar: CalendarCaller;

beforeAll(async () => {
  t = await createTestApp();
  calendar = await buildCalendar(t);
  registrar = await calendarCaller(t, 'Registration', [calendar.branch.id]);
});
afterAll(() => t.close());

/** A booking of the calendar's patient on its CBCT. */
function cbctBooking(start: string, studyTypes = [calendar.cbctScan.id]) {
  return {
    branch: calendar.branch.id,
    device: calendar.cbct.id,
    startDate: start,
    patient: calendar.patient.id,
    studyTypes,
    comments: '  Pacjent   prosi o  ciszę  \n',
  };
}

function update(id: string, data: Record<string, unknown>, caller = registrar) {
  return graphql<{ updateAppointment: AppointmentData }>(t.app, UPDATE_APPOINTMENT, {
    ...caller.options,
    variables: { id, data },
  });
}

/** The form's data of a booked appointment, with `changes`. */
function edited(appointment: AppointmentData, changes: Record<string, unknown> = {}) {
  return {
    branch: appointment.branch.id,
    device: appointment.device.id,
    startDate: appointment.startDate,
    endDate: appointment.endDate,
    patient: appointment.patient?.id,
    studyType: appointment.studyType?.id,
    comments: appointment.comments,
    version: appointment.version,
    ...changes,
  };
}

describe('booking appointments', () => {
  it('books one appointment per study type, back to back, each as long as it takes on the device', async () => {
    const booked = await book(
      t,
      registrar,
      cbctBooking(at(9, 0), [calendar.cbctScan.id, calendar.pantomogram.id]),
    );
    expect(booked.map(({ startDate, endDate }) => [startDate, endDate])).toEqual([
      [at(9, 0), at(9, 30)],
      [at(9, 30), at(9, 45)],
    ]);
    expect(booked[0]).toMatchObject({
      isBreak: false,
      comments: 'Pacjent   prosi o  ciszę',
      branch: { id: String(calendar.branch.id) },
      device: { id: String(calendar.cbct.id) },
      patient: { id: String(calendar.patient.id) },
      studyType: { id: String(calendar.cbctScan.id) },
      version: 1,
    });
    const audit = await auditRows(t.database.db, { action: 'appointment.create' });
    expect(audit.map((row) => row.entityId)).toEqual(
      expect.arrayContaining(booked.map((b) => b.id)),
    );
  });

  it('lists a day of a device by start, and reads one appointment', async () => {
    const [first] = await book(t, registrar, cbctBooking(at(11, 0)));
    const day = await graphql<{ appointments: AppointmentData[] }>(t.app, LIST_APPOINTMENTS, {
      ...registrar.options,
      variables: {
        where: { deviceId: calendar.cbct.id, startDateFrom: at(0, 0), startDateTo: at(0, 0, 1) },
      },
    });
    const starts = day.data!.appointments.map(({ startDate }) => startDate);
    expect(starts).toEqual([...starts].sort());
    expect(starts).toContain(at(11, 0));
    const one = await graphql<{ appointment: AppointmentData }>(t.app, GET_APPOINTMENT, {
      ...registrar.options,
      variables: { id: first!.id },
    });
    expect(one.data!.appointment).toMatchObject({ id: first!.id, startDate: at(11, 0) });
  });

  it('refuses what the spec refuses, each at its field and in Polish', async () => {
    const past = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      variables: { data: cbctBooking('2020-01-06T08:00:00.000Z') },
    });
    expect(fieldErrors(past)).toEqual({
      startDate: 'Data początkowa musi być w przyszłości',
    });
    const empty = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      variables: { data: { startDate: at(9, 0), studyTypes: [] } },
    });
    expect(fieldErrors(empty)).toMatchObject({
      branch: 'Filia jest wymagana',
      device: 'Gabinet jest wymagany',
      patient: 'Pacjent jest wymagany',
      studyTypes: 'Wybierz co najmniej jeden typ badania',
    });
  });

  it('refuses a study type the device cannot perform, naming both', async () => {
    const response = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      variables: { data: { ...cbctBooking(at(12, 0)), device: calendar.pan.id } },
    });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(messageOf(response)).toBe(
      `Gabinet Pantomograf 1 nie wykonuje badania ${calendar.cbctScan.name}.`,
    );
  });

  it('refuses a device of another branch', async () => {
    const other = await buildCalendar(t);
    const response = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      variables: { data: { ...cbctBooking(at(12, 0)), device: other.cbct.id } },
    });
    expect(fieldErrors(response)).toEqual({
      device: `Urządzenie ${other.cbct.id} nie należy do tej filii`,
    });
  });
});

describe('no two bookings of a device overlap', () => {
  it('refuses an appointment over an appointment, with the localized conflict', async () => {
    await book(t, registrar, cbctBooking(at(13, 0)));
    const response = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      lang: 'en',
      variables: { data: cbctBooking(at(13, 15)) },
    });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(messageOf(response)).toBe(
      'This time in the chosen room is already taken. Choose another time or room.',
    );
  });

  it('lets bookings touch: one ends at 14:30, the next starts at 14:30', async () => {
    await book(t, registrar, cbctBooking(at(14, 0)));
    await expect(book(t, registrar, cbctBooking(at(14, 30)))).resolves.toHaveLength(1);
  });

  it('refuses an appointment over a break, and a break over an appointment', async () => {
    const breakCall = (start: string, end: string) =>
      graphql<{ addBreak: AppointmentData }>(t.app, ADD_BREAK, {
        ...registrar.options,
        variables: {
          data: {
            branch: calendar.branch.id,
            device: calendar.cbct.id,
            startDate: start,
            endDate: end,
            comments: 'Serwis',
          },
        },
      });
    const pause = await breakCall(at(15, 0), at(15, 30));
    expect(pause.data!.addBreak).toMatchObject({ isBreak: true, patient: null, studyType: null });
    const over = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      variables: { data: cbctBooking(at(15, 15)) },
    });
    expect(errorCode(over)).toBe('CONFLICT');
    await book(t, registrar, cbctBooking(at(16, 0)));
    expect(errorCode(await breakCall(at(16, 15), at(16, 45)))).toBe('CONFLICT');
  });

  it('books several study types all or none', async () => {
    await book(t, registrar, cbctBooking(at(17, 30)));
    // 17:00–17:30 is free, 17:30–17:45 is not.
    const response = await graphql(t.app, ADD_APPOINTMENTS, {
      ...registrar.options,
      variables: { data: cbctBooking(at(17, 0), [calendar.cbctScan.id, calendar.pantomogram.id]) },
    });
    expect(errorCode(response)).toBe('CONFLICT');
    await expect(book(t, registrar, cbctBooking(at(17, 0)))).resolves.toHaveLength(1);
  });
});

describe('moving and deleting', () => {
  it('moves an appointment to another device that performs its study type, with the version edited', async () => {
    const [booked] = await book(t, registrar, cbctBooking(at(9, 0, 1), [calendar.pantomogram.id]));
    const moved = await update(
      booked!.id,
      edited(booked!, { device: calendar.pan.id, startDate: at(10, 0, 1), endDate: at(10, 15, 1) }),
    );
    expect(moved.data!.updateAppointment).toMatchObject({
      device: { id: String(calendar.pan.id) },
      startDate: at(10, 0, 1),
      version: 2,
    });
    const stale = await update(booked!.id, edited(booked!, { comments: 'stara wersja' }));
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });

  it('snaps back a move to a device that cannot perform the study type', async () => {
    const [booked] = await book(t, registrar, cbctBooking(at(11, 0, 1)));
    const moved = await update(booked!.id, edited(booked!, { device: calendar.pan.id }));
    expect(errorCode(moved)).toBe('CONFLICT');
    expect(messageOf(moved)).toContain('nie wykonuje badania');
  });

  it('does not move a past appointment', async () => {
    const [row] = await t.database.db
      .execute<{ id: number }>(
        `insert into bookings (kind, branch_id, device_id, start_at, end_at, patient_id, study_type_id)
       values ('appointment', ${calendar.branch.id}, ${calendar.cbct.id},
               now() - interval '2 hours', now() - interval '1 hour',
               ${calendar.patient.id}, ${calendar.cbctScan.id}) returning id` as never,
      )
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    const past = await graphql<{ appointment: AppointmentData }>(t.app, GET_APPOINTMENT, {
      ...registrar.options,
      variables: { id: row!.id },
    });
    const response = await update(
      String(row!.id),
      edited(past.data!.appointment, { startDate: at(9, 0, 2), endDate: at(9, 30, 2) }),
    );
    expect(messageOf(response)).toBe('Wizyt, które już się odbyły, nie można przenosić.');
  });

  it('deletes an appointment with its audit row', async () => {
    const [booked] = await book(t, registrar, cbctBooking(at(12, 0, 1)));
    const response = await graphql(t.app, DELETE_APPOINTMENT, {
      ...registrar.options,
      variables: { id: booked!.id },
    });
    expect(response.data).toEqual({ deleteAppointment: true });
    const gone = await graphql(t.app, GET_APPOINTMENT, {
      ...registrar.options,
      variables: { id: booked!.id },
    });
    expect(gone.data).toEqual({ appointment: null });
    expect(
      await auditRows(t.database.db, { action: 'appointment.delete', entityId: booked!.id }),
    ).toHaveLength(1);
  });

  it('keeps a patient with appointments: deletePatient refuses and counts them', async () => {
    const deleter = await calendarCaller(t, 'Admin', []);
    const response = await graphql(t.app, DELETE_PATIENT, {
      ...deleter.options,
      variables: { id: calendar.patient.id },
    });
    expect(errorCode(response)).toBe('CONFLICT');
    expect(messageOf(response)).toMatch(/lub wizyty \(\d+\)\.$/);
  });
});

describe("a registrar works only in their own branches' calendars", () => {
  it('neither reads nor books nor changes another branch', async () => {
    const other = await buildCalendar(t);
    const outsider = await calendarCaller(t, 'Registration', [other.branch.id]);
    const [booked] = await book(t, registrar, cbctBooking(at(13, 0, 1)));

    const read = await graphql(t.app, GET_APPOINTMENT, {
      ...outsider.options,
      variables: { id: booked!.id },
    });
    expect(read.data).toEqual({ appointment: null });
    const day = await graphql<{ appointments: AppointmentData[] }>(t.app, LIST_APPOINTMENTS, {
      ...outsider.options,
      variables: {
        where: { branchId: calendar.branch.id, startDateFrom: at(0, 0), startDateTo: at(0, 0, 3) },
      },
    });
    expect(day.data!.appointments).toEqual([]);
    const added = await graphql(t.app, ADD_APPOINTMENTS, {
      ...outsider.options,
      variables: { data: cbctBooking(at(18, 0, 1)) },
    });
    expect(errorCode(added)).toBe('NOT_FOUND');
    const moved = await update(booked!.id, edited(booked!), outsider);
    expect(errorCode(moved)).toBe('NOT_FOUND');
    const deleted = await graphql(t.app, DELETE_APPOINTMENT, {
      ...outsider.options,
      variables: { id: booked!.id },
    });
    expect(errorCode(deleted)).toBe('NOT_FOUND');
  });

  it('offers a registrar the calendars of their own branches only', async () => {
    const mine = await graphql<{ calendarBranches: { id: string }[] }>(
      t.app,
      '{ calendarBranches { id devices { id } } }',
      registrar.options,
    );
    expect(mine.data!.calendarBranches.map(({ id }) => id)).toEqual([String(calendar.branch.id)]);
  });

  it('lets an Admin work in every branch', async () => {
    const admin = await calendarCaller(t, 'Admin', []);
    await expect(book(t, admin, cbctBooking(at(19, 0, 1)))).resolves.toHaveLength(1);
  });
});

describe('a calendar keeps its history', () => {
  const DELETE_BRANCH = `mutation($id: ID!) { deleteOneBranch(branchId: $id) { deleted deactivated } }`;

  it('deactivates a branch with appointments instead of deleting it; holds alone do not keep it', async () => {
    const admin = await calendarCaller(t, 'Admin', []);
    const booked = await buildCalendar(t);
    await book(t, admin, {
      branch: booked.branch.id,
      device: booked.cbct.id,
      startDate: at(9, 0, 4),
      patient: booked.patient.id,
      studyTypes: [booked.cbctScan.id],
    });
    const kept = await graphql(t.app, DELETE_BRANCH, {
      ...admin.options,
      variables: { id: booked.branch.id },
    });
    expect(kept.data).toEqual({ deleteOneBranch: { deleted: false, deactivated: true } });

    const held = await buildCalendar(t);
    await graphql(t.app, ADD_RESERVATION_CALL, {
      ...admin.options,
      variables: {
        data: { deviceId: held.cbct.id, startDate: at(9, 0, 4), endDate: at(9, 30, 4) },
      },
    });
    const deleted = await graphql(t.app, DELETE_BRANCH, {
      ...admin.options,
      variables: { id: held.branch.id },
    });
    expect(deleted.data).toEqual({ deleteOneBranch: { deleted: true, deactivated: false } });
  });
});

describe('a day when the clocks change', () => {
  it('keeps a Warsaw day whole: 09:00 on 31 March 2030 is 07:00 UTC, and the day lists it', async () => {
    const admin = await calendarCaller(t, 'Admin', []);
    // Summer time starts that night at 02:00: the day is 23 hours long.
    const [booked] = await book(t, admin, {
      branch: calendar.branch.id,
      device: calendar.cbct.id,
      startDate: '2030-03-31T07:00:00.000Z',
      patient: calendar.patient.id,
      studyTypes: [calendar.cbctScan.id],
    });
    expect(booked!.endDate).toBe('2030-03-31T07:30:00.000Z');
    const day = await graphql<{ appointments: AppointmentData[] }>(t.app, LIST_APPOINTMENTS, {
      ...admin.options,
      variables: {
        where: {
          deviceId: calendar.cbct.id,
          // Warsaw midnight to midnight: 23:00 UTC (winter) to 22:00 UTC (summer).
          startDateFrom: '2030-03-30T23:00:00.000Z',
          startDateTo: '2030-03-31T22:00:00.000Z',
        },
      },
    });
    expect(day.data!.appointments.map(({ id }) => id)).toEqual([booked!.id]);
  });
});
