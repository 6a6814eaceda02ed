import { useSyncExternalStore } from 'react';
import {
  realtimeConnection,
  type ConnectionState,
  type ConnectionStateStore,
} from './connection-state';

/** The real-time connection's state; re-renders when it changes. */
export function useConnectionState(
  store: ConnectionStateStore = realtimeConnection,
): ConnectionState {
  return useSyncExternalStore(store.subscribe, store.get);
}
