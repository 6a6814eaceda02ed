import { isOfficeRole, type OfficeRole, type Role, type TUserInput } from '@portal/domain';
import type { UserFormValues } from '../../../../shared/users/user-form-values';

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
