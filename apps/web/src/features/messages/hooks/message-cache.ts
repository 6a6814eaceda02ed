import type { ApolloCache } from '@apollo/client';

/*
 * What the messages pages, the badge and the live news change in the Apollo cache, so that the
 * list, the badge and an open message agree without asking the server for more than they need.
 */

/** Every cached page of the list goes: the list on screen asks again, the others when shown. */
export function forgetMessagePages(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'allMessages' });
  cache.gc();
}

/** The badge's count goes: the badge on screen asks the server again. */
export function forgetUnreadCount(cache: ApolloCache): void {
  cache.evict({ id: 'ROOT_QUERY', fieldName: 'unreadMessagesCount' });
}

/** The badge's count, moved by `by` (never below 0); nothing when it was never read. */
export function shiftUnreadCount(cache: ApolloCache, by: number): void {
  cache.modify<{ unreadMessagesCount: number }>({
    id: 'ROOT_QUERY',
    fields: { unreadMessagesCount: (count) => Math.max(0, count + by) },
  });
}

/** The badge's count as 0 (everything was marked read). */
export function clearUnreadCount(cache: ApolloCache): void {
  cache.modify<{ unreadMessagesCount: number }>({
    id: 'ROOT_QUERY',
    fields: { unreadMessagesCount: () => 0 },
  });
}

/** A cached message as read at `readAt`. */
export function markReadInCache(cache: ApolloCache, id: string, readAt: string): void {
  cache.modify<{ read: boolean; readAt: string | null }>({
    id: cache.identify({ __typename: 'Message', id }),
    fields: { read: () => true, readAt: () => readAt },
  });
}

/** Deleted messages leave the cache, so an address of one asks the server (NOT_FOUND). */
export function forgetMessages(cache: ApolloCache, ids: readonly string[]): void {
  for (const id of ids) cache.evict({ id: cache.identify({ __typename: 'Message', id }) });
  cache.gc();
}
