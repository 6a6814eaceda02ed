import { normalizeText } from './text.js';

/**
 * A practical e-mail check: one @, no spaces, a dot in the domain, labels without leading or
 * trailing dots. Deliberately the same on server and client so a value never passes one and
 * fails the other.
 */
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;

export function isEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL.test(value);
}

/** Logins are e-mail addresses compared without regard to case or surrounding spaces. */
export function normalizeLogin(value: string): string {
  return value.trim().toLowerCase();
}

/** Text the text rule leaves as it is (up to NFC): nothing hidden, nothing forbidden. */
export function isPlainEmailText(value: string): boolean {
  const checked = normalizeText(value, { max: EMAIL_MAX_LENGTH, allowMarkup: true });
  return checked.ok && checked.value === value.normalize('NFC');
}
