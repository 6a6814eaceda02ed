import { z } from 'zod';
import { ROLES } from '../roles.js';
import { ZLogin, ZPasswordRequired } from './fields.js';

export const ZRole = z.enum(ROLES);

/**
 * Longest ALTCHA payload accepted (base64 of the signed challenge and its solution, about 800
 * characters), so nobody makes the server decode megabytes.
 */
export const PROOF_OF_WORK_MAX_LENGTH = 4000;

/**
 * Sign-in form and the `login(loginData)` operation (spec part 1 §5, §7). `proofOfWork` is our
 * extension: the solved `loginChallenge` the server asks for after a few failures (ADR 0018).
 */
export const ZLoginInput = z.object({
  login: ZLogin,
  password: ZPasswordRequired,
  proofOfWork: z.string().max(PROOF_OF_WORK_MAX_LENGTH).optional(),
});
export type TLoginInput = z.input<typeof ZLoginInput>;

/** `updatePreferences(newPreferences)` (spec part 2 §7). */
export const ZPreferencesInput = z.object({ mailNotifications: z.boolean() });
export type TPreferencesInput = z.input<typeof ZPreferencesInput>;
