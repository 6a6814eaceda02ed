import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  isEmail,
  isPlainEmailText,
  normalizeLogin,
} from '../validation/email.js';
import type { MessageKey } from '../messages/index.js';
import { messageWhenMissing, singleLineText, type RequiredText } from './text.js';

/**
 * Field schemas whose errors are message keys from our catalogue, so server and web show the
 * same localized text. Naming: `Z…` for schemas, `T…` for their inferred types.
 *
 * Each field reports one problem at a time: a check that fails aborts the checks after it, so an
 * empty e-mail says "required" and not also "invalid e-mail".
 */

/** Passwords longer than this are refused before hashing so nobody can make argon2 work for them. */
export const PASSWORD_MAX_LENGTH = 256;

/**
 * A required single line of plain text (schemas/text.ts), kept for callers that name only the
 * message and the limit.
 */
export function requiredString(
  requiredKey: MessageKey = 'validation.required',
  max = 1000,
): RequiredText {
  return singleLineText({ max, required: requiredKey });
}

/**
 * An e-mail address: the text rule (no control, bidi or invisible characters) and then the
 * practical e-mail check, so a valid address keeps its meaning and a hostile one is refused.
 */
export const ZEmail = z
  .string({ error: messageWhenMissing('validation.required') })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(EMAIL_MAX_LENGTH, { abort: true })
  .refine(isPlainEmailText, { error: 'validation.text.forbiddenCharacters', abort: true })
  .refine(isEmail, { error: 'validation.email' });

/** A login is an e-mail address, compared in lower case. */
export const ZLogin = ZEmail.transform(normalizeLogin);

export const ZPasswordRequired = z
  .string({ error: messageWhenMissing('validation.required') })
  .min(1, { error: 'validation.required', abort: true })
  .max(PASSWORD_MAX_LENGTH);
