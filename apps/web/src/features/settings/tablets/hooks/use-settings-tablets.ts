import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import {
  SettingsTabletsDocument,
  SettingsTabletStatusChangedDocument,
  type SettingsTabletFieldsFragment,
} from '../../../../__generated__/graphql';

export type SettingsTablet = SettingsTabletFieldsFragment;

const NO_TABLETS: readonly SettingsTablet[] = [];

/**
 * The tablets of all branches, kept live: each `tabletStatusChanged` event updates the cached
 * tablet's `configuredAt` and `lastUsedAt` (the status chips follow); an event about a tablet
 * this list does not hold (registered in another window) reloads the list.
 */
export function useSettingsTablets() {
  // The page shows the spec's loadError itself; session and network errors stay global.
  const query = useQuery(SettingsTabletsDocument, { context: { silentErrors: true } });
  const tablets = query.data?.tablets ?? NO_TABLETS;
  const known = useRef(tablets);
  useEffect(() => {
    known.current = tablets;
  }, [tablets]);

  useSubscription(SettingsTabletStatusChangedDocument, {
    onData: ({ client, data }) => {
      const event = data.data?.tabletStatusChanged;
      if (!event) return;
      if (!known.current.some((tablet) => tablet.id === event.id)) {
        void query.refetch().catch(() => undefined);
        return;
      }
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Tablet', id: event.id }),
        fields: {
          configuredAt: () => event.configuredAt ?? null,
          lastUsedAt: () => event.lastUsedAt ?? null,
        },
      });
    },
  });

  return {
    tablets,
    /** The list has been answered at least once (it may be empty). */
    loaded: query.data !== undefined,
    loading: query.loading,
    error: query.error,
    refetch: query.refetch,
  };
}
