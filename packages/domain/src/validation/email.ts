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
