import { Secret, TOTP } from 'otpauth';

/**
 * RFC 6238 codes as every authenticator app makes them (ADR 0046): SHA-1, 6 digits, 30 seconds,
 * a 160-bit secret. A code is taken from the step before to the step after now (clocks drift),
 * and only for a step later than the last one accepted, so that no code works twice.
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'Portal RTG';

const totpOf = (secret: string, login: string) =>
  new TOTP({
    issuer: ISSUER,
    label: login,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new secret, in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app scans. */
export const totpUri = (secret: string, login: string): string => totpOf(secret, login).toString();

/** The time step `code` belongs to, if it is right now and later than `lastStep`; else null. */
export function acceptedStep(
  secret: string,
  code: string,
  lastStep: number | null,
  now = Date.now(),
): number | null {
  const delta = totpOf(secret, '').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
  return lastStep !== null && step <= lastStep ? null : step;
}

/** The code of `secret` at `now` (tests, and the demo's documented authenticator). */
export const totpCode = (secret: string, now = Date.now()): string =>
  totpOf(secret, '').generate({ timestamp: now });
