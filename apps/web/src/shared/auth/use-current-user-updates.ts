import { useSubscription } from '@apollo/client/react';
import { CurrentUserUpdatedDocument } from '../../__generated__/graphql';
import { sessionStore } from './session-store';
import { useSession } from './use-session';

/**
 * Follows changes of the signed-in user's own account made in another tab or device: the event
 * replaces the cached user (top bar, profile), and an acceptance of the terms elsewhere closes
 * the terms dialog here.
 */
export function useCurrentUserUpdates(): void {
  const session = useSession();
  useSubscription(CurrentUserUpdatedDocument, {
    skip: !session,
    onData: ({ data }) => {
      const user = data.data?.currentUserUpdated;
      if (user?.acceptedTerms && !sessionStore.get()?.acceptedTerms) {
        sessionStore.update({ acceptedTerms: true });
      }
    },
  });
}
