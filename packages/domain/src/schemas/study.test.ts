import { describe, expect, it } from 'vitest';
import { MAX_SUPPORTING_DOCTORS } from '../constants.js';
import { ZAddStudyInput, ZStudiesQuery, ZUpdateStudyInput } from './study.js';

const base = {
  patient: '12',
  studyType: 3,
  studyDate: new Date('2026-11-25T09:00:00Z'),
  branch: '1',
};

function issues(result: { success: boolean; error?: { issues: unknown[] } }) {
  return (result.error?.issues ?? []) as {
    message: string;
    path: PropertyKey[];
    params?: unknown;
  }[];
}

describe('ZAddStudyInput', () => {
  it('takes ids as text or numbers and fills the flags with false', () => {
    const parsed = ZAddStudyInput.parse(base);
    expect(parsed).toMatchObject({ patient: 12, studyType: 3, branch: 1, hidden: false });
    expect(parsed.supportingDoctors).toEqual([]);
    expect(parsed.describers).toEqual([]);
    expect(parsed.status).toBeUndefined();
  });

  it('names each missing required field with its own message', () => {
    const result = ZAddStudyInput.safeParse({ studyDate: base.studyDate });
    const messages = issues(result).map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['patient', 'validation.study.patientRequired'],
        ['studyType', 'validation.study.studyTypeRequired'],
        ['branch', 'validation.branch.required'],
      ]),
    );
  });

  it('wants a performer once the study is Performed', () => {
    const result = ZAddStudyInput.safeParse({ ...base, status: 'Performed' });
    expect(issues(result)[0]).toMatchObject({
      path: ['performer'],
      message: 'validation.study.performerRequired',
    });
    expect(ZAddStudyInput.safeParse({ ...base, status: 'Performed', performer: 4 }).success).toBe(
      true,
    );
  });

  it(`allows ${MAX_SUPPORTING_DOCTORS} supporting doctors and not one more, each once`, () => {
    const ids = (n: number) => Array.from({ length: n }, (_, index) => index + 1);
    expect(
      ZAddStudyInput.safeParse({ ...base, supportingDoctors: ids(MAX_SUPPORTING_DOCTORS) }).success,
    ).toBe(true);
    const tooMany = ZAddStudyInput.safeParse({
      ...base,
      supportingDoctors: ids(MAX_SUPPORTING_DOCTORS + 1),
    });
    expect(issues(tooMany)[0]).toMatchObject({
      message: 'validation.study.supportingDoctorsMax',
      params: { max: MAX_SUPPORTING_DOCTORS },
    });
    const twice = ZAddStudyInput.safeParse({ ...base, supportingDoctors: [4, 4] });
    expect(issues(twice)[0]?.message).toBe('validation.study.doctorTwice');
  });

  it('refuses the same describer twice and a describer without a due date', () => {
    const dueDate = new Date('2026-11-27T09:00:00Z');
    const twice = ZAddStudyInput.safeParse({
      ...base,
      describers: [
        { doctor: 5, dueDate },
        { doctor: '5', dueDate },
      ],
    });
    expect(issues(twice)[0]?.message).toBe('validation.study.doctorTwice');
    const noDate = ZAddStudyInput.safeParse({ ...base, describers: [{ doctor: 5 }] });
    expect(issues(noDate)[0]?.message).toBe('validation.study.dueDateRequired');
  });

  it('refuses an unknown status in the spec’s terms', () => {
    const result = ZAddStudyInput.safeParse({ ...base, status: 'Described' });
    expect(issues(result)[0]?.message).toBe('validation.study.statusInvalid');
  });
});

describe('ZUpdateStudyInput', () => {
  it('needs the status and the version edited', () => {
    const result = ZUpdateStudyInput.safeParse(base);
    expect(issues(result).map((issue) => issue.path.join('.'))).toEqual(
      expect.arrayContaining(['status', 'version']),
    );
    expect(ZUpdateStudyInput.safeParse({ ...base, status: 'Draft', version: 2 }).success).toBe(
      true,
    );
  });
});

describe('ZStudiesQuery', () => {
  it('pages by 20 and keeps only the filters given', () => {
    expect(ZStudiesQuery.parse({})).toEqual({ pagination: { skip: 0, take: 20 }, where: {} });
    expect(ZStudiesQuery.parse({ where: { status: 'Paid', patient: '7' } }).where).toEqual({
      status: 'Paid',
      patient: 7,
    });
  });
});
