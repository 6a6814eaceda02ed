import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.js';
import { buildPatient, buildUser } from '../test/factories.js';
import { errorCode, graphql, signIn } from '../test/graphql.js';
import { eventually, portOf, subscribe } from '../test/subscriptions.js';
import { buildBranch, pairTablet, registerTablet, type Registration } from '../test/tablets.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * The tablet principal (ADR 0014) beyond its column of permission-matrix.test.ts (which shows what
 * a kiosk's token may call, operation by operation): tablet and user tokens never stand in for
 * each other, over HTTP or a WebSocket, and each refusal is audited.
 */
let t: TestApp;
let admin: string;
let registration: Registration;
let patientId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
  const branch = await buildBranch(t.database.db);
  registration = await registerTablet(t.app, admin, { branchId: branch.id });
  patientId = (await buildPatient(t.database.db, { birthDate: '1985-03-01', gender: 'Male' })).id;
});
afterAll(() => t.close());

/** Staff send a consent request to the test's tablet (the kiosk's subscription hears it). */
function sendRequest() {
  return graphql(
    t.app,
    'mutation($tabletId: ID!, $patientId: ID!) { requestConsent(tabletId: $tabletId, patientId: $patientId) { id } }',
    { token: admin, variables: { tabletId: registration.tablet.id, patientId } },
  );
}

describe('tablet and user tokens never stand in for each other', () => {
  it('a tablet’s token is no user session, whatever role it claims', async () => {
    const token = await pairTablet(t.app, registration);
    const response = await graphql(t.app, '{ currentUser { id } }', { token, role: 'Admin' });
    expect(errorCode(response)).toBe('FORBIDDEN');
    // Not 401: a kiosk must not take a refusal for a lost pairing.
    expect(response.status).toBe(200);
  });

  it('a user’s token is no tablet, and each refusal is audited with who tried', async () => {
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    const userToken = await signIn(t.app, user.login);
    expect(
      errorCode(await graphql(t.app, 'mutation { tabletHeartbeat }', { token: userToken })),
    ).toBe('FORBIDDEN');
    const tabletToken = await pairTablet(t.app, registration);
    expect(errorCode(await graphql(t.app, '{ tablets { id } }', { token: tabletToken }))).toBe(
      'FORBIDDEN',
    );

    const denied = await t.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.outcome, 'denied'));
    expect(denied).toEqual(
      expect.arrayContaining([
        {
          action: 'operation.tabletHeartbeat',
          actor: user.id,
          details: { principal: 'user', role: 'Registration' },
        },
        {
          action: 'operation.tablets',
          actor: null,
          details: { principal: 'tablet', tabletId: Number(registration.tablet.id) },
        },
      ]),
    );
  });

  it('a tablet’s socket refused a user subscription stays open for its own', async () => {
    const token = await pairTablet(t.app, registration);
    const port = portOf(t.app);
    const own = subscribe<{ consentRequested: { id: string } }>(
      port,
      'subscription { consentRequested { id } }',
      { token },
    );
    const foreign = subscribe(port, 'subscription { currentUserUpdated { id } }', { token });
    try {
      await eventually(() => foreign.errors.length > 0, 'the refusal');
      expect(foreign.errors[0]!.extensions.code).toBe('FORBIDDEN');
      await eventually(() => own.events.length > 0, 'a consent request', { poke: sendRequest });
      expect(own.closed).toBeNull();
    } finally {
      await own.dispose();
      await foreign.dispose();
    }
  });

  it('a kiosk paired again elsewhere: the old socket is closed at the next event (4401)', async () => {
    const port = portOf(t.app);
    const query = 'subscription { consentRequested { id } }';
    const before = subscribe<{ consentRequested: { id: string } }>(port, query, {
      token: await pairTablet(t.app, registration),
    });
    try {
      await eventually(() => before.events.length > 0, 'a first request', { poke: sendRequest });
      const after = subscribe<{ consentRequested: { id: string } }>(port, query, {
        token: await pairTablet(t.app, registration),
      });
      try {
        await eventually(() => after.events.length > 0, 'the request on the new pairing', {
          poke: sendRequest,
        });
        await eventually(() => before.closed !== null, 'the old socket closed');
        expect(before.closed?.code).toBe(4401);
      } finally {
        await after.dispose();
      }
    } finally {
      await before.dispose();
    }
  });

  it('an unknown token is refused as unauthenticated by both kinds of operation', async () => {
    const token = 'x'.repeat(43);
    const user = await graphql(t.app, '{ currentUser { id } }', { token });
    const tablet = await graphql(t.app, 'mutation { tabletHeartbeat }', { token });
    expect([errorCode(user), user.status, errorCode(tablet), tablet.status]).toEqual([
      'UNAUTHENTICATED',
      401,
      'UNAUTHENTICATED',
      401,
    ]);
  });
});
