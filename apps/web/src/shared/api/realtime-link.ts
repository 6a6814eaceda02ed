import { ApolloLink } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import { RESTART_CLOSE_CODE, type ReconnectionPolicy } from './reconnection-policy';

/**
 * A ping every 10 s, and a connection that has not answered within 5 s is treated as lost:
 * browsers notice a dead network only much later on their own. Ours, not the spec's numbers.
 */
const KEEP_ALIVE_MS = 10_000;
const PONG_TIMEOUT_MS = 5_000;

/** What the server reads in connection_init (the WebSocket's headers). */
export interface ConnectionParams {
  authorization?: string;
  acceptLanguage?: string;
  currentRole?: string;
}

export interface RealtimeLinkDeps {
  url: string;
  /** Read at every (re)connection, so a reconnect carries the current token and role. */
  connectionParams: () => ConnectionParams;
  policy: ReconnectionPolicy;
  createClient?: (options: ClientOptions) => Client;
}

export interface RealtimeLink {
  /** The terminating link for subscriptions. */
  link: ApolloLink;
  /** Reconnects at once with fresh connection params (new token, new role); subscriptions stay. */
  restart(): void;
  /** Closes the socket and ends every subscription (sign-out); the next one opens a new socket. */
  close(): void;
  /** The network is gone (e.g. the browser went offline): count it as a drop now. */
  terminate(): void;
}

/** ws:// or wss:// on the page's own host: the same /graphql path as HTTP. */
export function graphqlSocketUrl(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/graphql`;
}

interface Connection {
  client: Client;
  link: GraphQLWsLink;
  restart(): void;
}

/**
 * Subscriptions over graphql-transport-ws (ADR 0011). The client connects lazily (with the first
 * subscription), reconnects by the reconnection policy and re-subscribes by itself.
 */
export function createRealtimeLink(deps: RealtimeLinkDeps): RealtimeLink {
  const make = deps.createClient ?? createClient;
  let current: Connection | null = null;

  function open(): Connection {
    let socket: WebSocket | null = null;
    let connecting = false;
    let restartWhenConnected = false;
    let pongTimer: ReturnType<typeof setTimeout> | undefined;
    // Events of a client replaced after a sign-out must not move the policy.
    const isCurrent = () => current?.client === client;

    const restart = () => {
      if (socket?.readyState === WebSocket.OPEN) {
        restartWhenConnected = false;
        deps.policy.restarting();
        socket.close(RESTART_CLOSE_CODE, 'Client Restart');
      } else if (connecting) {
        restartWhenConnected = true;
      }
      // Not connected at all: the next connection reads the new params anyway.
    };

    const client = make({
      url: deps.url,
      lazy: true,
      connectionParams: () => ({ ...deps.connectionParams() }),
      keepAlive: KEEP_ALIVE_MS,
      // The policy counts attempts; graphql-ws' own limit must not stop it first.
      retryAttempts: Number.POSITIVE_INFINITY,
      shouldRetry: (reason) => deps.policy.shouldRetry(reason),
      retryWait: () => deps.policy.retryWait(),
      on: {
        connecting: () => {
          connecting = true;
        },
        connected: (opened) => {
          connecting = false;
          socket = opened as WebSocket;
          if (!isCurrent()) return;
          deps.policy.connected();
          if (restartWhenConnected) restart();
        },
        closed: (event) => {
          connecting = false;
          socket = null;
          clearTimeout(pongTimer);
          if (isCurrent()) deps.policy.closed(event);
        },
        ping: (received) => {
          if (received) return;
          clearTimeout(pongTimer);
          pongTimer = setTimeout(() => client.terminate(), PONG_TIMEOUT_MS);
        },
        pong: (received) => {
          if (received) clearTimeout(pongTimer);
        },
      },
    });
    return { client, link: new GraphQLWsLink(client), restart };
  }

  return {
    link: new ApolloLink((operation) => (current ??= open()).link.request(operation)),
    restart: () => current?.restart(),
    close: () => {
      const closing = current;
      current = null;
      deps.policy.reset();
      void closing?.client.dispose();
    },
    terminate: () => current?.client.terminate(),
  };
}
