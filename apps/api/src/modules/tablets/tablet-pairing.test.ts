import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tablets } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import {
  eventually,
  portOf,
  quietPeriod,
  subscribe,
  type TestSubscription,
} from '../../test/subscriptions.js';
import {
  buildBranch,
  pairTablet,
  registerTablet,
  TABLET_SIGN_IN,
  type Registration,
} from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const STATUS = 'subscription { tabletStatusChanged { id tabletId configuredAt lastUsedAt } }';
const HEARTBEAT = 'mutation { tabletHeartbeat }';

interface StatusEvent {
  tabletStatusChanged: {
    id: string;
    tabletId: string;
    configuredAt: string | null;
    lastUsedAt: string | null;
  };
}

let t: TestApp;
let admin: string;
let branchId: number;
const open: TestSubscription<unknown>[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
  branchId = (await buildBranch(t.database.db, { name: 'Łódź Bałuty' })).id;
});
afterAll(async () => {
  await Promise.all(open.map((subscription) => subscription.dispose()));
  await t.close();
});

async function tabletRow(registration: Registration) {
  const [row] = await t.database.db
    .select()
    .from(tablets)
    .where(eq(tablets.id, Number(registration.tablet.id)));
  return row!;
}

/** A subscriber of tablet status that is known to be listening (it has seen one event). */
async function statusSubscriber(token: string, role?: string) {
  const subscription = subscribe<StatusEvent>(portOf(t.app), STATUS, {
    token,
    ...(role ? { role } : {}),
  });
  open.push(subscription);
  const warmUp = await registerTablet(t.app, admin, { branchId });
  await eventually(() => subscription.events.length > 0, 'a first status event', {
    poke: () => pairTablet(t.app, warmUp),
  });
  await quietPeriod();
  subscription.events.length = 0;
  return subscription;
}

describe('tabletSignIn', () => {
  it('pairs a kiosk: a session token, the tablet and its branch; configured from then on', async () => {
    const registration = await registerTablet(t.app, admin, { branchId, name: 'Recepcja' });
    const response = await graphql<{
      tabletSignIn: { token: string; expiresAt: string; tablet: Record<string, string> };
    }>(t.app, TABLET_SIGN_IN, {
      variables: { clientId: registration.clientId, clientSecret: registration.clientSecret },
    });
    expect(response.errors).toBeUndefined();
    const session = response.data!.tabletSignIn;
    expect(session.tablet).toEqual({
      id: registration.tablet.id,
      name: 'Recepcja',
      branchName: 'Łódź Bałuty',
    });
    expect(new Date(session.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    const row = await tabletRow(registration);
    expect(row.configuredAt).not.toBeNull();
    expect(row.lastUsedAt).not.toBeNull();
  });

  it('keeps the first pairing’s configuredAt and signs the earlier kiosk out', async () => {
    const registration = await registerTablet(t.app, admin, { branchId });
    const first = await pairTablet(t.app, registration);
    const configuredAt = (await tabletRow(registration)).configuredAt;
    const second = await pairTablet(t.app, registration);
    expect((await tabletRow(registration)).configuredAt).toEqual(configuredAt);
    expect(errorCode(await graphql(t.app, HEARTBEAT, { token: first }))).toBe('UNAUTHENTICATED');
    expect((await graphql(t.app, HEARTBEAT, { token: second })).data).toEqual({
      tabletHeartbeat: true,
    });
  });

  it('refuses a wrong secret and an unknown client alike, and audits both', async () => {
    const registration = await registerTablet(t.app, admin, { branchId });
    const wrong = await graphql(t.app, TABLET_SIGN_IN, {
      variables: { clientId: registration.clientId, clientSecret: 'not-the-secret' },
    });
    const unknown = await graphql(t.app, TABLET_SIGN_IN, {
      variables: { clientId: 'no-such-client', clientSecret: registration.clientSecret },
    });
    expect([errorCode(wrong), errorCode(unknown)]).toEqual([
      'INVALID_CREDENTIALS',
      'INVALID_CREDENTIALS',
    ]);
    expect(wrong.errors![0]!.message).toBe(unknown.errors![0]!.message);
    const failures = await t.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'tablet.signIn' and ${auditLog.outcome} = 'failure'`);
    expect(failures.map((entry) => entry.details)).toEqual(
      expect.arrayContaining([{ reason: 'wrongSecret' }, { reason: 'unknownClient' }]),
    );
    expect(JSON.stringify(failures)).not.toContain(registration.clientSecret);
  });

  it('refuses an inactive tablet', async () => {
    const registration = await registerTablet(t.app, admin, { branchId });
    await t.database.db
      .update(tablets)
      .set({ active: false })
      .where(eq(tablets.id, Number(registration.tablet.id)));
    const response = await graphql(t.app, TABLET_SIGN_IN, {
      lang: 'en',
      variables: { clientId: registration.clientId, clientSecret: registration.clientSecret },
    });
    expect(errorCode(response)).toBe('ACCOUNT_INACTIVE');
    expect(response.errors![0]!.message).toBe(
      'The tablet is inactive. Please contact the administrator.',
    );
  });

  it('is throttled per address like the sign-in page', async () => {
    const throttled = await createTestApp({ LOGIN_ADDRESS_MAX_FAILURES: '2' });
    try {
      const attempt = () =>
        graphql(throttled.app, TABLET_SIGN_IN, {
          variables: { clientId: 'no-such-client', clientSecret: 'x' },
        });
      expect(errorCode(await attempt())).toBe('INVALID_CREDENTIALS');
      expect(errorCode(await attempt())).toBe('INVALID_CREDENTIALS');
      expect(errorCode(await attempt())).toBe('TOO_MANY_ATTEMPTS');
    } finally {
      await throttled.close();
    }
  });
});

describe('heartbeat and status events over a real WebSocket', () => {
  it('pairing and heartbeats reach Admin and desk subscribers as status changes', async () => {
    const registrar = await buildUser(t.database.db, { roles: ['Registration'] });
    const adminEvents = await statusSubscriber(admin);
    const deskEvents = await statusSubscriber(await signIn(t.app, registrar.login));
    const registration = await registerTablet(t.app, admin, { branchId, tabletId: 'LIVE-1' });

    const kiosk = await pairTablet(t.app, registration);
    const paired = (wanted: TestSubscription<StatusEvent>) =>
      wanted.events.some((event) => event.tabletStatusChanged.id === registration.tablet.id);
    await eventually(() => paired(adminEvents) && paired(deskEvents), 'the pairing event');
    const event = adminEvents.events.find(
      (e) => e.tabletStatusChanged.id === registration.tablet.id,
    );
    expect(event!.tabletStatusChanged).toMatchObject({ tabletId: 'LIVE-1' });
    expect(event!.tabletStatusChanged.configuredAt).not.toBeNull();
    expect(event!.tabletStatusChanged.lastUsedAt).not.toBeNull();

    // Within 30 s of the last write a heartbeat neither writes nor announces anything.
    adminEvents.events.length = 0;
    const before = (await tabletRow(registration)).lastUsedAt;
    expect((await graphql(t.app, HEARTBEAT, { token: kiosk })).data).toEqual({
      tabletHeartbeat: true,
    });
    await quietPeriod();
    expect((await tabletRow(registration)).lastUsedAt).toEqual(before);
    expect(adminEvents.events).toEqual([]);

    // Once that time has passed, the next request of the kiosk records its use and announces it.
    await t.database.db
      .update(tablets)
      .set({ lastUsedAt: sql`now() - interval '31 seconds'` })
      .where(eq(tablets.id, Number(registration.tablet.id)));
    await graphql(t.app, HEARTBEAT, { token: kiosk });
    await eventually(() => paired(adminEvents), 'the heartbeat event');
    expect((await tabletRow(registration)).lastUsedAt!.getTime()).toBeGreaterThan(
      Date.now() - 5_000,
    );
  });

  it('refuses roles that do not send consent requests', async () => {
    const doctor = await buildUser(t.database.db, { roles: ['Doctor'] });
    const subscription = subscribe(portOf(t.app), STATUS, {
      token: await signIn(t.app, doctor.login),
    });
    open.push(subscription);
    await eventually(() => subscription.errors.length > 0, 'a refusal');
    expect(subscription.errors[0]!.extensions.code).toBe('FORBIDDEN');
  });
});
