import type { AddressInfo } from 'node:net';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { signIn } from '../test/graphql.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const ALLOWED_ORIGIN = 'https://portal.example';

let t: TestApp;
let port: number;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ ALLOWED_ORIGINS: ALLOWED_ORIGIN });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  const user = await buildUser(t.database.db, { roles: ['Registration'] });
  token = await signIn(t.app, user.login);
});
afterAll(() => t.close());

type Outcome =
  | { result: 'connected' }
  | { result: 'closed'; code: number; reason: string }
  | { result: 'refused'; message: string };

/**
 * Opens a graphql-transport-ws connection as the web does and reports how it ended: the
 * server acknowledged connection_init, closed the socket, or refused the upgrade.
 */
function connect(options: {
  origin?: string;
  connectionParams?: Record<string, unknown>;
}): Promise<Outcome> {
  class BrowserLikeWebSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, options.origin ? { origin: options.origin } : {});
    }
  }
  return new Promise((resolve) => {
    let settled = false;
    const settle = (outcome: Outcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
      // Whatever happened first decides; a connected client is not needed afterwards.
      if (outcome.result === 'connected') void client.dispose();
    };
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: BrowserLikeWebSocket,
      connectionParams: options.connectionParams,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => undefined,
      on: {
        connected: () => settle({ result: 'connected' }),
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: unknown };
          settle({ result: 'closed', code, reason: String(reason) });
        },
        error: (error) => {
          const { message } = error as { message?: unknown };
          settle({ result: 'refused', message: String(message) });
        },
      },
    });
  });
}

/** How graphql-transport-ws refuses a connection_init (not the older protocol's connection_error). */
const FORBIDDEN: Outcome = { result: 'closed', code: 4403, reason: 'Forbidden' };

describe('WebSocket subscriptions (graphql-transport-ws on /graphql)', () => {
  it('accepts a connection_init with a valid token', async () => {
    expect(await connect({ connectionParams: { authorization: `Bearer ${token}` } })).toEqual({
      result: 'connected',
    });
  });

  it('accepts the portal’s own origin and ALLOWED_ORIGINS', async () => {
    for (const origin of [`http://127.0.0.1:${port}`, ALLOWED_ORIGIN]) {
      const outcome = await connect({
        origin,
        connectionParams: { authorization: `Bearer ${token}` },
      });
      expect(outcome, origin).toEqual({ result: 'connected' });
    }
  });

  it('refuses the upgrade from another site’s origin with 403', async () => {
    const outcome = await connect({
      origin: 'https://evil.example',
      connectionParams: { authorization: `Bearer ${token}` },
    });
    expect(outcome).toEqual({ result: 'refused', message: 'Unexpected server response: 403' });
  });

  it.each([
    ['no token', {}],
    ['a garbage token', { authorization: 'Bearer not-a-real-token-at-all-0123' }],
    ['a token without the Bearer scheme', { authorization: 'x' }],
  ])('refuses a connection_init with %s: closes with 4403 Forbidden', async (_what, params) => {
    expect(await connect({ connectionParams: params })).toEqual(FORBIDDEN);
  });

  it('refuses a connection_init that asks for a role the user does not hold', async () => {
    const outcome = await connect({
      connectionParams: { authorization: `Bearer ${token}`, currentRole: 'Admin' },
    });
    expect(outcome).toEqual(FORBIDDEN);
  });
});
