import type { Role } from '@portal/domain';

/**
 * What a form of an account holds (the settings' user form, the profile's data): the domain's
 * user input, ZUserInput, with texts as typed ('' for empty).
 */
export interface UserFormValues {
  login: string;
  firstName: string;
  lastName: string;
  companyName: string;
  nip: string;
  phoneNumbers: string[];
  emailAddresses: string[];
  roles: Role[];
  regions: string[];
  branchIds: string[];
  active: boolean;
  vacationStart: string;
  vacationEnd: string;
}

/** An account as both forms read it (their fragments have at least these fields). */
interface AccountRead {
  login: string;
  roles: Role[];
  regions: string[];
  active: boolean;
  vacationStart?: string | null;
  vacationEnd?: string | null;
  branches: readonly { id: string }[];
  contact: {
    firstName?: string | null;
    lastName?: string | null;
    companyName?: string | null;
    nip?: string | null;
    phoneNumbers: string[];
    emailAddresses: string[];
  };
}

export function userToForm(user: AccountRead): UserFormValues {
  return {
    login: user.login,
    firstName: user.contact.firstName ?? '',
    lastName: user.contact.lastName ?? '',
    companyName: user.contact.companyName ?? '',
    nip: user.contact.nip ?? '',
    phoneNumbers: user.contact.phoneNumbers,
    emailAddresses: user.contact.emailAddresses,
    roles: user.roles,
    regions: user.regions,
    branchIds: user.branches.map(({ id }) => id),
    active: user.active,
    vacationStart: user.vacationStart ?? '',
    vacationEnd: user.vacationEnd ?? '',
  };
}
