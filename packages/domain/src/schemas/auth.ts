import { z } from 'zod';
import { ROLES } from '../roles.js';
import { ZLogin, ZNewPassword, ZPasswordRequired } from './fields.js';

export const ZRole = z.enum(ROLES);

/** Sign-in form and the `login(loginData)` operation (spec part 1 §5, §7). */
export const ZLoginInput = z.object({
  login: ZLogin,
  password: ZPasswordRequired,
});
export type TLoginInput = z.input<typeof ZLoginInput>;

/** New password with its confirmation (spec part 1 §5). */
export const ZNewPasswordForm = z
  .object({
    newPassword: ZNewPassword,
    confirmation: ZPasswordRequired,
  })
  .refine((form) => form.newPassword === form.confirmation, {
    error: 'validation.password.mismatch',
    path: ['confirmation'],
  });
export type TNewPasswordForm = z.input<typeof ZNewPasswordForm>;

/** `changePassword(newPassword)` (spec part 1 §7). */
export const ZChangePasswordInput = z.object({ newPassword: ZNewPassword });

/** `updatePreferences(newPreferences)` (spec part 2 §7). */
export const ZPreferencesInput = z.object({ mailNotifications: z.boolean() });
export type TPreferencesInput = z.input<typeof ZPreferencesInput>;
