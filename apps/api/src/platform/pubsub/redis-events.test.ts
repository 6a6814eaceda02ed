import { randomBytes } from 'node:crypto';
import { createServer, Socket, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../../test/factories.js';
import { graphql, LOGIN, signIn } from '../../test/graphql.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import {
  eventually,
  portOf,
  quietPeriod,
  subscribe,
  type TestSubscription,
} from '../../test/subscriptions.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const REDIS_HOST = '127.0.0.1';
const REDIS_PORT = 6379;

/** `npm test` must pass without Redis: this file then skips, and says why. */
function redisReachable(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(REDIS_PORT, REDIS_HOST, () => done(true));
  });
}

const reachable = await redisReachable();
const skipped = reachable ? '' : ` (skipped: no Redis at ${REDIS_HOST}:${REDIS_PORT})`;

const CURRENT_USER_UPDATED =
  'subscription { currentUserUpdated { id preferences { mailNotifications } } }';

interface Event {
  currentUserUpdated: { id: string; preferences: { mailNotifications: boolean } };
}

/** One GraphQL request over real HTTP to an instance. */
async function post(port: number, query: string, variables: object, token?: string) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

describe.skipIf(!reachable)(`two API copies on one database and Redis${skipped}`, () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  const open: TestSubscription<Event>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    // Channels of their own, so other test runs on the same Redis never reach these copies.
    const env = {
      REDIS_URL: `redis://${REDIS_HOST}:${REDIS_PORT}`,
      REDIS_CHANNEL_PREFIX: `portal-test-${randomBytes(6).toString('hex')}`,
    };
    a = await createTestApp(env, database);
    b = await createTestApp(env, database);
    await a.app.listen({ port: 0, host: '127.0.0.1' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await Promise.all(open.map((subscription) => subscription.dispose()));
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  async function signInOnA(login: string): Promise<string> {
    const { data } = await post(portOf(a.app), LOGIN, { login, password: TEST_PASSWORD });
    return (data?.login as { token: string }).token;
  }

  function setPreferencesOnA(token: string, mailNotifications: boolean) {
    return post(
      portOf(a.app),
      'mutation($on: Boolean!) { updatePreferences(newPreferences: { mailNotifications: $on }) { id } }',
      { on: mailNotifications },
      token,
    );
  }

  /** A subscriber on B that has received the user's own change made through A. */
  async function liveSubscriberOnB(token: string): Promise<TestSubscription<Event>> {
    const subscription = subscribe<Event>(portOf(b.app), CURRENT_USER_UPDATED, { token });
    open.push(subscription);
    await eventually(() => subscription.events.length > 0, 'an event through Redis', {
      poke: () => setPreferencesOnA(token, true),
    });
    return subscription;
  }

  it('an event caused through A reaches the user’s subscriber on B, and only theirs', async () => {
    const alice = await buildUser(database.db, { roles: ['Registration'] });
    const bob = await buildUser(database.db, { roles: ['Registration'] });
    const aliceToken = await signInOnA(alice.login);
    const bobToken = await signInOnA(bob.login);
    const aliceOnB = await liveSubscriberOnB(aliceToken);
    const bobOnB = await liveSubscriberOnB(bobToken);
    await quietPeriod();
    aliceOnB.events.length = 0;
    bobOnB.events.length = 0;

    expect((await setPreferencesOnA(aliceToken, false)).errors).toBeUndefined();
    await eventually(() => aliceOnB.events.length > 0, 'Alice’s event on B');
    await quietPeriod();

    expect(aliceOnB.events).toEqual([
      {
        currentUserUpdated: {
          id: String(alice.id),
          preferences: { mailNotifications: false },
        },
      },
    ]);
    expect(bobOnB.events).toEqual([]);
  });
});

/** A local port nobody listens on: taken from the OS, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('with Redis unreachable', () => {
  it('mutations still answer at once, and the server still closes promptly', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    try {
      const user = await buildUser(t.database.db);
      const token = await signIn(t.app, user.login);
      const started = Date.now();
      const response = await graphql(
        t.app,
        'mutation { updatePreferences(newPreferences: { mailNotifications: false }) { id } }',
        { token },
      );
      expect(response.errors).toBeUndefined();
      // Publishing waits for nothing: the change is committed whether Redis hears of it or not.
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      const closing = Date.now();
      await t.close();
      expect(Date.now() - closing).toBeLessThan(2_000);
    }
  });
});
