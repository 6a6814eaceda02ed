import { isOfficeRole, type OfficeRole, type Role, type TUserInput } from '@portal/domain';
import type { SettingsUserFormFragment } from '../../../../__generated__/graphql';

/** What the user form holds: the domain's input, with texts as typed ('' for empty). */
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

export const EMPTY_USER_FORM: UserFormValues = {
  login: '',
  firstName: '',
  lastName: '',
  companyName: '',
  nip: '',
  phoneNumbers: [],
  emailAddresses: [],
  roles: [],
  regions: [],
  branchIds: [],
  active: true,
  vacationStart: '',
  vacationEnd: '',
};

export function userToForm(user: SettingsUserFormFragment): UserFormValues {
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

/** The facility role among the roles, if the account is a facility's. */
export function officeRoleOf(roles: readonly Role[]): OfficeRole | undefined {
  return roles.find(isOfficeRole);
}

/** The person's fields of createUser (its roles go beside them). */
export function newUserInput(input: TUserInput) {
  return {
    login: input.login,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    phoneNumbers: input.phoneNumbers,
    emailAddresses: input.emailAddresses,
    regions: input.regions,
    branchIds: input.branchIds.map(String),
    active: input.active,
    vacationStart: input.vacationStart,
    vacationEnd: input.vacationEnd,
  };
}

/** The facility's fields of createOfficeUser. */
export function newOfficeUserInput(input: TUserInput) {
  return {
    login: input.login,
    companyName: input.companyName ?? '',
    nip: input.nip ?? '',
    firstName: input.firstName,
    lastName: input.lastName,
    phoneNumbers: input.phoneNumbers,
    emailAddresses: input.emailAddresses,
    regions: input.regions,
    branchIds: input.branchIds.map(String),
    active: input.active,
  };
}

/** Every field of updateUser. */
export function userUpdateInput(input: TUserInput) {
  return { ...input, branchIds: input.branchIds.map(String) };
}
