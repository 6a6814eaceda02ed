import type { Role } from '@portal/domain';

/** The fields of an account its audit rows compare; never its password or tokens. */
export interface UserSnapshot {
  login: string;
  roles: Role[];
  regions: string[];
  branchIds: number[];
  active: boolean;
  vacationStart: string | null;
  vacationEnd: string | null;
  firstName: string | null;
  lastName: string | null;
  companyName: string | null;
  nip: string | null;
  phoneNumbers: string[];
  emailAddresses: string[];
}

/** The snapshot of an input or of a stored account with its contact and branches. */
export function userSnapshot(source: UserSnapshot): UserSnapshot {
  return {
    login: source.login,
    roles: [...source.roles],
    regions: [...source.regions],
    branchIds: [...source.branchIds].sort((a, b) => a - b),
    active: source.active,
    vacationStart: source.vacationStart,
    vacationEnd: source.vacationEnd,
    firstName: source.firstName,
    lastName: source.lastName,
    companyName: source.companyName,
    nip: source.nip,
    phoneNumbers: [...source.phoneNumbers],
    emailAddresses: [...source.emailAddresses],
  };
}

/** `{ before, after }` of the fields that differ, for an update's audit row. */
export function userChanges(
  before: UserSnapshot,
  after: UserSnapshot,
): { before: Partial<UserSnapshot>; after: Partial<UserSnapshot> } {
  const changed = (Object.keys(after) as (keyof UserSnapshot)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}
