import { useQuery } from '@apollo/client/react';
import { UnreadMessagesCountDocument } from '../../../__generated__/messages/graphql';
import { usePermission } from '../../../shared/auth/use-permission';

/**
 * How many of the caller's messages are unread (the top bar's and the side menu's badge): null
 * for a role without messages, and until the server answers. Every badge shares the one query;
 * the live news and the pages' actions keep its cached answer up to date.
 */
export function useUnreadMessagesCount(): number | null {
  const mayUse = usePermission('messages.use');
  const { data } = useQuery(UnreadMessagesCountDocument, {
    skip: !mayUse,
    // A badge that cannot be read stays away; the session and network notices still come.
    context: { silentErrors: true },
  });
  return mayUse ? (data?.unreadMessagesCount ?? null) : null;
}
