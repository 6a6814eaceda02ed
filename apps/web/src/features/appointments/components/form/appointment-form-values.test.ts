import { describe, expect, it } from 'vitest';
import { appointmentFormResolver } from './appointment-form-resolver';
import {
  computedEndTime,
  emptyValues,
  END_TIMES,
  instantOf,
  START_TIMES,
  type AppointmentFormValues,
  type StudyTypeOption,
} from './appointment-form-values';

const scan = (minutes: Record<string, number>, id = '1'): StudyTypeOption => ({
  id,
  name: `Badanie ${id}`,
  is3D: false,
  studyTypeDevices: Object.entries(minutes).map(([deviceType, durationMinutes]) => ({
    deviceType,
    durationMinutes,
  })),
});

describe('the appointment form values', () => {
  it("offers the calendar's quarter hours: starts 07:00–20:45, ends 07:15–21:00", () => {
    expect(START_TIMES).toHaveLength(56);
    expect([START_TIMES[0], START_TIMES.at(-1)]).toEqual(['07:00', '20:45']);
    expect([END_TIMES[0], END_TIMES.at(-1)]).toEqual(['07:15', '21:00']);
  });

  it('reads a Warsaw day and time as the instant, across DST', () => {
    expect(instantOf('2030-01-07', '09:00')?.toISOString()).toBe('2030-01-07T08:00:00.000Z');
    expect(instantOf('2026-03-29', '09:00')?.toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(instantOf('2026-03-29', '')).toBeNull();
  });

  it("ends an appointment when its study types are done on the device's type", () => {
    const types = [scan({ CBCT: 30 }, '1'), scan({ CBCT: 15, PANTOMOGRAPH: 15 }, '2')];
    expect(computedEndTime('2030-01-07', '09:00', types, 'CBCT')).toBe('09:45');
    // A type the device does not perform: no end to show.
    expect(computedEndTime('2030-01-07', '09:00', types, 'PANTOMOGRAPH')).toBe('');
    expect(computedEndTime('2030-01-07', '', types, 'CBCT')).toBe('');
  });

  it('takes the slot a click on the calendar handed over', () => {
    const values = emptyValues(
      { branchId: '3', deviceId: '7', start: '2030-01-07T09:15:00.000Z' },
      '2030-01-01',
    );
    expect(values).toMatchObject({
      branch: '3',
      device: '7',
      day: '2030-01-07',
      startTime: '10:15',
    });
    expect(emptyValues({}, '2030-01-01')).toMatchObject({ day: '2030-01-01', startTime: '' });
  });
});

describe('the appointment form rules', () => {
  const now = () => new Date('2030-01-01T12:00:00.000Z');
  const base: AppointmentFormValues = {
    kind: 'appointment',
    branch: '1',
    device: '2',
    day: '2030-01-07',
    startTime: '09:00',
    endTime: '09:30',
    patient: {
      id: '5',
      contact: {
        firstName: 'Jan',
        lastName: 'Kowalski',
        ssn: '1',
        birthDate: '1990-01-01',
        gender: 'Male',
      },
    },
    studyTypes: [scan({ CBCT: 30 })],
    comments: '',
  };
  const errorsOf = async (values: AppointmentFormValues, kind: 'create' | 'edit' = 'create') => {
    const mode = kind === 'create' ? ({ kind } as const) : ({ kind, version: 1 } as const);
    const resolve = appointmentFormResolver(mode, 'pl', now);
    const result = await resolve(values, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    return Object.fromEntries(
      Object.entries(result.errors).map(([field, error]) => [
        field,
        (error as { message: string }).message,
      ]),
    );
  };

  it('accepts a complete future appointment', async () => {
    expect(await errorsOf(base)).toEqual({});
  });

  it('says what the spec says is missing or wrong, at each field', async () => {
    expect(
      await errorsOf({
        ...base,
        branch: '',
        device: '',
        patient: null,
        studyTypes: [],
        endTime: '',
      }),
    ).toEqual({
      branch: 'validation.branch.required',
      device: 'validation.device.required',
      patient: 'validation.appointment.patientRequired',
      studyTypes: 'validation.appointment.studyTypesRequired',
    });
    expect(await errorsOf({ ...base, day: '2029-12-31' })).toEqual({
      startTime: 'validation.appointment.startInFuture',
    });
  });

  it('asks a break for its end, after its start', async () => {
    const pause = { ...base, kind: 'break' as const, patient: null, studyTypes: [] };
    expect(await errorsOf({ ...pause, endTime: '' })).toEqual({
      endTime: 'validation.date.required',
    });
    expect(await errorsOf({ ...pause, endTime: '08:45' })).toEqual({
      endTime: 'validation.appointment.endAfterStart',
    });
  });

  it('keeps one study type when editing', async () => {
    expect(await errorsOf({ ...base, studyTypes: [] }, 'edit')).toEqual({
      studyTypes: 'validation.appointment.studyTypeRequired',
    });
  });
});
