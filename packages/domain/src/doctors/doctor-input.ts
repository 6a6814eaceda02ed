import { z } from 'zod';
import type { Role } from '../roles.js';
import { ZEmail } from '../schemas/fields.js';
import { ZRecordId } from '../schemas/files.js';
import { ZAddressInput, ZPhoneNumber } from '../schemas/patient.js';
import { ZLicenseNumber } from '../schemas/signup.js';
import { multiLineText, personName, singleLineText } from '../schemas/text.js';
import { OFFICE_ROLES, ZNip, ZUserLogin } from '../schemas/user.js';
import { DOCTOR_KINDS, type TDoctorKind } from './doctors-filter.js';

// The comments tab's input lives beside it; index.ts exports this module only.
export * from './doctor-comment.js';

/*
 * The doctor and facility form (spec part 2 §5 "Doctor and facility form") as addDoctor and
 * updateDoctor take it, and which of its fields each role may set (part 2 §6).
 */

// The kinds are the lists' (doctors-filter.ts): the same toggle picks a list and a form.
type DoctorKind = TDoctorKind;

/** Roles a doctor's account may hold; a facility's holds exactly one of OFFICE_ROLES. */
export const DOCTOR_ACCOUNT_ROLES = ['Doctor', 'DescribingDoctor'] as const satisfies Role[];

/** The account's roles when the form names none: Doctor, or DentalOffice for a facility. */
export function defaultDoctorRoles(kind: DoctorKind): Role[] {
  return kind === 'DOCTOR' ? ['Doctor'] : ['DentalOffice'];
}

/** The staff's note: 4–8 rows on the form (§9); a long note is still one paragraph or two. */
export const DOCTOR_NOTE_MAX = 2000;
/** The most hours a describer may be given (a month of full days is far below it). */
export const MAX_STUDY_HOURS_TO_DESCRIBE = 1000;

const LIST_MAX = 10;
const TAGS_MAX = 50;
const IDS_MAX = 100;

/**
 * A list the form may leave out: null or missing is "not given" (undefined), so addDoctor uses
 * the default and updateDoctor keeps what the record has — a field a role may not change can be
 * left out instead of being sent back as read (doctorFieldRights).
 */
const givenList = <T extends z.ZodType>(item: T, max: number) =>
  z.preprocess(
    (value) => (value === null ? undefined : value),
    z
      .array(item)
      .max(max)
      .transform((list) => [...new Set(list)])
      .optional(),
  );

const ZDoctorRoles = givenList(
  z.enum(['Doctor', 'DescribingDoctor', ...OFFICE_ROLES], { error: 'validation.invalid' }),
  2,
);

/** Whether `roles` suit the kind: Doctor and/or DescribingDoctor, or one facility role. */
function rolesFitKind(kind: DoctorKind, roles: readonly string[]): boolean {
  if (roles.length === 0) return false;
  if (kind === 'FACILITY')
    return roles.length === 1 && (OFFICE_ROLES as readonly string[]).includes(roles[0]!);
  return roles.every((role) => (DOCTOR_ACCOUNT_ROLES as readonly string[]).includes(role));
}

type Issue = Parameters<z.core.$RefinementCtx['addIssue']>[0];
const missing = (path: string, message: string): Issue => ({
  code: 'custom',
  path: [path],
  message,
  input: undefined,
});

/**
 * DoctorInput. A doctor needs a valid PWZ and first and last name; a facility a company name and
 * NIP and no PWZ; both at least one phone. Every text goes through the normalizing text types.
 * `roles`, `active`, the tag lists and `note` are undefined when not given (see givenList).
 */
export const ZDoctorInput = z
  .object({
    kind: z.enum(DOCTOR_KINDS, { error: 'validation.required' }),
    licenseNumber: z
      .preprocess((value) => (value === '' ? null : value), ZLicenseNumber.nullish())
      .transform((value) => value ?? null),
    firstName: personName({ max: 100 }),
    lastName: personName({ max: 100 }),
    companyName: singleLineText({ max: 200 }),
    nip: z
      .preprocess((value) => (value === '' ? null : value), ZNip.nullish())
      .transform((value) => value ?? null),
    phoneNumbers: z
      .array(ZPhoneNumber, { error: 'validation.phoneNumbers.required' })
      .max(LIST_MAX)
      .transform((list) => [...new Set(list)])
      .refine((list) => list.length > 0, { error: 'validation.phoneNumbers.required' }),
    emailAddresses: z
      .array(ZEmail)
      .max(LIST_MAX)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    addresses: z
      .array(ZAddressInput)
      .max(5)
      .nullish()
      .transform((list) => list ?? []),
    specializations: givenList(
      singleLineText({ max: 100, required: 'validation.required' }),
      TAGS_MAX,
    ),
    regions: givenList(singleLineText({ max: 100, required: 'validation.required' }), TAGS_MAX),
    employedInBranchIds: givenList(ZRecordId, IDS_MAX),
    describingStudyTypeIds: z
      .array(ZRecordId)
      .max(IDS_MAX)
      .nullish()
      .transform((list) => [...new Set(list ?? [])]),
    maxStudyHoursToDescribe: z
      .number()
      .int({ error: 'validation.number.integer' })
      .min(0, { error: 'validation.number.min' })
      .max(MAX_STUDY_HOURS_TO_DESCRIBE, { error: 'validation.number.max' })
      .nullish()
      .transform((value) => value ?? null),
    // Missing: not given (kept); null or blank: no note.
    note: multiLineText({ max: DOCTOR_NOTE_MAX }).optional(),
    roles: ZDoctorRoles,
    active: z.preprocess((value) => (value === null ? undefined : value), z.boolean().optional()),
  })
  .superRefine((doctor, ctx) => {
    if (doctor.kind === 'DOCTOR') {
      if (!doctor.licenseNumber) ctx.addIssue(missing('licenseNumber', 'validation.required'));
      if (!doctor.firstName) ctx.addIssue(missing('firstName', 'validation.firstName.required'));
      if (!doctor.lastName) ctx.addIssue(missing('lastName', 'validation.lastName.required'));
    } else {
      if (doctor.licenseNumber) {
        ctx.addIssue(missing('licenseNumber', 'validation.doctor.facilityLicense'));
      }
      if (!doctor.companyName) {
        ctx.addIssue(missing('companyName', 'validation.companyName.required'));
      }
      if (!doctor.nip) ctx.addIssue(missing('nip', 'validation.required'));
    }
    if (doctor.roles && !rolesFitKind(doctor.kind, doctor.roles)) {
      ctx.addIssue(missing('roles', 'validation.doctor.roles'));
    }
  });
export type TDoctorInputForm = z.input<typeof ZDoctorInput>;
export type TDoctorInput = z.output<typeof ZDoctorInput>;

/** addDoctor's and changeDoctorLogin's login: an e-mail ('Login jest wymagany' …), lower case. */
export const ZDoctorLogin = ZUserLogin;

/** updateDoctorNote(note): the note alone; null or blank clears it. */
export const ZDoctorNote = multiLineText({ max: DOCTOR_NOTE_MAX });

/** Fields of the form that only some roles may set (part 2 §6). */
export const DOCTOR_RESTRICTED_FIELDS = [
  'roles',
  'active',
  'specializations',
  'regions',
  'employedInBranchIds',
  'login',
  'note',
] as const;
export type DoctorRestrictedField = (typeof DOCTOR_RESTRICTED_FIELDS)[number];
export type DoctorFieldRights = Readonly<Record<DoctorRestrictedField, boolean>>;

/**
 * Which restricted fields `role` may set (part 2 §6): roles, active switch, specializations and
 * regions the Admin; employment branches Admin and Manager; login and note Admin, Technician and
 * Manager. The web disables the others; the server refuses a changed value of one with FORBIDDEN.
 */
export function doctorFieldRights(role: Role): DoctorFieldRights {
  const admin = role === 'Admin';
  const manager = role === 'Manager';
  const desk = admin || manager || role === 'Technician';
  return {
    roles: admin,
    active: admin,
    specializations: admin,
    regions: admin,
    employedInBranchIds: admin || manager,
    login: desk,
    note: desk,
  };
}
