import { useQuery } from '@apollo/client/react';
import { CurrentUserDocument, type CurrentUserQuery } from '../../__generated__/graphql';
import { useSession } from './use-session';

export type CurrentUser = CurrentUserQuery['currentUser'];

/** The signed-in user's account as the server knows it now; skipped without a session. */
export function useCurrentUser() {
  const session = useSession();
  const result = useQuery(CurrentUserDocument, { skip: !session });
  return {
    user: result.data?.currentUser ?? null,
    loading: result.loading,
    error: result.error,
    refetch: result.refetch,
  };
}

/** The name the top bar and profile show: company for offices and labs, else first and last name. */
export function displayName(user: Pick<CurrentUser, 'login' | 'contact'>): string {
  const { firstName, lastName, companyName } = user.contact;
  const person = [firstName, lastName].filter(Boolean).join(' ');
  return companyName || person || user.login;
}
