import { z } from 'zod';
import { RICH_TEXT_NOTE_MAX } from '../constants.js';
import { richTextLength } from '../rich-text.js';
import { peselData, validatePesel } from '../validation/pesel.js';
import { ZEmail } from './fields.js';
import {
  identityNumber,
  messageWhenMissing,
  multiLineText,
  personName,
  singleLineText,
} from './text.js';

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
  .string({ error: messageWhenMissing('validation.date.required') })
  .trim()
  .min(1, { error: 'validation.date.required', abort: true })
  .refine(isCalendarDate, { error: 'validation.date.invalid', abort: true });

/** The earliest birth or registration date accepted: no patient was born or registered before. */
export const EARLIEST_CALENDAR_DATE = '1900-01-01';

/**
 * Days a registration date may lie after today in Warsaw: only a client clock a little ahead
 * around midnight. A patient is registered when they come, not in advance.
 */
export const REGISTRATION_DATE_LEEWAY_DAYS = 1;

/** `date` (yyyy-MM-dd) moved by `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const moved = new Date(`${date}T00:00:00Z`);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

/**
 * 'Data nie może być wcześniejsza niż 1900-01-01', raised as zod's own too_small issue of a date
 * so that the server and the forms' error map both fill in the limit.
 */
function notBeforeEarliest(value: string, ctx: z.RefinementCtx): void {
  if (value >= EARLIEST_CALENDAR_DATE) return;
  ctx.addIssue({
    code: 'too_small',
    origin: 'date',
    minimum: Date.parse(`${EARLIEST_CALENDAR_DATE}T00:00:00Z`),
    inclusive: true,
    input: value,
  });
}

/** A birth date: a real date, not before 1900, and in the past ('Data musi być w przeszłości'). */
export const ZBirthDate = ZCalendarDate.superRefine(notBeforeEarliest).refine(
  (value) => value < warsawToday(),
  { error: 'validation.date.past' },
);

/** A registration date: a real date, not before 1900 and not in the future. */
export const ZRegistrationDate = ZCalendarDate.superRefine(notBeforeEarliest).refine(
  (value) => value <= addCalendarDays(warsawToday(), REGISTRATION_DATE_LEEWAY_DAYS),
  { error: 'validation.date.notFuture' },
);

/**
 * A rich-text note: HTML whose text is at most 1000 characters (spec part 1 §5, §9). Its
 * characters follow the text rule of multi-line text; its tags are sanitized by the server.
 */
export const ZRichTextNote = multiLineText({ max: RICH_TEXT_NOTE_MAX * 20 })
  .transform((value) => (value && richTextLength(value) > 0 ? value : null))
  .refine((value) => value === null || richTextLength(value) <= RICH_TEXT_NOTE_MAX, {
    error: 'validation.string.max',
    params: { max: RICH_TEXT_NOTE_MAX },
  });

/** Digits a phone number needs at least: fewer make no number anybody could call. */
const PHONE_MIN_DIGITS = 5;

/** A phone number: digits, spaces, brackets and hyphens, an optional leading '+'. */
export const ZPhoneNumber = singleLineText({ max: 30, required: 'validation.required' }).refine(
  (value) => /^\+?[0-9 ()-]+$/.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS,
  { error: 'validation.phone.invalid' },
);

/** The country a new address starts with: the clinics and nearly all patients are in Poland. */
export const DEFAULT_COUNTRY = 'Polska';

/** How people write Poland in the country field (pl, en, ua and the ISO code). */
const POLAND_NAMES = new Set(['polska', 'poland', 'pl', 'польща']);

export function isPoland(country: string): boolean {
  return POLAND_NAMES.has(country.trim().toLowerCase());
}

/** A Polish postal code as NN-NNN, typed with or without its hyphen; null when it is none. */
export function formatPolishPostalCode(value: string): string | null {
  const match = /^(\d{2})-?(\d{3})$/.exec(value.replace(/\s+/g, ''));
  return match ? `${match[1]}-${match[2]}` : null;
}

/**
 * An address: every field required once an address is used (spec part 1 §5). In Poland the
 * postal code must be one ('Kod pocztowy w Polsce ma postać NN-NNN') and is stored as NN-NNN;
 * other countries' codes are kept as typed.
 */
export const ZAddressInput = z
  .object({
    street: singleLineText({ max: 200, required: 'validation.required' }),
    postalCode: singleLineText({ max: 20, required: 'validation.required' }),
    city: singleLineText({ max: 100, required: 'validation.required' }),
    country: singleLineText({ max: 100, required: 'validation.required' }),
  })
  .refine((address) => !isPoland(address.country) || formatPolishPostalCode(address.postalCode), {
    path: ['postalCode'],
    error: 'validation.postalCode.polish',
    // Checked as soon as the code and the country are valid text, even while the street or the
    // city is still empty: the form says so when the code is left, not at the last field.
    when: ({ value, issues }) => {
      const { postalCode, country } = (value ?? {}) as Record<string, unknown>;
      if (typeof postalCode !== 'string' || typeof country !== 'string') return false;
      return !issues.some(({ path }) => path?.[0] === 'postalCode' || path?.[0] === 'country');
    },
  })
  .transform((address) => {
    const postalCode = isPoland(address.country) && formatPolishPostalCode(address.postalCode);
    return postalCode ? { ...address, postalCode } : address;
  });

export const ZGender = z.enum(['Female', 'Male'], { error: 'validation.required' });

export const ZPatientContactInput = z.object({
  firstName: personName({ max: 100, required: 'validation.firstName.required' }),
  middleName: personName({ max: 100 }),
  lastName: personName({ max: 100, required: 'validation.lastName.required' }),
  companyName: singleLineText({ max: 200 }),
  /** PESEL or another document's number, normalized ('ab 123-45' is 'AB12345'). */
  ssn: identityNumber({ max: 20, required: 'validation.required' }),
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
  secondaryDescription: multiLineText({ max: 1000 }),
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
    registrationDate: ZRegistrationDate,
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
