import { z } from 'zod';
import { newPasswordIssues } from '../validation/password.js';
import { PASSWORD_MAX_LENGTH, ZPasswordRequired } from './fields.js';
import { messageWhenMissing } from './text.js';

/*
 * Schemas that set a password. Their rules depend on the account (a password must not contain its
 * login), so they are built per login rather than once.
 */

/**
 * A new password of the account `login` (the context of its rules: not containing the login).
 * Reports the first of `newPasswordIssues`, so one problem is fixed at a time.
 */
export function newPasswordSchema(login?: string) {
  return z
    .string({ error: messageWhenMissing('validation.required') })
    .min(1, { error: 'validation.required', abort: true })
    .max(PASSWORD_MAX_LENGTH, { abort: true })
    .superRefine((value, ctx) => {
      const [problem] = newPasswordIssues(value, login);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });
}

/** New password with its confirmation (spec part 1 §5), for the account `login`. */
export function newPasswordFormSchema(login?: string) {
  return z
    .object({
      newPassword: newPasswordSchema(login),
      confirmation: ZPasswordRequired,
    })
    .refine((form) => form.newPassword === form.confirmation, {
      error: 'validation.password.mismatch',
      path: ['confirmation'],
    });
}
export type TNewPasswordForm = z.input<ReturnType<typeof newPasswordFormSchema>>;

/** The profile's password form: the current password, then the new one twice. */
export function changePasswordFormSchema(login: string) {
  return z
    .object({
      currentPassword: ZPasswordRequired,
      newPassword: newPasswordSchema(login),
      confirmation: ZPasswordRequired,
    })
    .refine((form) => form.newPassword === form.confirmation, {
      error: 'validation.password.mismatch',
      path: ['confirmation'],
    });
}
export type TChangePasswordForm = z.input<ReturnType<typeof changePasswordFormSchema>>;

/**
 * `changePassword(currentPassword, newPassword)` of the signed-in account `login` (spec part 1 §7
 * names only `newPassword`; the current password is our extension, ADR 0018).
 */
export function changePasswordInputSchema(login: string) {
  return z.object({
    currentPassword: ZPasswordRequired,
    newPassword: newPasswordSchema(login),
  });
}
