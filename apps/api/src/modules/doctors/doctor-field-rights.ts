import {
  defaultDoctorRoles,
  doctorFieldRights,
  DOCTOR_ACCOUNT_ROLES,
  OFFICE_ROLES,
  type DoctorRestrictedField,
  type Role,
  type TDoctorInput,
} from '@portal/domain';
import { AppError } from '../../errors/app-error.js';
import type { DoctorRecord } from './doctor-editing.repository.js';

/**
 * The doctor form's field rights (spec part 2 §6) on the server: a field the caller's role may
 * not set is refused with FORBIDDEN naming it when it is given with a value other than the one it
 * has — the default for a new record, the stored one for an edit — never silently dropped
 * (issue 20). A value given unchanged, or not given at all, passes, so a form that sends its
 * disabled fields back as read works.
 */

/** The restricted fields' values: what a form would send for each. */
export interface RestrictedValues {
  roles: readonly Role[];
  active: boolean;
  specializations: readonly string[];
  regions: readonly string[];
  employedInBranchIds: readonly number[];
  note: string | null;
  login: string | null;
}

type Kind = TDoctorInput['kind'];

/** The roles the doctor form edits for a kind: a doctor's two, or the facility roles. */
export function formRolesOf(kind: Kind): readonly Role[] {
  return kind === 'DOCTOR' ? DOCTOR_ACCOUNT_ROLES : OFFICE_ROLES;
}

/** What a new record of `kind` has when the form leaves the field alone. */
export function defaultValues(kind: Kind): RestrictedValues {
  return {
    roles: defaultDoctorRoles(kind),
    active: true,
    specializations: [],
    regions: [],
    employedInBranchIds: [],
    note: null,
    login: null,
  };
}

/**
 * What the stored record has. An account's roles outside the form's (an Admin who also refers)
 * are not the form's to show or change; without an account, roles and active read as defaults.
 */
export function storedValues(kind: Kind, record: DoctorRecord): RestrictedValues {
  const formRoles = record.account?.roles.filter((role) => formRolesOf(kind).includes(role)) ?? [];
  return {
    roles: formRoles.length > 0 ? formRoles : defaultDoctorRoles(kind),
    active: record.account?.active ?? true,
    specializations: record.specializations,
    regions: record.regions,
    employedInBranchIds: record.branchIds,
    note: record.note,
    login: record.account?.login ?? null,
  };
}

/** Same members, whatever the order: a list is a set here. */
function sameSet<T>(left: readonly T[], right: readonly T[]): boolean {
  const a = new Set(left);
  const b = new Set(right);
  return a.size === b.size && [...a].every((item) => b.has(item));
}

function sameValue(given: unknown, current: unknown): boolean {
  if (Array.isArray(given) && Array.isArray(current)) return sameSet(given, current);
  return given === current;
}

export const fieldForbidden = (field: DoctorRestrictedField) =>
  new AppError('FORBIDDEN', 'errors.doctorEditing.fieldForbidden', {
    params: { field },
    extensions: { field },
  });

/**
 * The first restricted field `role` may not set that `given` changes from `current`, or null.
 * `undefined` in `given` means the field was not sent.
 */
export function forbiddenField(
  role: Role,
  given: Partial<RestrictedValues>,
  current: RestrictedValues,
): DoctorRestrictedField | null {
  const rights = doctorFieldRights(role);
  for (const field of Object.keys(current) as DoctorRestrictedField[]) {
    const value = given[field];
    if (value === undefined || rights[field]) continue;
    if (!sameValue(value, current[field])) return field;
  }
  return null;
}

/** The restricted fields as DoctorInput gives them (undefined: not sent). */
export function givenValues(input: TDoctorInput, login?: string | null): Partial<RestrictedValues> {
  return {
    roles: input.roles,
    active: input.active,
    specializations: input.specializations,
    regions: input.regions,
    employedInBranchIds: input.employedInBranchIds,
    note: input.note,
    login: login ?? undefined,
  };
}

/** The values to write: each given one, else the baseline's. */
export function resolvedValues(
  given: Partial<RestrictedValues>,
  baseline: RestrictedValues,
): RestrictedValues {
  // A list sent with the same members in another order is unchanged: it is stored as it was.
  const list = <T>(value: readonly T[] | undefined, stored: readonly T[]) =>
    value === undefined || sameSet(value, stored) ? stored : value;
  return {
    roles: list(given.roles, baseline.roles),
    active: given.active ?? baseline.active,
    specializations: list(given.specializations, baseline.specializations),
    regions: list(given.regions, baseline.regions),
    employedInBranchIds: list(given.employedInBranchIds, baseline.employedInBranchIds),
    note: given.note === undefined ? baseline.note : given.note,
    login: given.login ?? baseline.login,
  };
}
