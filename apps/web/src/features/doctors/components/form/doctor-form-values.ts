import { type DoctorFieldRights, type Role, type TDoctorInput } from '@portal/domain';
import type {
  DoctorFormFieldsFragment,
  DoctorInput,
  DoctorKind,
} from '../../../../__generated__/doctors/graphql';
import type { AddressValues } from '../../../../shared/ui/address-values';
import type { BranchOption } from '../../../../shared/ui/pickers/branch-picker';

/** A branch as the employment picker holds it (only its id and name matter here). */
export type EmploymentBranch = Pick<BranchOption, 'id' | 'name'> & Partial<BranchOption>;

/**
 * What the doctor and facility form edits (spec part 2 §5): DoctorInput with '' for empty texts,
 * the employment branches as the picker holds them, and the add dialog's login beside it.
 */
export interface DoctorFormValues {
  kind: DoctorKind;
  licenseNumber: string;
  firstName: string;
  lastName: string;
  companyName: string;
  nip: string;
  phoneNumbers: string[];
  emailAddresses: string[];
  addresses: AddressValues[];
  specializations: string[];
  regions: string[];
  employedInBranches: EmploymentBranch[];
  describingStudyTypeIds: string[];
  /** Hours as typed; '' for no limit. */
  maxStudyHoursToDescribe: string;
  note: string;
  /** The new account's login (add only); '' for a doctor without an account. */
  login: string;
  /** The edited record has an account (its roles and active switch are then the form's). */
  hasAccount: boolean;
  roles: Role[];
  active: boolean;
}

/** What the form submits: the parsed DoctorInput and the login (add only). */
export interface DoctorFormOutput {
  input: TDoctorInput;
  login: string | null;
}

/** The fields only one kind has: switching the kind empties the other kind's. */
const DOCTOR_ONLY = {
  licenseNumber: '',
  firstName: '',
  lastName: '',
  specializations: [] as string[],
  describingStudyTypeIds: [] as string[],
  maxStudyHoursToDescribe: '',
} satisfies Partial<DoctorFormValues>;
const FACILITY_ONLY = { companyName: '', nip: '' } satisfies Partial<DoctorFormValues>;

export function emptyDoctorForm(kind: DoctorKind): DoctorFormValues {
  return {
    kind,
    ...DOCTOR_ONLY,
    ...FACILITY_ONLY,
    phoneNumbers: [],
    emailAddresses: [],
    addresses: [],
    regions: [],
    employedInBranches: [],
    note: '',
    login: '',
    hasAccount: false,
    roles: kind === 'DOCTOR' ? ['Doctor'] : ['DentalOffice'],
    active: true,
  };
}

/**
 * The values after switching to `kind`: the other kind's own fields are emptied and the roles
 * become the new kind's default; what both kinds have (phones, addresses, note…) stays.
 */
export function switchKind(values: DoctorFormValues, kind: DoctorKind): DoctorFormValues {
  if (values.kind === kind) return values;
  const cleared = kind === 'DOCTOR' ? FACILITY_ONLY : DOCTOR_ONLY;
  return { ...values, ...cleared, kind, roles: emptyDoctorForm(kind).roles };
}

export function doctorToForm(doctor: DoctorFormFieldsFragment): DoctorFormValues {
  const kind: DoctorKind = doctor.isFacility ? 'FACILITY' : 'DOCTOR';
  const { contact } = doctor;
  return {
    kind,
    licenseNumber: doctor.licenseNumber ?? '',
    firstName: contact.firstName ?? '',
    lastName: contact.lastName ?? '',
    companyName: contact.companyName ?? '',
    nip: contact.nip ?? '',
    phoneNumbers: [...contact.phoneNumbers],
    emailAddresses: [...contact.emailAddresses],
    addresses: contact.addresses.map(({ street, postalCode, city, country }) => ({
      street,
      postalCode,
      city,
      country,
    })),
    specializations: [...doctor.specializations],
    regions: [...doctor.regions],
    employedInBranches: doctor.employedInBranches.map(({ id, name }) => ({ id, name })),
    describingStudyTypeIds: doctor.describingStudyTypes.map(({ id }) => id),
    maxStudyHoursToDescribe:
      doctor.maxStudyHoursToDescribe === null || doctor.maxStudyHoursToDescribe === undefined
        ? ''
        : String(doctor.maxStudyHoursToDescribe),
    note: doctor.note ?? '',
    login: '',
    hasAccount: doctor.user !== null && doctor.user !== undefined,
    roles: doctor.user ? [...doctor.user.roles] : emptyDoctorForm(kind).roles,
    active: doctor.user?.active ?? true,
  };
}

type AccountValues = Pick<DoctorFormValues, 'hasAccount' | 'login'>;

/**
 * Whether the record has or gets an account: its roles and active switch mean something only
 * then (a login typed when adding, an account already there when editing).
 */
export function withAccount(values: AccountValues): boolean {
  return values.hasAccount || values.login.trim() !== '';
}

/** Whether the account's roles make it a describing doctor (the describing fields then show). */
export function isDescriber(values: Pick<DoctorFormValues, 'kind' | 'roles'> & AccountValues) {
  return (
    withAccount(values) && values.kind === 'DOCTOR' && values.roles.includes('DescribingDoctor')
  );
}

/**
 * The DoctorInput ZDoctorInput parses, from the form. A field the role may not set is left out
 * (not given: the server keeps the record's value or uses its default), so it can never be
 * refused as a change; the roles and active switch only with an account, and a describer's
 * fields only with the describing role.
 */
export function formToInput(values: DoctorFormValues, rights: DoctorFieldRights): DoctorInput {
  const doctor = values.kind === 'DOCTOR';
  const describer = isDescriber(values);
  const hours = values.maxStudyHoursToDescribe.trim();
  const input: DoctorInput = {
    kind: values.kind,
    licenseNumber: doctor ? values.licenseNumber : null,
    firstName: doctor ? values.firstName : null,
    lastName: doctor ? values.lastName : null,
    companyName: doctor ? null : values.companyName,
    nip: doctor ? null : values.nip,
    phoneNumbers: values.phoneNumbers,
    emailAddresses: values.emailAddresses,
    addresses: values.addresses,
    describingStudyTypeIds: describer ? values.describingStudyTypeIds : [],
    maxStudyHoursToDescribe: describer && hours ? Number(hours.replace(',', '.')) : null,
  };
  if (rights.specializations) input.specializations = doctor ? values.specializations : [];
  if (rights.regions) input.regions = values.regions;
  if (rights.employedInBranchIds) {
    input.employedInBranchIds = values.employedInBranches.map(({ id }) => id);
  }
  if (rights.note) input.note = values.note;
  if (rights.roles && withAccount(values)) input.roles = values.roles;
  if (rights.active && withAccount(values)) input.active = values.active;
  return input;
}

/**
 * The parsed input as addDoctor/updateDoctor take it: ids back to text, a field not given left
 * out (the server then keeps the record's value).
 */
export function parsedToInput(parsed: TDoctorInput): DoctorInput {
  const input: DoctorInput = {
    kind: parsed.kind,
    licenseNumber: parsed.licenseNumber,
    firstName: parsed.firstName,
    lastName: parsed.lastName,
    companyName: parsed.companyName,
    nip: parsed.nip,
    phoneNumbers: parsed.phoneNumbers,
    emailAddresses: parsed.emailAddresses,
    addresses: parsed.addresses,
    describingStudyTypeIds: parsed.describingStudyTypeIds.map(String),
    maxStudyHoursToDescribe: parsed.maxStudyHoursToDescribe,
  };
  if (parsed.specializations) input.specializations = parsed.specializations;
  if (parsed.regions) input.regions = parsed.regions;
  if (parsed.employedInBranchIds)
    input.employedInBranchIds = parsed.employedInBranchIds.map(String);
  if (parsed.note !== undefined) input.note = parsed.note;
  if (parsed.roles) input.roles = parsed.roles;
  if (parsed.active !== undefined) input.active = parsed.active;
  return input;
}
