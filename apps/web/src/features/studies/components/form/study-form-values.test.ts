import { describe, expect, it } from 'vitest';
import { studyFormResolver } from './study-form-resolver';
import {
  formFieldOf,
  instantOf,
  newStudyValues,
  studyInput,
  warsawDayAndTime,
  type StudyFormValues,
} from './study-form-values';

const doctor = (id: string) => ({
  id,
  isFacility: false,
  hasAccount: true,
  licenseNumber: '1234567',
  contact: { id: `c${id}`, firstName: 'Anna', lastName: `Lekarz ${id}`, companyName: null },
});

function filled(changes: Partial<StudyFormValues> = {}): StudyFormValues {
  return {
    ...newStudyValues('Draft', new Date('2026-11-25T09:30:00Z')),
    patient: {
      id: '7',
      contact: {
        firstName: 'Jan',
        lastName: 'Nowak',
        ssn: '80051712345',
        birthDate: '1980-05-17',
        gender: 'Male',
      },
    },
    studyType: '3',
    branch: { id: '1', name: 'Mokotów', color: '', ownBranch: true },
    ...changes,
  };
}

const errorsOf = async (values: StudyFormValues, kind: 'create' | 'edit' = 'create') => {
  const mode = kind === 'create' ? ({ kind } as const) : ({ kind, version: 2 } as const);
  const result = await studyFormResolver(mode, 'pl')(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  return result.errors;
};

describe('the study form values', () => {
  it('keeps the study date as a Warsaw day and time, both ways', () => {
    expect(warsawDayAndTime(new Date('2026-11-25T09:30:00Z'))).toEqual({
      day: '2026-11-25',
      time: '10:30',
    });
    expect(instantOf('2026-07-01', '10:30')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(instantOf('2026-07-01', '')).toBeNull();
  });

  it('sends ids, instants and empty texts as null', () => {
    const input = studyInput(
      filled({
        supportingDoctors: [doctor('4')],
        describers: [{ doctor: doctor('5'), dueDay: '2026-11-27', dueTime: '12:00' }],
        importantInformation: '   ',
      }),
    );
    expect(input).toMatchObject({
      patient: '7',
      studyType: '3',
      branch: '1',
      studyDate: '2026-11-25T09:30:00.000Z',
      supportingDoctors: ['4'],
      describers: [{ doctor: '5', dueDate: '2026-11-27T11:00:00.000Z' }],
      importantInformation: null,
      radiology: null,
    });
  });

  it('puts a describer issue on its row and the date issue on the day', () => {
    expect(formFieldOf('describers.1.dueDate')).toBe('describers.1.dueDay');
    expect(formFieldOf('describers.0.doctor')).toBe('describers.0.doctor');
    expect(formFieldOf('studyDate')).toBe('day');
    expect(formFieldOf('supportingDoctors.3')).toBe('supportingDoctors');
  });
});

describe('the study form resolver', () => {
  it('accepts a complete new study', async () => {
    expect(await errorsOf(filled())).toEqual({});
  });

  it('names the missing patient, study type and branch with the catalogue keys', async () => {
    const errors = await errorsOf(filled({ patient: null, studyType: '', branch: null }));
    expect(errors.patient?.message).toBe('validation.study.patientRequired');
    expect(errors.studyType?.message).toBe('validation.study.studyTypeRequired');
    expect(errors.branch?.message).toBe('validation.branch.required');
  });

  it('wants a performer for a Performed study', async () => {
    const errors = await errorsOf(filled({ status: 'Performed' }));
    expect(errors.performer?.message).toBe('validation.study.performerRequired');
  });

  it('wants a due date for each describer', async () => {
    const errors = await errorsOf(
      filled({ describers: [{ doctor: doctor('5'), dueDay: '', dueTime: '' }] }),
    );
    expect(errors.describers?.[0]?.dueDay?.message).toBe('validation.study.dueDateRequired');
  });

  it('refuses a tenth supporting doctor', async () => {
    const ten = Array.from({ length: 10 }, (_, index) => doctor(String(index + 1)));
    const errors = await errorsOf(filled({ supportingDoctors: ten }), 'edit');
    expect(errors.supportingDoctors?.message).toBe('validation.study.supportingDoctorsMax');
  });
});
