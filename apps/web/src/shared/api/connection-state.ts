/**
 * How the real-time connection (subscriptions over the WebSocket) is doing, for banners:
 * `connected` (or not needed yet), `reconnecting` after a drop, `failed` once the spec's
 * reconnection attempts are used up (part 1 §4, §9) — then only a page refresh helps.
 */
export type ConnectionState = 'connected' | 'reconnecting' | 'failed';

export interface ConnectionStateStore {
  get: () => ConnectionState;
  set: (state: ConnectionState) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createConnectionStateStore(): ConnectionStateStore {
  let state: ConnectionState = 'connected';
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (next) => {
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The app's one WebSocket connection; app/api-client.ts drives it. */
export const realtimeConnection = createConnectionStateStore();
