import type { TUserInput } from '@portal/domain';
import type { ProfileDataFieldsFragment, UserUpdateInput } from '../../../__generated__/graphql';

/** The fields the form shows: a facility's company name and NIP, or a person's names. */
export function editableFields(profile: ProfileDataFieldsFragment) {
  const names = profile.contact.companyName
    ? (['companyName', 'nip'] as const)
    : (['firstName', 'lastName'] as const);
  return [...names, 'phoneNumbers', 'emailAddresses'] as const;
}

/**
 * updateUser's input for one's own account: the contact as edited, and everything else exactly as
 * it was read (any change to it is refused as FORBIDDEN).
 */
export function profileUpdateInput(
  input: TUserInput,
  profile: ProfileDataFieldsFragment,
): UserUpdateInput {
  return {
    login: profile.login,
    roles: profile.roles,
    regions: profile.regions,
    branchIds: profile.branches.map(({ id }) => id),
    active: profile.active,
    vacationStart: profile.vacationStart,
    vacationEnd: profile.vacationEnd,
    firstName: input.firstName,
    lastName: input.lastName,
    companyName: input.companyName,
    nip: input.nip,
    phoneNumbers: input.phoneNumbers,
    emailAddresses: input.emailAddresses,
  };
}
