import { RECONNECT_ATTEMPTS, RECONNECT_INTERVAL_MS } from '@portal/domain';
import type { ConnectionStateStore } from './connection-state';

/** graphql-transport-ws: the server ended the socket's session (4401) or refused it (4403). */
export const SESSION_CLOSE_CODES: readonly number[] = [4401, 4403];
/** Our own close, to reconnect at once with a new token or role (graphql-ws' restart recipe). */
export const RESTART_CLOSE_CODE = 4205;

export interface ReconnectionPolicyDeps {
  state: ConnectionStateStore;
  /** After a drop, the connection is back: refetch what may have been missed meanwhile. */
  onRestored: () => void;
  /** The server ended the socket's session: let the HTTP error catalogue sort the session out. */
  onSessionRefused: () => void;
  attempts?: number;
  intervalMs?: number;
  wait?: (ms: number) => Promise<void>;
}

/**
 * The spec's reconnection policy (part 1 §4, §9: 5 attempts, 5 s apart, then an error asking to
 * refresh), as the graphql-ws client's hooks: `shouldRetry`, `retryWait`, `on.connected` and
 * `on.closed`. graphql-ws asks `shouldRetry` once per waiting subscription about the same close,
 * so a repeated question gets the first answer instead of counting again.
 */
export interface ReconnectionPolicy {
  shouldRetry(reason: unknown): boolean;
  retryWait(): Promise<void>;
  connected(): void;
  closed(event: unknown): void;
  /** We are about to close the socket ourselves with RESTART_CLOSE_CODE. */
  restarting(): void;
  /** Signed out: forget everything, nothing is wrong. */
  reset(): void;
}

const defaultWait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function closeCode(reason: unknown): number | null {
  const code = (reason as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
}

export function createReconnectionPolicy({
  state,
  onRestored,
  onSessionRefused,
  attempts = RECONNECT_ATTEMPTS,
  intervalMs = RECONNECT_INTERVAL_MS,
  wait = defaultWait,
}: ReconnectionPolicyDeps): ReconnectionPolicy {
  let retries = 0;
  let restartPending = false;
  let refused = false;
  let last: { reason: unknown; retry: boolean } | null = null;

  const decide = (reason: unknown): boolean => {
    if (refused) return false;
    if (closeCode(reason) === RESTART_CLOSE_CODE) return true;
    if (retries >= attempts) {
      state.set('failed');
      return false;
    }
    retries += 1;
    state.set('reconnecting');
    return true;
  };

  return {
    shouldRetry(reason) {
      if (last !== null && last.reason === reason) return last.retry;
      const retry = decide(reason);
      last = { reason, retry };
      return retry;
    },
    retryWait() {
      if (!restartPending) return wait(intervalMs);
      restartPending = false;
      return Promise.resolve();
    },
    connected() {
      const restored = state.get() !== 'connected';
      retries = 0;
      refused = false;
      last = null;
      state.set('connected');
      if (restored) onRestored();
    },
    closed(event) {
      const code = closeCode(event);
      if (code === null || !SESSION_CLOSE_CODES.includes(code)) return;
      refused = true;
      state.set('failed');
      onSessionRefused();
    },
    restarting() {
      restartPending = true;
    },
    reset() {
      retries = 0;
      restartPending = false;
      refused = false;
      last = null;
      state.set('connected');
    },
  };
}
