import { useMutation, useQuery } from '@apollo/client/react';
import {
  CreateVisitsCalendarFeedDocument,
  RevokeVisitsCalendarFeedDocument,
  VisitsCalendarFeedDocument,
} from '../../../__generated__/visits/graphql';

/**
 * The caller's calendar feed (issue 21 §1): whether it is on, read afresh each time the dialog
 * opens (`lastUsedAt` moves whenever a calendar application reads it), and the calls that make a
 * new URL or turn it off. Both write the answer into the cache, so the state shown follows them
 * without another read. `create` resolves to the URL, which the server never tells again.
 */
export function useCalendarFeed() {
  const { data, error, refetch } = useQuery(VisitsCalendarFeedDocument, {
    fetchPolicy: 'cache-and-network',
    // The dialog shows a failed read itself, with a retry.
    context: { silentErrors: true },
  });
  const [createFeed, { loading: creating }] = useMutation(CreateVisitsCalendarFeedDocument, {
    update(cache, { data: created }) {
      if (!created) return;
      // The new feed as the query reads it: on, from now, not read by any calendar yet.
      const feed = {
        __typename: 'VisitsCalendarFeed' as const,
        active: true,
        createdAt: created.createVisitsCalendarFeed.createdAt,
        lastUsedAt: null,
      };
      cache.writeQuery({ query: VisitsCalendarFeedDocument, data: { visitsCalendarFeed: feed } });
    },
  });
  const [revokeFeed, { loading: revoking }] = useMutation(RevokeVisitsCalendarFeedDocument, {
    update(cache, { data: revoked }) {
      if (!revoked) return;
      cache.writeQuery({
        query: VisitsCalendarFeedDocument,
        data: { visitsCalendarFeed: revoked.revokeVisitsCalendarFeed },
      });
    },
  });

  const create = async (): Promise<string | null> => {
    const result = await createFeed();
    return result.data?.createVisitsCalendarFeed.url ?? null;
  };
  const revoke = async (): Promise<void> => {
    await revokeFeed();
  };

  return {
    feed: data?.visitsCalendarFeed ?? null,
    error,
    refetch,
    create,
    revoke,
    busy: creating || revoking,
  };
}
