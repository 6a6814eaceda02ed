import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLResponse } from './graphql.js';

export interface SubscribeOptions {
  token?: string;
  /** `currentRole` of connection_init, as the web sends it. */
  role?: string;
  lang?: string;
}

type GraphQLError = NonNullable<GraphQLResponse['errors']>[number];

/** One graphql-transport-ws subscription, recording what the server sent. */
export interface TestSubscription<T> {
  /** `data` of every event received, oldest first. */
  readonly events: T[];
  /** What the server answered instead of events (e.g. FORBIDDEN when subscribing). */
  readonly errors: GraphQLError[];
  /** How the server closed the socket, once it has. */
  readonly closed: { code: number; reason: string } | null;
  dispose(): Promise<void>;
}

/** The port a test app listens on (`app.listen({ port: 0 })` first). */
export function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/** Subscribes over a WebSocket to /graphql as the web does; the client never reconnects. */
export function subscribe<T = Record<string, unknown>>(
  port: number,
  query: string,
  { token, role, lang }: SubscribeOptions = {},
): TestSubscription<T> {
  const state = {
    events: [] as T[],
    errors: [] as GraphQLError[],
    closed: null as { code: number; reason: string } | null,
  };
  const client = createClient({
    url: `ws://127.0.0.1:${port}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(role ? { currentRole: role } : {}),
      ...(lang ? { acceptLanguage: lang } : {}),
    },
    retryAttempts: 0,
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: unknown };
        state.closed = { code, reason: String(reason) };
      },
    },
  });
  client.subscribe<T>(
    { query },
    {
      next: (result) => {
        if (result.data) state.events.push(result.data);
        if (result.errors) state.errors.push(...(result.errors as unknown as GraphQLError[]));
      },
      error: (error) => {
        if (Array.isArray(error)) state.errors.push(...(error as GraphQLError[]));
      },
      complete: () => undefined,
    },
  );
  return {
    get events() {
      return state.events;
    },
    get errors() {
      return state.errors;
    },
    get closed() {
      return state.closed;
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}

/**
 * Polls until `condition` holds, calling `poke` between looks. graphql-transport-ws does not
 * acknowledge a subscribe message, so a test causes the awaited event again until it arrives.
 */
export async function eventually(
  condition: () => boolean,
  what: string,
  { poke, timeoutMs = 5_000 }: { poke?: () => Promise<unknown>; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await poke?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Time for an event that should not arrive to have arrived if it were going to. */
export const QUIET_PERIOD_MS = 300;

export function quietPeriod(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, QUIET_PERIOD_MS));
}

/**
 * The outcome of a subscription as a GraphQL response, so the permission matrix reads the same
 * for every operation: the first event is `data`; an answered error is `errors`; a socket closed
 * at connection_init (no or a dead session: graphql-transport-ws answers 4403) is UNAUTHENTICATED
 * with 401, as an HTTP call without a session is.
 */
export async function subscriptionOutcome(
  port: number,
  query: string,
  options: SubscribeOptions,
  trigger: () => Promise<unknown>,
): Promise<GraphQLResponse> {
  const subscription = subscribe(port, query, options);
  try {
    await eventually(
      () =>
        subscription.events.length > 0 ||
        subscription.errors.length > 0 ||
        subscription.closed !== null,
      `an answer to ${query}`,
      { poke: trigger },
    );
  } finally {
    await subscription.dispose();
  }
  const [event] = subscription.events;
  if (event) return { status: 200, data: event, headers: {} };
  if (subscription.errors.length > 0) {
    return { status: 200, data: null, errors: subscription.errors, headers: {} };
  }
  const { code, reason } = subscription.closed ?? { code: 0, reason: '' };
  return {
    status: 401,
    data: null,
    errors: [
      {
        message: `socket closed: ${code} ${reason}`,
        extensions: { code: code === 4403 ? 'UNAUTHENTICATED' : `SOCKET_CLOSED_${code}` },
      },
    ],
    headers: {},
  };
}
