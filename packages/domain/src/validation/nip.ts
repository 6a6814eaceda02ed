import { NIP_LENGTH } from '../constants.js';
import type { MessageKey } from '../messages/index.js';

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** A NIP as typed by people: dashes and spaces are layout, not part of the number. */
export function normalizeNip(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Checks a Polish tax number (NIP): 10 digits, weights 6,5,7,2,3,4,5,6,7, sum modulo 11. */
export function validateNip(value: string): MessageKey | null {
  const nip = normalizeNip(value);
  if (!/^\d*$/.test(nip)) return 'validation.digitsOnly';
  if (nip.length !== NIP_LENGTH) return 'validation.nip.invalid';
  const digits = [...nip].map(Number);
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * (digits[index] ?? 0), 0);
  const check = sum % 11;
  return check !== 10 && check === digits[9] ? null : 'validation.nip.invalid';
}

/** Appends the check digit to nine digits; null when the check would be 10 (no such NIP). */
export function completeNip(nineDigits: string): string | null {
  if (!/^\d{9}$/.test(nineDigits)) throw new RangeError('nine digits expected');
  const check =
    WEIGHTS.reduce((total, weight, index) => total + weight * Number(nineDigits[index]), 0) % 11;
  return check === 10 ? null : `${nineDigits}${check}`;
}
