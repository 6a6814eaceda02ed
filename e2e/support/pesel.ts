import { randomInt } from 'node:crypto';

/**
 * Synthetic PESELs (never real ones) with a valid checksum, for patients the tests create. The
 * rule is spec part 1 §5: yyMMdd with the century in the month offset, a serial, a gender digit
 * (odd for men) and a check digit with weights 9,7,3,1. Written out here because e2e drives the
 * app and imports none of its code (.dependency-cruiser.cjs).
 */

export type Gender = 'Female' | 'Male';

const WEIGHTS = [9, 7, 3, 1, 9, 7, 3, 1, 9, 7] as const;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, '0');
}

/** The PESEL of someone born on `birthDate` (yyyy-MM-dd, 1900–2099) with a serial of 0–999. */
export function encodePesel(birthDate: string, serial: number, gender: Gender): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  if (year < 1900 || year > 2099 || serial < 0 || serial > 999) {
    throw new RangeError(`No PESEL for ${birthDate} / ${serial}`);
  }
  const monthWithCentury = month + (year >= 2000 ? 20 : 0);
  const genderDigit = (serial % 5) * 2 + (gender === 'Male' ? 1 : 0);
  const body = `${pad(year % 100)}${pad(monthWithCentury)}${pad(day)}${pad(serial, 3)}${genderDigit}`;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${sum % 10}`;
}

/** A PESEL whose check digit is wrong: the same digits with the last one changed. */
export function withWrongCheckDigit(pesel: string): string {
  const last = Number(pesel[10]);
  return `${pesel.slice(0, 10)}${(last + 1) % 10}`;
}

const FIRST_DAY = Date.UTC(1950, 0, 1);
const DAYS = 18_000; // to mid-1999: every patient an adult
const DAY_MS = 86_400_000;

/**
 * Birth dates and serials unique within a run (a counter) and, with a random start, across runs
 * on the same database: 18 million combinations, so reruns do not collide.
 */
let next = randomInt(0, DAYS * 1000);

export interface SyntheticIdentity {
  pesel: string;
  /** yyyy-MM-dd */
  birthDate: string;
  /** dd.MM.yyyy, as the portal shows dates. */
  birthDateShown: string;
  gender: Gender;
}

export function syntheticIdentity(gender: Gender, birthDate?: string): SyntheticIdentity {
  const value = next++ % (DAYS * 1000);
  const day = birthDate ?? new Date(FIRST_DAY + (value % DAYS) * DAY_MS).toISOString().slice(0, 10);
  const serial = Math.floor(value / DAYS);
  const [year, month, dayOfMonth] = day.split('-');
  return {
    pesel: encodePesel(day, serial, gender),
    birthDate: day,
    birthDateShown: `${dayOfMonth}.${month}.${year}`,
    gender,
  };
}
