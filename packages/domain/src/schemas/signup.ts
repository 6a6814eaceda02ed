import { z } from 'zod';
import { validateLicenseNumber } from '../validation/license-number.js';
import { PROOF_OF_WORK_MAX_LENGTH } from './auth.js';
import { ZPasswordRequired } from './fields.js';
import { newPasswordSchema } from './new-password.js';
import { ZPhoneNumber } from './patient.js';
import { personName, singleLineText } from './text.js';
import { OFFICE_ROLES, ZNip, ZUserLogin } from './user.js';

/*
 * Signing up (spec part 1 §2 /signup, §3 "Signup data", §5 "Signup"; issue 19 §1): a doctor or a
 * facility (a dental office or a laboratory) creates an account by themselves; it signs in once
 * the address is confirmed and an Admin has verified it (ADR 0044).
 */

/** How long a mailed confirmation link works. */
export const EMAIL_CONFIRMATION_LINK_DAYS = 7;
/** Signups one client address may send within an hour. */
export const SIGNUPS_PER_CLIENT_PER_HOUR = 5;
/** Confirmation mails one login may be sent within an hour (signup and resend together). */
export const CONFIRMATION_MAILS_PER_LOGIN_PER_HOUR = 3;

/** A doctor's licence number (PWZ): 7 digits with their check digit (spec part 1 §5). */
export const ZLicenseNumber = z
  .string({ error: 'validation.required' })
  .trim()
  .superRefine((value, ctx) => {
    const problem = value ? validateLicenseNumber(value) : 'validation.required';
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });

const ZAcceptTerms = z.literal(true, { error: 'validation.acceptRequired' });
const ZProofOfWork = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(PROOF_OF_WORK_MAX_LENGTH);

const account = {
  login: ZUserLogin,
  // The rules of any new password here; that it must not contain its login, with the whole input.
  password: newPasswordSchema(),
  phoneNumber: ZPhoneNumber,
  acceptTerms: ZAcceptTerms,
  proofOfWork: ZProofOfWork,
};

/** The new password's rule that needs the login: it must not contain it. */
function passwordRule(input: { login: string; password: string }, ctx: z.RefinementCtx) {
  const checked = newPasswordSchema(input.login).safeParse(input.password);
  if (!checked.success) {
    ctx.addIssue({
      code: 'custom',
      path: ['password'],
      message: checked.error.issues[0]!.message,
      input: input.password,
    });
  }
}

/** signupDoctor(signupData): the doctor tab. */
export const ZDoctorSignup = z
  .object({
    ...account,
    firstName: personName({ max: 100, required: 'validation.required' }),
    lastName: personName({ max: 100, required: 'validation.required' }),
    licenseNumber: ZLicenseNumber,
  })
  .superRefine(passwordRule);
export type TDoctorSignupForm = z.input<typeof ZDoctorSignup>;
export type TDoctorSignup = z.output<typeof ZDoctorSignup>;

/**
 * oauthSignupDoctor(signupData): the doctor tab after a social sign-in of an unknown person (spec
 * part 1 §4 "Signup": no password; the provider's round trip stands in for the proof of work).
 */
export const ZOAuthDoctorSignup = z.object({
  login: ZUserLogin,
  phoneNumber: ZPhoneNumber,
  acceptTerms: ZAcceptTerms,
  firstName: personName({ max: 100, required: 'validation.required' }),
  lastName: personName({ max: 100, required: 'validation.required' }),
  licenseNumber: ZLicenseNumber,
});
export type TOAuthDoctorSignupForm = z.input<typeof ZOAuthDoctorSignup>;
export type TOAuthDoctorSignup = z.output<typeof ZOAuthDoctorSignup>;

/** signupOfficeOrLaboratory(signupData, role): the facility tab. */
export const ZFacilitySignup = z
  .object({
    ...account,
    role: z.enum(OFFICE_ROLES, { error: 'validation.required' }),
    companyName: singleLineText({ max: 200, required: 'validation.required' }),
    nip: ZNip,
  })
  .superRefine(passwordRule);
export type TFacilitySignupForm = z.input<typeof ZFacilitySignup>;
export type TFacilitySignup = z.output<typeof ZFacilitySignup>;

/** A mailed confirmation link's token: 32 random bytes, base64url. */
export const ZConfirmationToken = z.string().regex(/^[A-Za-z0-9_-]{43}$/, {
  error: 'errors.emailConfirmation.invalid',
});

/**
 * changeLogin(newLogin) of the signed-in account (spec part 1 §7; part 2 §2 "Profile"): the
 * current password is our extension, as for changePassword (ADR 0044).
 */
export const ZChangeLogin = z.object({
  newLogin: ZUserLogin,
  currentPassword: ZPasswordRequired,
});
export type TChangeLoginForm = z.input<typeof ZChangeLogin>;

/** markForDelete(currentPassword): deleting one's own account from the profile (ADR 0044). */
export const ZDeleteAccount = z.object({ currentPassword: ZPasswordRequired });
export type TDeleteAccountForm = z.input<typeof ZDeleteAccount>;
