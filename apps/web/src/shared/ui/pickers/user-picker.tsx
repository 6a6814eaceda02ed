import { useApolloClient } from '@apollo/client/react';
import type { Role } from '@portal/domain';
import { USER_PICKER_LIMIT } from '@portal/domain';
import { useCallback } from 'react';
import {
  UserPickerOptionsDocument,
  type UserPickerOptionsQuery,
} from '../../../__generated__/graphql';
import { AsyncAutocomplete, type PickerProps } from './async-autocomplete';

export type UserOption = UserPickerOptionsQuery['users']['items'][number];

type Props = PickerProps<UserOption> & {
  /** Only users holding one of these roles (a coordinator, a complaints handler…); any when not given. */
  roles?: readonly Role[];
};

/** "Nowak Anna" — or the company of a facility account — told apart by the login. */
export function userOptionLabel({ login, contact }: UserOption): string {
  const name = [contact.lastName, contact.firstName].filter(Boolean).join(' ');
  const label = name || contact.companyName || login;
  // A person read back from a record may come without a login to tell them apart by.
  return login && label !== login ? `${label} (${login})` : label;
}

/**
 * An active user, searched by name or login on the server (the `users` list, by last name),
 * USER_PICKER_LIMIT at a time (spec part 1 §9).
 */
export function UserPicker({ roles, ...props }: Props) {
  const client = useApolloClient();
  const rolesKey = roles?.join(',');
  const search = useCallback(
    async (text: string) => {
      const { data } = await client.query({
        query: UserPickerOptionsDocument,
        variables: {
          where: {
            active: true,
            ...(text ? { name: text } : {}),
            ...(rolesKey ? { roles: rolesKey.split(',') as Role[] } : {}),
          },
          pagination: { take: USER_PICKER_LIMIT },
        },
        fetchPolicy: 'network-only',
      });
      return data?.users.items ?? [];
    },
    [client, rolesKey],
  );
  return (
    <AsyncAutocomplete<UserOption> {...props} search={search} getOptionLabel={userOptionLabel} />
  );
}
