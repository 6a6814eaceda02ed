import { describe, expect, it } from 'vitest';
import {
  bookingTimeProblem,
  ZAddAppointmentsInput,
  ZAppointmentsQuery,
  ZBreakInput,
  ZReservationInput,
  ZUpdateAppointmentInput,
} from './appointment.js';

const now = new Date('2026-11-25T09:00:00Z');
const at = (iso: string) => new Date(iso);

/** The first issue's message and path, as a form shows it. */
function firstIssue(result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) {
  const issue = result.error?.issues[0];
  return issue ? { message: issue.message, path: issue.path.join('.') } : null;
}

describe('bookingTimeProblem', () => {
  it('wants the start in the future, in the spec’s words', () => {
    expect(bookingTimeProblem(now, at('2026-11-25T10:00:00Z'), now)).toEqual({
      path: 'startDate',
      message: 'validation.appointment.startInFuture',
    });
  });

  it('wants the end after the start', () => {
    const start = at('2026-11-26T10:00:00Z');
    expect(bookingTimeProblem(start, start, now)?.message).toBe(
      'validation.appointment.endAfterStart',
    );
    expect(bookingTimeProblem(start, at('2026-11-26T09:45:00Z'), now)?.path).toBe('endDate');
  });

  it('refuses a booking longer than the visible day, and accepts one of exactly 14 hours', () => {
    const start = at('2026-11-26T06:00:00Z');
    expect(bookingTimeProblem(start, at('2026-11-26T20:00:00Z'), now)).toBeNull();
    expect(bookingTimeProblem(start, at('2026-11-26T20:15:00Z'), now)).toEqual({
      path: 'endDate',
      message: 'validation.appointment.tooLong',
      params: { hours: 14 },
    });
  });
});

describe('ZAddAppointmentsInput', () => {
  const valid = {
    branch: '1',
    device: '2',
    startDate: at('2026-11-26T09:00:00Z'),
    patient: '3',
    studyTypes: ['4', '5'],
    comments: '  Pacjent na wózku  ',
  };

  it('reads ids as numbers and normalizes the comment', () => {
    expect(ZAddAppointmentsInput.parse(valid)).toEqual({
      ...valid,
      branch: 1,
      device: 2,
      patient: 3,
      studyTypes: [4, 5],
      comments: 'Pacjent na wózku',
    });
  });

  it.each([
    ['branch', 'validation.branch.required'],
    ['device', 'validation.device.required'],
    ['patient', 'validation.appointment.patientRequired'],
    ['startDate', 'validation.date.required'],
  ])('names a missing %s with its own message', (field, message) => {
    const result = ZAddAppointmentsInput.safeParse({ ...valid, [field]: null });
    expect(firstIssue(result)).toEqual({ message, path: field });
  });

  it('needs at least one study type', () => {
    const result = ZAddAppointmentsInput.safeParse({ ...valid, studyTypes: [] });
    expect(firstIssue(result)?.message).toBe('validation.appointment.studyTypesRequired');
  });
});

describe('the other inputs', () => {
  const times = { startDate: at('2026-11-26T09:00:00Z'), endDate: at('2026-11-26T09:30:00Z') };

  it('a break needs only branch, device and times', () => {
    expect(ZBreakInput.parse({ branch: 1, device: 2, ...times })).toEqual({
      branch: 1,
      device: 2,
      ...times,
      comments: null,
    });
  });

  it('an update carries the version it edits', () => {
    const update = { branch: 1, device: 2, ...times, patient: '3', studyType: '4' };
    expect(ZUpdateAppointmentInput.safeParse(update).success).toBe(false);
    expect(ZUpdateAppointmentInput.parse({ ...update, version: 2 })).toMatchObject({
      patient: 3,
      studyType: 4,
      version: 2,
    });
  });

  it('a reservation names its device', () => {
    const result = ZReservationInput.safeParse({ deviceId: null, ...times });
    expect(firstIssue(result)).toEqual({ message: 'validation.device.required', path: 'deviceId' });
  });

  it('the appointments query takes at most 100 and defaults to it', () => {
    const where = { startDateFrom: times.startDate, startDateTo: times.endDate };
    expect(ZAppointmentsQuery.parse({ where }).pagination).toEqual({ skip: 0, take: 100 });
    expect(ZAppointmentsQuery.safeParse({ where, pagination: { take: 101 } }).success).toBe(false);
  });
});
