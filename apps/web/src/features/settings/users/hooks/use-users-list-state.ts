import { isRole, USER_FILTER_ROLES, type Role } from '@portal/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The users list's filter and page, kept in the address so a reload or a link keeps them. */
export interface UsersListState {
  name: string;
  roles: Role[];
  /** Only the accounts that signed up and wait for verification (ADR 0044), of any role. */
  awaiting: boolean;
  page: number;
}

function read(params: URLSearchParams): UsersListState {
  const roles = (params.get('roles') ?? '').split(',').filter(isRole);
  const page = Number(params.get('page') ?? '0');
  return {
    name: params.get('name') ?? '',
    // No roles in the address: every role but Doctor (spec part 2 §6), the list's default.
    roles: params.has('roles') ? roles : [...USER_FILTER_ROLES],
    awaiting: params.get('awaiting') === '1',
    page: Number.isInteger(page) && page >= 0 ? page : 0,
  };
}

export function useUsersListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => read(params), [params]);
  const change = useCallback(
    (changes: Partial<UsersListState>) => {
      const next = { ...read(params), page: 0, ...changes };
      const written = new URLSearchParams();
      if (next.name) written.set('name', next.name);
      if (next.roles.length !== USER_FILTER_ROLES.length)
        written.set('roles', next.roles.join(','));
      if (next.awaiting) written.set('awaiting', '1');
      if (next.page > 0) written.set('page', String(next.page));
      setParams(written, { replace: true });
    },
    [params, setParams],
  );
  return { state, change };
}
