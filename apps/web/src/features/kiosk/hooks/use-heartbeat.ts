import { useApolloClient } from '@apollo/client/react';
import { TABLET_ONLINE_WINDOW_MS } from '@portal/domain';
import { useEffect } from 'react';
import { KioskHeartbeatDocument } from '../../../__generated__/graphql';

/**
 * About once a minute: half the window in which staff see the tablet as online (spec part 1 §9),
 * so one lost beat does not turn it offline.
 */
export const HEARTBEAT_MS = TABLET_ONLINE_WINDOW_MS / 2;

/** Keeps the tablet's `lastUsedAt` current while the kiosk is open (`tabletHeartbeat`). */
export function useHeartbeat(): void {
  const client = useApolloClient();
  useEffect(() => {
    const beat = () => {
      // A failed beat needs nothing: an ended session is reported by the client's error handler,
      // a dropped network by the connection indicator, and the next beat tries again.
      client.mutate({ mutation: KioskHeartbeatDocument }).catch(() => undefined);
    };
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    return () => window.clearInterval(timer);
  }, [client]);
}
