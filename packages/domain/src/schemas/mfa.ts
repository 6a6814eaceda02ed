import { z } from 'zod';

/**
 * Two-step sign-in (issue 19 §4, ADR 0046): TOTP (RFC 6238) codes of an authenticator app, and
 * single-use recovery codes. The numbers are our choices, not the spec's tables.
 */

/** Recovery codes made at a time; each works once. */
export const MFA_RECOVERY_CODES = 10;
/** How long the sign-in's second step waits for a code after the password. */
export const MFA_STEP_MINUTES = 5;
/** Codes one second step takes before the password is asked again. */
export const MFA_STEP_ATTEMPTS = 5;

const TOTP_CODE = /^\d{6}$/;
/** A recovery code: 8 characters of the base32 alphabet, shown as `abcd-efgh`. */
const RECOVERY_CODE = /^[a-z2-7]{8}$/;

/**
 * A code as typed: spaces, dashes and letter case do not matter ('123 456', 'ABCD-EFGH'). The
 * result is 6 digits or 8 recovery-code characters.
 */
export const ZMfaCode = z
  .string({ error: 'validation.required' })
  .transform((raw) => raw.replace(/[\s-]/g, '').toLowerCase())
  .refine((code) => code !== '', 'validation.required')
  .refine((code) => TOTP_CODE.test(code) || RECOVERY_CODE.test(code), 'validation.mfa.code');

export const isTotpCode = (code: string) => TOTP_CODE.test(code);

/** How a recovery code is shown: `abcd-efgh`. */
export const formatRecoveryCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

export const ZMfaCodeForm = z.object({ code: ZMfaCode });
export type TMfaCodeForm = z.input<typeof ZMfaCodeForm>;
