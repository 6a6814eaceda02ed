import { LICENSE_NUMBER_LENGTH } from '../constants.js';
import type { MessageKey } from '../messages/index.js';

/**
 * Checks a doctor's licence number (PWZ): exactly 7 digits; digits 2 to 7 weighted 1 to 6,
 * their sum modulo 11 equals digit 1 (spec part 1 §5).
 */
export function validateLicenseNumber(value: string): MessageKey | null {
  if (!/^\d*$/.test(value)) return 'validation.digitsOnly';
  if (value.length !== LICENSE_NUMBER_LENGTH) return 'validation.licenseNumber.length';
  const digits = [...value].map(Number);
  const sum = digits.slice(1).reduce((total, digit, index) => total + digit * (index + 1), 0);
  return sum % 11 === digits[0] ? null : 'validation.licenseNumber.checksum';
}

/** Prefixes six digits with their check digit; null when the check would be 10 (no such number). */
export function completeLicenseNumber(sixDigits: string): string | null {
  if (!/^\d{6}$/.test(sixDigits)) throw new RangeError('six digits expected');
  const check =
    [...sixDigits].reduce((total, digit, index) => total + Number(digit) * (index + 1), 0) % 11;
  return check === 10 ? null : `${check}${sixDigits}`;
}
