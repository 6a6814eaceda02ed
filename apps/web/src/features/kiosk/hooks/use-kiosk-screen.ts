import { useApolloClient, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import {
  KioskConsentRequestedDocument,
  KioskPendingConsentRequestDocument,
} from '../../../__generated__/graphql';
import type { KioskConnection } from '../api/kiosk-connection';
import { nextScreen, WAITING, type KioskScreen } from '../consent/kiosk-screen';

/** How long the thank-you screen stays before the kiosk waits for the next patient. */
export const THANKS_MS = 8_000;
/** How long the waiting screen says that a form expired or was withdrawn. */
export const NOTICE_MS = 10_000;
/** setTimeout's ceiling (about 24 days); requests expire within minutes, this only guards nonsense. */
const MAX_TIMER_MS = 2_147_483_647;

export interface KioskScreenControls {
  screen: KioskScreen;
  submitted: (requestId: string) => void;
  /** The server refused the answers: the request is no longer open (its message, if any). */
  closed: (requestId: string, message: string | null) => void;
  thanksDone: () => void;
}

/**
 * Which screen a paired kiosk shows. Requests arrive live (`consentRequested`) and are also asked
 * for (`pendingConsentRequest`) on load and after every reconnection, so a request sent while the
 * network was down is not lost. A form is dropped when its request expires.
 */
export function useKioskScreen(
  connection: Pick<KioskConnection, 'onConnected'>,
): KioskScreenControls {
  const client = useApolloClient();
  const [screen, dispatch] = useReducer(nextScreen, WAITING);
  // Live events counted, so an answer to a question asked before the latest event (slower over
  // HTTP than the event over the socket) cannot undo it.
  const events = useRef(0);

  const askPending = useCallback(async () => {
    const asked = events.current;
    try {
      const { data } = await client.query({
        query: KioskPendingConsentRequestDocument,
        fetchPolicy: 'network-only',
      });
      if (!data || events.current !== asked) return;
      dispatch({ type: 'pending', request: data.pendingConsentRequest ?? null });
    } catch {
      // Offline: the indicator shows it, and the next reconnection asks again.
    }
  }, [client]);

  useEffect(() => {
    void askPending();
    return connection.onConnected(() => void askPending());
  }, [askPending, connection]);

  useSubscription(KioskConsentRequestedDocument, {
    onData: ({ data }) => {
      const request = data.data?.consentRequested;
      if (!request) return;
      events.current += 1;
      dispatch({ type: 'requested', request });
    },
  });

  const request = screen.screen === 'form' ? screen.request : null;
  useEffect(() => {
    if (!request) return;
    const left = new Date(request.expiresAt).getTime() - Date.now();
    const timer = window.setTimeout(
      () => dispatch({ type: 'expired', requestId: request.id }),
      Math.min(Math.max(left, 0), MAX_TIMER_MS),
    );
    return () => window.clearTimeout(timer);
  }, [request]);

  const thanking = screen.screen === 'thanks';
  useEffect(() => {
    if (!thanking) return;
    const timer = window.setTimeout(() => dispatch({ type: 'thanksDone' }), THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [thanking]);

  const notice = screen.screen === 'waiting' ? screen.notice : null;
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => dispatch({ type: 'noticeSeen' }), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  return {
    screen,
    submitted: useCallback((requestId) => dispatch({ type: 'submitted', requestId }), []),
    closed: useCallback(
      (requestId, message) => dispatch({ type: 'closed', requestId, message }),
      [],
    ),
    thanksDone: useCallback(() => dispatch({ type: 'thanksDone' }), []),
  };
}
