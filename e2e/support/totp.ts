import { Secret, TOTP } from 'otpauth';

/**
 * The code an authenticator app shows for `secret` (base32) at `at` (ADR 0046: SHA-1, 6 digits,
 * 30 seconds). e2e drives the app only, so it makes codes as a phone would.
 */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}
