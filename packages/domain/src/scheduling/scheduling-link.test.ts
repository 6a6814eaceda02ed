import { describe, expect, it } from 'vitest';
import { maskEmail, schedulingFormProblems, type SchedulingFormValues } from './scheduling-form.js';
import { ZSchedulingToken } from './scheduling-link.js';

const COMPLETE: SchedulingFormValues = {
  branchId: '1',
  date: '2030-01-07',
  studyTypeId: '2',
  slot: {
    startTime: '2030-01-07T08:00:00.000Z',
    endTime: '2030-01-07T08:15:00.000Z',
    deviceId: '3',
  },
};

describe('schedulingFormProblems (part 1 §5 "Scheduling by link")', () => {
  it('lets a complete form book', () => {
    expect(schedulingFormProblems(COMPLETE, '2030-01-07')).toEqual({});
  });

  it('asks for a branch, a date, a study type and a slot', () => {
    expect(
      schedulingFormProblems({ branchId: '', date: '', studyTypeId: '', slot: null }, '2030-01-07'),
    ).toEqual({
      branchId: 'validation.scheduling.branchRequired',
      date: 'validation.date.required',
      studyTypeId: 'validation.scheduling.studyTypeRequired',
      slot: 'validation.scheduling.slotRequired',
    });
  });

  it('refuses a day before today', () => {
    expect(schedulingFormProblems(COMPLETE, '2030-01-08')).toEqual({
      date: 'validation.scheduling.dateBeforeToday',
    });
  });
});

describe('maskEmail', () => {
  it('keeps the first letter and the domain', () => {
    expect(maskEmail('jan.kowalski@example.com')).toBe('j***@example.com');
    expect(maskEmail('not-an-address')).toBe('***');
  });
});

describe('ZSchedulingToken', () => {
  it('accepts 43 base64url characters only', () => {
    expect(ZSchedulingToken.safeParse('a'.repeat(43)).success).toBe(true);
    expect(ZSchedulingToken.safeParse('a'.repeat(42)).success).toBe(false);
    expect(ZSchedulingToken.safeParse(`${'a'.repeat(42)}=`).success).toBe(false);
  });
});
