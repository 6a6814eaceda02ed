import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  MarkMessagesReadDocument,
  type MessageListRowFragment,
} from '../../../__generated__/messages/graphql';
import { markReadInCache, shiftUnreadCount } from './message-cache';

/**
 * An unread message, once opened, is read (spec part 2 §3 Message: unread → read when opened):
 * markAsRead once per message and page, important ones included, and the cache follows — the
 * message's flag and the badge's count.
 */
export function useMarkOpened(message: Pick<MessageListRowFragment, 'id' | 'read'> | undefined) {
  const [mark] = useMutation(MarkMessagesReadDocument);
  const asked = useRef(new Set<string>());
  const id = message?.id;
  const unread = message ? !message.read : false;

  useEffect(() => {
    if (!id || !unread || asked.current.has(id)) return;
    asked.current.add(id);
    mark({
      variables: { ids: [id], includeImportant: true },
      update: (cache, { data }) => {
        if (data === undefined || data === null) return;
        markReadInCache(cache, id, new Date().toISOString());
        if (data.markAsRead > 0) shiftUnreadCount(cache, -data.markAsRead);
      },
    }).catch(() => {
      // The app's error handler has said what went wrong; the message stays unread.
    });
  }, [id, unread, mark]);
}
