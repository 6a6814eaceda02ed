/** The twelve roles of the portal (spec part 1 §6, part 2 §6), in the spec's order. */
export const ROLES = [
  'Admin',
  'Complaints',
  'Coordinator',
  'DentalOffice',
  'DescribingDoctor',
  'Doctor',
  'HelpContact',
  'Laboratory',
  'Manager',
  'Patient',
  'Registration',
  'Technician',
] as const;

export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** Clinic staff (spec part 1 §1). */
export const STAFF_ROLES = [
  'Admin',
  'Manager',
  'Technician',
  'Registration',
  'DescribingDoctor',
  'Coordinator',
  'Complaints',
  'HelpContact',
] as const satisfies readonly Role[];

/** Referring users who sign up themselves and see their own patients (spec part 1 §1). */
export const REFERRING_ROLES = [
  'Doctor',
  'DentalOffice',
  'Laboratory',
] as const satisfies readonly Role[];

/** Roles that edit a doctor profile rather than a plain user profile (spec part 2 §2 Profile). */
export const DOCTOR_PROFILE_ROLES = [
  'Doctor',
  'DescribingDoctor',
  'DentalOffice',
  'Laboratory',
] as const satisfies readonly Role[];

/**
 * The role a session acts as: the one kept from an earlier session if the user still has it,
 * otherwise the user's first role (spec part 1 §3, "User session").
 */
export function chooseCurrentRole(roles: readonly Role[], previous?: string | null): Role | null {
  if (previous && roles.includes(previous as Role)) return previous as Role;
  return roles[0] ?? null;
}
