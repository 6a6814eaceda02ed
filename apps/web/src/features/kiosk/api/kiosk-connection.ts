import type { ApolloClient } from '@apollo/client';
import { createApolloClient } from '../../../shared/api/apollo-client';
import {
  createConnectionStateStore,
  type ConnectionStateStore,
} from '../../../shared/api/connection-state';
import type { ErrorHandler } from '../../../shared/api/error-handler';
import { createRealtimeLink, graphqlSocketUrl } from '../../../shared/api/realtime-link';
import { createReconnectionPolicy } from '../../../shared/api/reconnection-policy';
import { currentLang } from '../../../shared/i18n/i18n';
import { KioskHeartbeatDocument } from '../../../__generated__/graphql';

/**
 * The kiosk's own Apollo client and WebSocket, acting as the tablet (ADR 0016). The portal's
 * client acts as a signed-in user and answers an ended session by going to /login; a kiosk has no
 * user and no login page, so it gets its own link chain built from the same shared pieces.
 */
export interface KioskConnection {
  client: ApolloClient;
  /** The socket's state, for the kiosk's connection indicator. */
  state: ConnectionStateStore;
  /** Called at every (re)connection of the socket: ask for what may have been missed. */
  onConnected: (listener: () => void) => () => void;
  dispose: () => void;
}

export interface KioskConnectionDeps {
  /** The tablet session's bearer token; null while pairing (only `tabletSignIn` is called). */
  token: string | null;
  /** The server no longer accepts the tablet's session: expired, revoked, tablet deleted. */
  onSessionEnded: () => void;
}

/**
 * Ended sessions go to `onSessionEnded`; every other failure is shown by the screen that made
 * the call, or by the connection indicator. Nothing here redirects or toasts.
 */
function kioskErrors(onSessionEnded: () => void): ErrorHandler {
  return {
    handle: (error) => {
      if (error.kind === 'tokenExpired' || error.kind === 'unauthenticated') onSessionEnded();
    },
    succeeded: () => undefined,
    reset: () => undefined,
  };
}

export function createKioskConnection({
  token,
  onSessionEnded,
}: KioskConnectionDeps): KioskConnection {
  const state = createConnectionStateStore();
  const connectedListeners = new Set<() => void>();

  // The tablet waits for hours: it never gives up reconnecting (the staff banner's five attempts
  // would leave an unattended kiosk deaf until someone reloads it).
  const policy = createReconnectionPolicy({
    state,
    attempts: Number.POSITIVE_INFINITY,
    onRestored: () => undefined,
    // The socket's session was refused: one HTTP call finds out whether the session has ended
    // (then the error handler reports it) or the refusal was something else.
    onSessionRefused: () => {
      client.mutate({ mutation: KioskHeartbeatDocument }).catch(() => undefined);
    },
  });
  const realtime = createRealtimeLink({
    url: graphqlSocketUrl(window.location),
    connectionParams: () => ({
      acceptLanguage: currentLang(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    }),
    policy: {
      ...policy,
      connected: () => {
        policy.connected();
        for (const listener of connectedListeners) listener();
      },
    },
  });
  const terminate = () => realtime.terminate();
  window.addEventListener('offline', terminate);

  const client: ApolloClient = createApolloClient({
    token: () => token,
    currentRole: () => null,
    lang: currentLang,
    errors: kioskErrors(onSessionEnded),
    subscriptions: realtime.link,
  });

  return {
    client,
    state,
    onConnected: (listener) => {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    dispose: () => {
      window.removeEventListener('offline', terminate);
      connectedListeners.clear();
      realtime.close();
      client.stop();
    },
  };
}
