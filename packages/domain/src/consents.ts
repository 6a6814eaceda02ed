import { ADULT_AGE, PREGNANCY_QUESTION_AGE } from './constants.js';
import type { Gender } from './validation/pesel.js';

/** The guardian's basis for a minor's consent (spec part 1 §3): mother, father, legal guardian. */
export const GUARDIAN_BASES = ['matka', 'ojciec', 'opiekun'] as const;
export type GuardianBasis = (typeof GUARDIAN_BASES)[number];

/** Whole years between a birth date and a day, both yyyy-MM-dd (calendar dates, no time zone). */
export function ageOn(birthDate: string, day: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const hadBirthday = m > bm || (m === bm && d >= bd);
  return y - by - (hadBirthday ? 0 : 1);
}

export interface ConsentQuestions {
  age: number;
  /** The pregnancy question: only for a woman aged 12 to 55 (spec part 1 §4). */
  askPregnancy: boolean;
  /** Under 18: a guardian's name and basis are required (spec part 1 §4, §9). */
  minor: boolean;
}

/** Which questions the consent form asks this patient on `day` (yyyy-MM-dd). */
export function consentQuestions(
  patient: { gender: Gender; birthDate: string },
  day: string,
): ConsentQuestions {
  const age = ageOn(patient.birthDate, day);
  return {
    age,
    askPregnancy:
      patient.gender === 'Female' &&
      age >= PREGNANCY_QUESTION_AGE.min &&
      age <= PREGNANCY_QUESTION_AGE.max,
    minor: age < ADULT_AGE,
  };
}
