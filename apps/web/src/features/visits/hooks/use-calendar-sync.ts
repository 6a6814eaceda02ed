import { useMutation, useQuery } from '@apollo/client/react';
import {
  DisconnectCalendarDocument,
  RequestCalendarAccessDocument,
  StoreCalendarTokenDocument,
  SyncVisitsToCalendarDocument,
  VisitsCalendarSyncDocument,
  type SyncVisitsToCalendarMutation,
} from '../../../__generated__/visits/graphql';

export type CalendarSyncResult = SyncVisitsToCalendarMutation['syncVisitsToCalendar'];

/**
 * The caller's link to an external calendar (ADR 0052): whether the installation offers it and
 * whether it is linked, read afresh on each opening of the dialog; the consent (the browser goes
 * to the service's page and comes back to /visits/calendar-connected), a sync now and forgetting
 * the link. Every answer that carries the state writes it into the cache.
 */
export function useCalendarSync() {
  const { data, error, refetch } = useQuery(VisitsCalendarSyncDocument, {
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const [requestAccess, { loading: requesting }] = useMutation(RequestCalendarAccessDocument);
  const [syncNow, { loading: syncing }] = useMutation(SyncVisitsToCalendarDocument, {
    // The last sync's time and error changed with it.
    refetchQueries: [VisitsCalendarSyncDocument],
  });
  const [forget, { loading: disconnecting }] = useMutation(DisconnectCalendarDocument, {
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: VisitsCalendarSyncDocument,
        data: { visitsCalendarSync: answer.disconnectCalendar },
      });
    },
  });

  /** Leaves for the service's consent page. */
  const connect = async (): Promise<void> => {
    const result = await requestAccess();
    const url = result.data?.requestCalendarAccess;
    if (url) window.location.assign(url);
  };
  const sync = async (visitIds?: string[]): Promise<CalendarSyncResult | null> => {
    const result = await syncNow({ variables: { visitIds: visitIds ?? null } });
    return result.data?.syncVisitsToCalendar ?? null;
  };
  const disconnect = async (): Promise<void> => {
    await forget();
  };

  return {
    status: data?.visitsCalendarSync ?? null,
    error,
    refetch,
    connect,
    sync,
    disconnect,
    busy: requesting || syncing || disconnecting,
    connecting: requesting,
    syncing,
  };
}

/** The second half of the consent, on the page the service sends the browser back to. */
export function useStoreCalendarToken() {
  const [store] = useMutation(StoreCalendarTokenDocument, {
    update(cache, { data: answer }) {
      if (!answer) return;
      cache.writeQuery({
        query: VisitsCalendarSyncDocument,
        data: { visitsCalendarSync: answer.storeCalendarToken },
      });
    },
  });
  const [syncNow] = useMutation(SyncVisitsToCalendarDocument);
  return async (consent: { code: string; state: string }): Promise<CalendarSyncResult | null> => {
    // Refusals are shown on the page itself, not by the app's error handler.
    await store({ variables: consent, context: { silentErrors: true } });
    const result = await syncNow({ variables: { visitIds: null } });
    return result.data?.syncVisitsToCalendar ?? null;
  };
}
