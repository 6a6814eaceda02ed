import { useQuery, useSubscription } from '@apollo/client/react';
import { tabletStatus, type TabletStatus } from '@portal/domain';
import { useMemo } from 'react';
import {
  PatientConsentTabletsDocument,
  PatientTabletStatusChangedDocument,
  type ConsentTabletFieldsFragment,
} from '../../../__generated__/graphql';
import { useStatusClock } from './use-status-clock';

export interface ConsentTablet extends ConsentTabletFieldsFragment {
  status: TabletStatus;
}

const NO_TABLETS: readonly ConsentTabletFieldsFragment[] = [];

/**
 * The active tablets of a branch (all branches when none is known) with their live status:
 * `tabletStatusChanged` events update the cached tablets, and a clock turns a silent tablet
 * offline after 2 minutes (spec part 1 §4 "Tablet status").
 */
export function useConsentTablets(branchId: string | null) {
  const { data, loading, error, refetch } = useQuery(PatientConsentTabletsDocument, {
    variables: { branchId, activeOnly: true },
    context: { silentErrors: true },
  });
  useSubscription(PatientTabletStatusChangedDocument, {
    onData: ({ client, data: event }) => {
      const change = event.data?.tabletStatusChanged;
      if (!change) return;
      client.cache.modify({
        id: client.cache.identify({ __typename: 'Tablet', id: change.id }),
        fields: {
          configuredAt: () => change.configuredAt,
          lastUsedAt: () => change.lastUsedAt,
        },
      });
    },
  });
  const tablets = data?.tablets ?? NO_TABLETS;
  const now = useStatusClock(tablets);
  const withStatus = useMemo<ConsentTablet[]>(
    () => tablets.map((tablet) => ({ ...tablet, status: tabletStatus(tablet, now) })),
    [tablets, now],
  );
  return { tablets: withStatus, loaded: Boolean(data), loading, error, refetch };
}
