import { z } from 'zod';
import { RICH_TEXT_NOTE_MAX } from '../constants.js';
import { richTextLength } from '../rich-text.js';
import { peselData, validatePesel } from '../validation/pesel.js';
import { requiredString, ZEmail } from './fields.js';

/**
 * The patient form and `addPatient`/`updatePatient` input (spec part 1 §5 "Patient"). Errors are
 * message keys, so the form and the server show the same localized text.
 */

/** Today in Warsaw as yyyy-MM-dd: what "in the past" means for a birth date. */
export function warsawToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(now);
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A calendar date yyyy-MM-dd: 'Data jest wymagana' when missing, 'Nieprawidłowa data' when not one. */
export const ZCalendarDate = z
  .string({ error: 'validation.date.required' })
  .trim()
  .min(1, { error: 'validation.date.required', abort: true })
  .refine(isCalendarDate, { error: 'validation.date.invalid', abort: true });

/** A birth date: a real date, and in the past ('Data musi być w przeszłości'). */
export const ZBirthDate = ZCalendarDate.refine((value) => value < warsawToday(), {
  error: 'validation.date.past',
});

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A rich-text note: HTML whose text is at most 1000 characters (spec part 1 §5, §9). */
export const ZRichTextNote = z
  .string()
  .max(RICH_TEXT_NOTE_MAX * 20)
  .nullish()
  .transform((value) => (value && richTextLength(value) > 0 ? value : null))
  .refine((value) => value === null || richTextLength(value) <= RICH_TEXT_NOTE_MAX, {
    error: 'validation.string.max',
    params: { max: RICH_TEXT_NOTE_MAX },
  });

export const ZPhoneNumber = z
  .string()
  .trim()
  .min(1, { error: 'validation.required', abort: true })
  .max(30, { abort: true })
  .regex(/^\+?[\d\s()-]{5,}$/, { error: 'validation.phone.invalid' });

/** An address: every field required once an address is used (spec part 1 §5). */
export const ZAddressInput = z.object({
  street: requiredString('validation.required', 200),
  postalCode: requiredString('validation.required', 20),
  city: requiredString('validation.required', 100),
  country: requiredString('validation.required', 100),
});

export const ZGender = z.enum(['Female', 'Male'], { error: 'validation.required' });

export const ZPatientContactInput = z.object({
  firstName: requiredString('validation.firstName.required', 100),
  middleName: optionalText(100),
  lastName: requiredString('validation.lastName.required', 100),
  companyName: optionalText(200),
  ssn: requiredString('validation.required', 20),
  gender: ZGender,
  birthDate: ZBirthDate,
  phoneNumbers: z
    .array(ZPhoneNumber)
    .max(10)
    .nullish()
    .transform((list) => list ?? []),
  emailAddresses: z
    .array(ZEmail)
    .max(10)
    .nullish()
    .transform((list) => list ?? []),
  primaryDescription: ZRichTextNote,
  secondaryDescription: optionalText(1000),
  addresses: z
    .array(ZAddressInput)
    .max(5)
    .nullish()
    .transform((list) => list ?? []),
});

export const ZPatientConsentsInput = z.object({
  rodo: z.boolean(),
  woman: z.boolean(),
  dataProcessing: z.boolean(),
  sending: z.boolean(),
});

const NO_CONSENTS = { rodo: false, woman: false, dataProcessing: false, sending: false };

/**
 * The whole patient. With the PESEL check on (the default), the number must be a valid PESEL and
 * the birth date and gender must be the ones it encodes.
 */
export const ZPatientInput = z
  .object({
    notes: ZRichTextNote,
    contact: ZPatientContactInput,
    consents: ZPatientConsentsInput.nullish().transform((value) => value ?? NO_CONSENTS),
    registrationDate: ZCalendarDate,
    ssnIsPesel: z
      .boolean()
      .nullish()
      .transform((value) => value ?? true),
  })
  .superRefine((patient, ctx) => {
    if (!patient.ssnIsPesel) return;
    const { ssn, birthDate, gender } = patient.contact;
    const problem = validatePesel(ssn);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem, path: ['contact', 'ssn'] });
      return;
    }
    const encoded = peselData(ssn);
    if (encoded && encoded.birthDate !== birthDate) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.pesel.birthDateMismatch',
        path: ['contact', 'birthDate'],
      });
    }
    if (encoded && encoded.gender !== gender) {
      ctx.addIssue({
        code: 'custom',
        message: 'validation.pesel.genderMismatch',
        path: ['contact', 'gender'],
      });
    }
  });

export type TPatientInput = z.input<typeof ZPatientInput>;
export type TPatientInputParsed = z.output<typeof ZPatientInput>;
