import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';

/**
 * Ends the session on the server (its token stops working at once), forgets it here, drops
 * every cached answer of this user and goes to /login.
 */
export function useSignOut(): () => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(LogoutDocument, { context: { silentErrors: true } });

  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // An expired or revoked session is already over on the server; sign out here anyway.
    }
    sessionStore.signOut();
    await client.clearStore();
    await navigate('/login', { replace: true });
  }, [client, logout, navigate]);
}
