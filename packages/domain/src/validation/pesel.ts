import { PESEL_LENGTH } from '../constants.js';
import type { MessageKey } from '../messages/index.js';

export type Gender = 'Female' | 'Male';

export interface PeselData {
  /** Birth date as yyyy-MM-dd (a calendar date, no time zone). */
  birthDate: string;
  gender: Gender;
}

const WEIGHTS = [9, 7, 3, 1, 9, 7, 3, 1, 9, 7] as const;

/** Month offsets that encode the century (spec part 1 §5: "the century comes from the month offset"). */
const CENTURY_BY_MONTH_OFFSET: ReadonlyArray<{ offset: number; century: number }> = [
  { offset: 80, century: 1800 },
  { offset: 60, century: 2200 },
  { offset: 40, century: 2100 },
  { offset: 20, century: 2000 },
  { offset: 0, century: 1900 },
];

/** Checks a PESEL: digits only, 11 of them, weights 9,7,3,1 modulo 10, a real birth date. */
export function validatePesel(value: string): MessageKey | null {
  if (!/^\d*$/.test(value)) return 'validation.digitsOnly';
  if (value.length !== PESEL_LENGTH) return 'validation.pesel.invalid';
  const digits = [...value].map(Number);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  if (sum % 10 !== digits[10]) return 'validation.pesel.invalid';
  return decodeBirthDate(value) ? null : 'validation.pesel.invalid';
}

/** Birth date and gender encoded in a valid PESEL; null when the PESEL is not valid. */
export function peselData(value: string): PeselData | null {
  if (validatePesel(value) !== null) return null;
  const birthDate = decodeBirthDate(value);
  if (!birthDate) return null;
  const genderDigit = Number(value[9]);
  return { birthDate, gender: genderDigit % 2 === 1 ? 'Male' : 'Female' };
}

function decodeBirthDate(value: string): string | null {
  const yy = Number(value.slice(0, 2));
  const encodedMonth = Number(value.slice(2, 4));
  const day = Number(value.slice(4, 6));
  const band = CENTURY_BY_MONTH_OFFSET.find(({ offset }) => encodedMonth > offset);
  if (!band) return null;
  const month = encodedMonth - band.offset;
  if (month < 1 || month > 12) return null;
  const year = band.century + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!exists) return null;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * Builds a valid PESEL for a birth date (yyyy-MM-dd between 1800 and 2299), a serial number
 * (0–999) and a gender. For synthetic data and tests: real PESELs are never put in the repo.
 */
export function encodePesel(birthDate: string, serial: number, gender: Gender): string {
  const [year, month, day] = birthDate.split('-').map(Number) as [number, number, number];
  const band = CENTURY_BY_MONTH_OFFSET.find(
    ({ century }) => year >= century && year < century + 100,
  );
  if (!band || serial < 0 || serial > 999)
    throw new RangeError(`cannot encode ${birthDate}/${serial}`);
  const genderDigit = (serial % 5) * 2 + (gender === 'Male' ? 1 : 0);
  const body = `${pad(year % 100)}${pad(month + band.offset)}${pad(day)}${String(serial).padStart(3, '0')}${genderDigit}`;
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(body[index]), 0);
  return `${body}${sum % 10}`;
}
