import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  book,
  buildCalendar,
  calendarCaller,
  DELETE_APPOINTMENT,
  GET_APPOINTMENT,
  messageOf,
  UPDATE_APPOINTMENT,
  type CalendarCaller,
} from '../../test/calendar.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import { DELETE_PATIENT } from '../../test/patient-calls.js';
import { ADD_STUDY, addStudyAs } from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * A study issued at an appointment (`/studies/add?appointmentId=&studyTypeId=`): the appointment
 * is then history, and the patient has a dependent that keeps them from being deleted.
 */

let t: TestApp;
let calendar: Awaited<ReturnType<typeof buildCalendar>>;
let registrar: CalendarCaller;

beforeAll(async () => {
  t = await createTestApp();
  calendar = await buildCalendar(t);
  registrar = await calendarCaller(t, 'Registration', [calendar.branch.id]);
});
afterAll(() => t.close());

async function bookedAppointment(hour: number) {
  const [appointment] = await book(t, registrar, {
    branch: calendar.branch.id,
    device: calendar.cbct.id,
    startDate: at(hour, 0),
    patient: calendar.patient.id,
    studyTypes: [calendar.cbctScan.id],
  });
  return appointment!;
}

function studyAt(appointmentId: string, changes: Record<string, unknown> = {}) {
  return {
    patient: calendar.patient.id,
    studyType: calendar.cbctScan.id,
    studyDate: at(9, 0),
    branch: calendar.branch.id,
    appointment: appointmentId,
    ...changes,
  };
}

describe('a study from an appointment', () => {
  it('makes the appointment read-only, once', async () => {
    const appointment = await bookedAppointment(9);
    const study = await addStudyAs(t, registrar, studyAt(appointment.id));
    expect(study.appointmentId).toBe(appointment.id);

    const read = await graphql<{ appointment: { studyId: string | null } }>(
      t.app,
      GET_APPOINTMENT.replace('version', 'version studyId'),
      { ...registrar.options, variables: { id: appointment.id } },
    );
    expect(read.data?.appointment.studyId).toBe(study.id);

    const moved = await graphql(t.app, UPDATE_APPOINTMENT, {
      ...registrar.options,
      variables: {
        id: appointment.id,
        data: {
          branch: calendar.branch.id,
          device: calendar.cbct.id,
          startDate: at(11, 0),
          endDate: at(11, 30),
          patient: calendar.patient.id,
          studyType: calendar.cbctScan.id,
          version: appointment.version,
        },
      },
    });
    expect(messageOf(moved)).toBe(
      'Do tej wizyty wykonano już badanie: nie można jej zmienić ani usunąć.',
    );
    const deleted = await graphql(t.app, DELETE_APPOINTMENT, {
      ...registrar.options,
      variables: { id: appointment.id },
    });
    expect(errorCode(deleted)).toBe('CONFLICT');

    const second = await graphql(t.app, ADD_STUDY, {
      ...registrar.options,
      variables: { newStudy: studyAt(appointment.id) },
    });
    expect(messageOf(second)).toBe('Do tej wizyty wystawiono już badanie.');
  });

  it('refuses an appointment of another patient or study type', async () => {
    const appointment = await bookedAppointment(13);
    const other = await buildPatient(t.database.db);
    const mismatch = await graphql(t.app, ADD_STUDY, {
      ...registrar.options,
      variables: { newStudy: studyAt(appointment.id, { patient: other.id }) },
    });
    expect(fieldErrors(mismatch)).toEqual({
      appointment: 'Wizyta dotyczy innego pacjenta lub typu badania.',
    });
  });
});

describe('the patient of a study', () => {
  it('is not deleted while the study exists', async () => {
    const patient = await buildPatient(t.database.db);
    await addStudyAs(t, registrar, {
      patient: patient.id,
      studyType: calendar.cbctScan.id,
      studyDate: at(9, 0),
      branch: calendar.branch.id,
    });
    const refused = await graphql(t.app, DELETE_PATIENT, {
      ...registrar.options,
      variables: { id: patient.id },
    });
    expect(messageOf(refused)).toBe(
      'Nie można usunąć pacjenta, ponieważ są z nim powiązane badania (1), skierowania (0) lub wizyty (0).',
    );
  });
});
