import { ApolloClient, ApolloLink, gql, InMemoryCache } from '@apollo/client';
import { act, renderHook } from '@testing-library/react';
import { RECONNECT_ATTEMPTS, RECONNECT_INTERVAL_MS } from '@portal/domain';
import { createClient } from 'graphql-ws';
import type { Subscription } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWebSocket } from '../../test/fake-web-socket';
import { createConnectionStateStore, type ConnectionState } from './connection-state';
import { createRealtimeLink, type ConnectionParams } from './realtime-link';
import { createReconnectionPolicy } from './reconnection-policy';
import { useConnectionState } from './use-connection-state';

const SUBSCRIPTION = gql`
  subscription {
    currentUserUpdated {
      id
    }
  }
`;

/**
 * The app's real-time wiring — real graphql-ws client, our link and policy — over a socket the
 * test plays the server of, with the connection-state hook rendered on top.
 */
function setUp() {
  const store = createConnectionStateStore();
  const seen: ConnectionState[] = [];
  store.subscribe(() => seen.push(store.get()));
  const onRestored = vi.fn();
  const onSessionRefused = vi.fn();
  const params: ConnectionParams = { authorization: 'Bearer first-token', currentRole: 'Admin' };
  const realtime = createRealtimeLink({
    url: 'ws://portal.test/graphql',
    connectionParams: () => params,
    policy: createReconnectionPolicy({ state: store, onRestored, onSessionRefused }),
    createClient: (options) => createClient({ ...options, webSocketImpl: FakeWebSocket }),
  });
  const hook = renderHook(() => useConnectionState(store));
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  const subscriptions: Subscription[] = [];
  const subscribe = () => {
    subscriptions.push(
      ApolloLink.execute(realtime.link, { query: SUBSCRIPTION }, { client }).subscribe({
        error: () => undefined,
      }),
    );
  };
  return { store, seen, onRestored, onSessionRefused, params, realtime, hook, subscribe };
}

/** Lets the client's promise chains and timers run `ms` further. */
async function advance(ms = 0): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The server accepts the latest socket and acknowledges its connection_init. */
async function acceptLatest(): Promise<FakeWebSocket> {
  const socket = FakeWebSocket.latest();
  socket.open();
  await advance();
  expect(socket.sent[0]?.type).toBe('connection_init');
  socket.receive({ type: 'connection_ack' });
  await advance();
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useConnectionState with the real-time link', () => {
  it('is connected once the socket is up, and it subscribes on it', async () => {
    const { hook, subscribe } = setUp();
    subscribe();
    await advance();
    const socket = await acceptLatest();

    expect(hook.result.current).toBe('connected');
    expect(socket.sent.map((message) => message.type)).toEqual(['connection_init', 'subscribe']);
  });

  it('reports reconnecting after a drop, tries 5 times 5 s apart, then failed', async () => {
    const { hook, subscribe, seen } = setUp();
    subscribe();
    await advance();
    (await acceptLatest()).end(1006);
    await advance();
    expect(hook.result.current).toBe('reconnecting');

    for (let attempt = 1; attempt <= RECONNECT_ATTEMPTS; attempt++) {
      await advance(RECONNECT_INTERVAL_MS - 1);
      expect(FakeWebSocket.instances).toHaveLength(attempt);
      await advance(1);
      expect(FakeWebSocket.instances).toHaveLength(attempt + 1);
      FakeWebSocket.latest().fail();
      await advance();
    }

    expect(hook.result.current).toBe('failed');
    await advance(10 * RECONNECT_INTERVAL_MS);
    expect(FakeWebSocket.instances).toHaveLength(RECONNECT_ATTEMPTS + 1);
    expect(seen).toEqual(['reconnecting', 'failed']);
  });

  it('is connected again when a retry succeeds, refetches once and subscribes again', async () => {
    const { hook, subscribe, onRestored } = setUp();
    subscribe();
    await advance();
    (await acceptLatest()).end(1006);
    await advance(RECONNECT_INTERVAL_MS);
    FakeWebSocket.latest().fail();
    await advance(RECONNECT_INTERVAL_MS);
    const socket = await acceptLatest();

    expect(hook.result.current).toBe('connected');
    expect(onRestored).toHaveBeenCalledTimes(1);
    expect(socket.sent.map((message) => message.type)).toEqual(['connection_init', 'subscribe']);
  });

  it('starts counting afresh after a successful reconnection', async () => {
    const { hook, subscribe } = setUp();
    subscribe();
    await advance();
    (await acceptLatest()).end(1006);
    for (let attempt = 1; attempt < RECONNECT_ATTEMPTS; attempt++) {
      await advance(RECONNECT_INTERVAL_MS);
      FakeWebSocket.latest().fail();
    }
    await advance(RECONNECT_INTERVAL_MS);
    (await acceptLatest()).end(1006);
    await advance(RECONNECT_INTERVAL_MS);
    FakeWebSocket.latest().fail();
    await advance();

    expect(hook.result.current).toBe('reconnecting');
  });

  it('counts a connection that stops answering pings as a drop', async () => {
    const { hook, subscribe } = setUp();
    subscribe();
    await advance();
    await acceptLatest();
    FakeWebSocket.answerPings = false;

    await advance(15_000);
    expect(hook.result.current).toBe('reconnecting');
  });

  it('reconnects at once with the new token after a sign-in or role switch, with no banner', async () => {
    const { subscribe, realtime, params, seen, onRestored } = setUp();
    subscribe();
    await advance();
    const first = await acceptLatest();

    params.authorization = 'Bearer second-token';
    params.currentRole = 'Technician';
    realtime.restart();
    await advance();
    const second = await acceptLatest();

    expect(first.closedWith).toEqual({ code: 4205, reason: 'Client Restart' });
    expect(second.sent[0]).toEqual({
      type: 'connection_init',
      payload: { authorization: 'Bearer second-token', currentRole: 'Technician' },
    });
    expect(second.sent[1]?.type).toBe('subscribe');
    expect(seen).toEqual([]);
    expect(onRestored).not.toHaveBeenCalled();
  });

  it('closes the socket on sign-out and does not reconnect', async () => {
    const { subscribe, realtime, hook } = setUp();
    subscribe();
    await advance();
    const socket = await acceptLatest();

    realtime.close();
    await advance(10 * RECONNECT_INTERVAL_MS);

    expect(socket.closedWith?.code).toBe(1000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(hook.result.current).toBe('connected');
  });

  it.each([4401, 4403])(
    'does not retry a socket whose session the server ended (%i); the app is told',
    async (code) => {
      const { subscribe, hook, onSessionRefused } = setUp();
      subscribe();
      await advance();
      (await acceptLatest()).end(code, code === 4401 ? 'Unauthorized' : 'Forbidden');
      await advance(10 * RECONNECT_INTERVAL_MS);

      expect(FakeWebSocket.instances).toHaveLength(1);
      expect(onSessionRefused).toHaveBeenCalledTimes(1);
      expect(hook.result.current).toBe('failed');
    },
  );
});
