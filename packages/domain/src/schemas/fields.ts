import { z } from 'zod';
import { EMAIL_MAX_LENGTH, isEmail, normalizeLogin } from '../validation/email.js';
import { validatePassword } from '../validation/password.js';
import type { MessageKey } from '../messages/index.js';

/**
 * Field schemas whose errors are message keys from our catalogue, so server and web show the
 * same localized text. Naming: `Z…` for schemas, `T…` for their inferred types.
 *
 * Each field reports one problem at a time: a check that fails aborts the checks after it, so an
 * empty e-mail says "required" and not also "invalid e-mail".
 */

/** Passwords longer than this are refused before hashing so nobody can make argon2 work for them. */
export const PASSWORD_MAX_LENGTH = 256;

/** A schema-level error that only names missing input; other issues keep their own messages. */
function missing(key: MessageKey) {
  return (issue: { code: string; input?: unknown }) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null)
      ? key
      : undefined;
}

export function requiredString(
  requiredKey: MessageKey = 'validation.required',
  max = 1000,
): z.ZodString {
  return z
    .string({ error: missing(requiredKey) })
    .trim()
    .min(1, { error: requiredKey, abort: true })
    .max(max);
}

export const ZEmail = z
  .string({ error: missing('validation.required') })
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(EMAIL_MAX_LENGTH, { abort: true })
  .refine(isEmail, { error: 'validation.email' });

/** A login is an e-mail address, compared in lower case. */
export const ZLogin = ZEmail.transform(normalizeLogin);

export const ZPasswordRequired = z
  .string({ error: missing('validation.required') })
  .min(1, { error: 'validation.required', abort: true })
  .max(PASSWORD_MAX_LENGTH);

export const ZNewPassword = z
  .string({ error: missing('validation.required') })
  .min(1, { error: 'validation.required', abort: true })
  .max(PASSWORD_MAX_LENGTH, { abort: true })
  .superRefine((value, ctx) => {
    const problem = validatePassword(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
