import { useQuery } from '@apollo/client/react';
import { MyCouncilInvitesDocument } from '../../../__generated__/councils/graphql';
import { usePermission } from '../../../shared/auth/use-permission';

/**
 * The invitations to the caller's address not yet answered (the top bar's badge, the invites
 * tab): one cached query both read; skipped for a role without councils.
 */
export function useCouncilInvites({ silent = true }: { silent?: boolean } = {}) {
  const mayUse = usePermission('councils.use');
  const result = useQuery(MyCouncilInvitesDocument, {
    skip: !mayUse,
    // A badge that cannot be read stays away; the session and network notices still come.
    context: { silentErrors: silent },
  });
  return { ...result, mayUse, invites: result.data?.getMyCouncilInvites ?? null };
}
