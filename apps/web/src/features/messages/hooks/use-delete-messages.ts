import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  DeleteMessagesDocument,
  type MessageListRowFragment,
} from '../../../__generated__/messages/graphql';
import {
  forgetMessagePages,
  forgetMessages,
  forgetUnreadCount,
  shiftUnreadCount,
} from './message-cache';

type Deleted = Pick<MessageListRowFragment, 'id' | 'important' | 'read'>;

/**
 * Deleting messages (spec part 2 §7): important ones only when asked for, so `remove` passes
 * includeImportant when any of them is important. The list is asked again and the badge follows.
 * `remove` rejects on a refusal (the app's error handler says it) and answers how many went;
 * `forget` drops them from the cache — call it once no page shows them, or it asks again.
 */
export function useDeleteMessages() {
  const client = useApolloClient();
  const [mutate] = useMutation(DeleteMessagesDocument);
  const remove = useCallback(
    async (messages: readonly Deleted[]): Promise<number> => {
      const ids = messages.map((message) => message.id);
      const unread = messages.filter((message) => !message.read).length;
      const { data } = await mutate({
        variables: { ids, includeImportant: messages.some((message) => message.important) },
        update: (cache, { data: answer }) => {
          if (!answer) return;
          forgetMessagePages(cache);
          // All of them went: the unread among them are known; else the server counts again.
          if (answer.deleteMessage === ids.length) shiftUnreadCount(cache, -unread);
          else forgetUnreadCount(cache);
        },
      });
      return data?.deleteMessage ?? 0;
    },
    [mutate],
  );
  const forget = useCallback(
    (ids: readonly string[]) => forgetMessages(client.cache, ids),
    [client],
  );
  return { remove, forget };
}
