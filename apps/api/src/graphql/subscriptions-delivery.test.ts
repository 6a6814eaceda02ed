import { eq } from 'drizzle-orm';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { sessions, users } from '../db/schema/index.js';
import { userUpdated } from '../platform/pubsub/events.js';
import { buildUser, TEST_PASSWORD } from '../test/factories.js';
import { graphql, signIn } from '../test/graphql.js';
import {
  eventually,
  portOf,
  quietPeriod,
  subscribe,
  type SubscribeOptions,
  type TestSubscription,
} from '../test/subscriptions.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

const CURRENT_USER_UPDATED = `subscription {
  currentUserUpdated { id acceptedTerms preferences { mailNotifications } }
}`;

interface Event {
  currentUserUpdated: {
    id: string;
    acceptedTerms: boolean;
    preferences: { mailNotifications: boolean };
  };
}

let t: TestApp;
let port: number;
const open: TestSubscription<Event>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = portOf(t.app);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((subscription) => subscription.dispose()));
});
afterAll(() => t.close());

/** A user with a sign-in of their own (one "device"); `token` is its bearer token. */
async function signedInUser(overrides: Parameters<typeof buildUser>[1] = {}) {
  const user = await buildUser(t.database.db, { roles: ['Registration'], ...overrides });
  return { user, token: await signIn(t.app, user.login) };
}

async function anotherDevice(userId: number): Promise<string> {
  return (await createSession(t.database.db, userId, t.config.sessionTtlMinutes)).token;
}

function setPreferences(token: string, mailNotifications: boolean) {
  return graphql(
    t.app,
    'mutation($on: Boolean!) { updatePreferences(newPreferences: { mailNotifications: $on }) { id } }',
    { token, variables: { on: mailNotifications } },
  );
}

/** Announces a change of `userId` as a service would (e.g. an administrator's, later). */
function publishUserUpdated(userId: number): void {
  const { topic, payload } = userUpdated(userId);
  t.app.graphql.pubsub.publish({ topic, payload });
}

/**
 * A subscription the server is known to listen to: the user's own change is repeated until
 * it arrives. Call `forgetEvents()` once all of a test's subscriptions are live.
 */
async function liveSubscription(
  userId: number,
  options: SubscribeOptions,
): Promise<TestSubscription<Event>> {
  const subscription = subscribe<Event>(port, CURRENT_USER_UPDATED, options);
  open.push(subscription);
  await eventually(() => subscription.events.length > 0, 'the first event', {
    poke: () => Promise.resolve(publishUserUpdated(userId)),
  });
  return subscription;
}

/** Lets the warm-up events still on their way arrive, then empties every list. */
async function forgetEvents(): Promise<void> {
  await quietPeriod();
  for (const subscription of open) subscription.events.length = 0;
}

describe('currentUserUpdated', () => {
  it('reaches every tab and device of the user whose account changed, and nobody else', async () => {
    const alice = await signedInUser();
    const bob = await signedInUser();
    const aliceTab = await liveSubscription(alice.user.id, { token: alice.token });
    const aliceOtherDevice = await liveSubscription(alice.user.id, {
      token: await anotherDevice(alice.user.id),
    });
    const bobTab = await liveSubscription(bob.user.id, { token: bob.token });
    await forgetEvents();

    expect((await setPreferences(alice.token, false)).errors).toBeUndefined();
    await eventually(
      () => aliceTab.events.length > 0 && aliceOtherDevice.events.length > 0,
      'both of Alice’s subscribers',
    );
    await quietPeriod();

    const expected = {
      currentUserUpdated: {
        id: String(alice.user.id),
        acceptedTerms: true,
        preferences: { mailNotifications: false },
      },
    };
    expect(aliceTab.events).toEqual([expected]);
    expect(aliceOtherDevice.events).toEqual([expected]);
    expect(bobTab.events).toEqual([]);
  });

  it('is announced by acceptTerms, before the terms are accepted too', async () => {
    const carol = await signedInUser({ acceptedTerms: false });
    const otherTab = await liveSubscription(carol.user.id, { token: carol.token });
    await forgetEvents();

    expect(
      (await graphql(t.app, 'mutation { acceptTerms { id } }', { token: carol.token })).errors,
    ).toBeUndefined();
    await eventually(() => otherTab.events.length > 0, 'the terms event');
    expect(otherTab.events[0]?.currentUserUpdated.acceptedTerms).toBe(true);
  });

  it('is announced by changePassword; the devices it signs out are closed with 4401', async () => {
    const dave = await signedInUser();
    const sameSession = await liveSubscription(dave.user.id, { token: dave.token });
    const otherDevice = await liveSubscription(dave.user.id, {
      token: await anotherDevice(dave.user.id),
    });
    await forgetEvents();

    const response = await graphql(
      t.app,
      `mutation { changePassword(currentPassword: "${TEST_PASSWORD}", newPassword: "Another123") }`,
      { token: dave.token },
    );
    expect(response.errors).toBeUndefined();
    await eventually(() => sameSession.events.length > 0, 'the password event');
    await eventually(() => otherDevice.closed !== null, 'the other device’s socket to close');

    expect(otherDevice.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(otherDevice.events).toEqual([]);
  });
});

describe('keep-alive', () => {
  it('answers the web client’s pings, so a live connection is not taken for a dead one', async () => {
    const { token } = await signedInUser();
    const pongs: boolean[] = [];
    const client = createClient({
      url: `ws://127.0.0.1:${port}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${token}` },
      lazy: false,
      keepAlive: 50,
      retryAttempts: 0,
      on: { pong: (received) => pongs.push(received) },
    });
    try {
      await eventually(() => pongs.length >= 2, 'two pongs');
      expect(pongs.every(Boolean)).toBe(true);
    } finally {
      await client.dispose();
    }
  });
});

describe('over HTTP', () => {
  it('refuses a subscription document instead of running its resolver as a query', async () => {
    const kim = await signedInUser();
    const response = await graphql(t.app, CURRENT_USER_UPDATED, { token: kim.token });
    expect(response.data).toBeNull();
    expect(response.errors?.map((error) => error.extensions.code)).toEqual(['BAD_REQUEST']);
  });
});

describe('a socket whose session ends is closed at the next event', () => {
  it('signed out: 4401, and the event is not delivered', async () => {
    const erin = await signedInUser();
    const signedOutTab = await liveSubscription(erin.user.id, { token: erin.token });
    const stillSignedIn = await anotherDevice(erin.user.id);
    await forgetEvents();

    await graphql(t.app, 'mutation { logout }', { token: erin.token });
    await setPreferences(stillSignedIn, false);
    await eventually(() => signedOutTab.closed !== null, 'the socket to close');

    expect(signedOutTab.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(signedOutTab.events).toEqual([]);
  });

  it('expired: 4401', async () => {
    const frank = await signedInUser();
    const tab = await liveSubscription(frank.user.id, { token: frank.token });
    await forgetEvents();

    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(sessions.userId, frank.user.id));
    publishUserUpdated(frank.user.id);
    await eventually(() => tab.closed !== null, 'the socket to close');

    expect(tab.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(tab.events).toEqual([]);
  });

  it('account deactivated: 4401', async () => {
    const gina = await signedInUser();
    const tab = await liveSubscription(gina.user.id, { token: gina.token });
    await forgetEvents();

    await t.database.db.update(users).set({ active: false }).where(eq(users.id, gina.user.id));
    publishUserUpdated(gina.user.id);
    await eventually(() => tab.closed !== null, 'the socket to close');

    expect(tab.closed).toEqual({ code: 4401, reason: 'Unauthorized' });
    expect(tab.events).toEqual([]);
  });

  it('the role the socket acts as withdrawn: 4403', async () => {
    const hugo = await signedInUser({ roles: ['Admin', 'Technician'] });
    const tab = await liveSubscription(hugo.user.id, { token: hugo.token, role: 'Technician' });
    await forgetEvents();

    await t.database.db
      .update(users)
      .set({ roles: ['Admin'] })
      .where(eq(users.id, hugo.user.id));
    publishUserUpdated(hugo.user.id);
    await eventually(() => tab.closed !== null, 'the socket to close');

    expect(tab.closed).toEqual({ code: 4403, reason: 'Forbidden' });
    expect(tab.events).toEqual([]);
  });

  it('leaves the sockets of other users open', async () => {
    const ivan = await signedInUser();
    const jane = await signedInUser();
    const ivanTab = await liveSubscription(ivan.user.id, { token: ivan.token });
    const janeTab = await liveSubscription(jane.user.id, { token: jane.token });
    await forgetEvents();

    await graphql(t.app, 'mutation { logout }', { token: ivan.token });
    publishUserUpdated(ivan.user.id);
    await eventually(() => ivanTab.closed !== null, 'Ivan’s socket to close');
    publishUserUpdated(jane.user.id);
    await eventually(() => janeTab.events.length > 0, 'Jane’s event');

    expect(janeTab.closed).toBeNull();
  });
});
