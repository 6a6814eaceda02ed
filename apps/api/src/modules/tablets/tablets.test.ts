import { translate } from '@portal/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../auth/passwords.js';
import { auditLog, consentRequests, tablets } from '../../db/schema/index.js';
import { buildPatient, buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import {
  buildBranch,
  pairTablet,
  REGISTER_TABLET,
  registerTablet,
  TABLET_SIGN_IN,
  type Registration,
} from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let registrar: string;
let branchA: number;
let branchB: number;

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://portal.example.com' });
  const db = t.database.db;
  admin = await signIn(t.app, (await buildUser(db, { roles: ['Admin'] })).login);
  registrar = await signIn(t.app, (await buildUser(db, { roles: ['Registration'] })).login);
  branchA = (await buildBranch(db, { name: 'Filia A' })).id;
  branchB = (await buildBranch(db, { name: 'Filia B' })).id;
});
afterAll(() => t.close());

const TABLETS = `query($branchId: ID, $activeOnly: Boolean) {
  tablets(branchId: $branchId, activeOnly: $activeOnly) { id tabletId name active branchId branch { name } }
}`;
const UPDATE = `mutation($id: ID!, $input: TabletUpdateInput!, $version: Int!) {
  updateTablet(id: $id, input: $input, version: $version) {
    id tabletId name branchId active version branch { name }
  }
}`;
const DELETE = 'mutation($id: ID!) { deleteTablet(id: $id) }';

/** A paired tablet whose kiosk holds a pending consent request, as unpairing or deleting finds it. */
async function pairedWithPendingRequest(tabletId: string) {
  const registration = await registerTablet(t.app, admin, { branchId: branchA, tabletId });
  const kiosk = await pairTablet(t.app, registration);
  const patient = await buildPatient(t.database.db, { birthDate: '1970-01-01', gender: 'Male' });
  const requested = await graphql<{ requestConsent: { id: string } }>(
    t.app,
    'mutation($tabletId: ID!, $patientId: ID!) { requestConsent(tabletId: $tabletId, patientId: $patientId) { id } }',
    { token: admin, variables: { tabletId: registration.tablet.id, patientId: patient.id } },
  );
  expect(requested.errors).toBeUndefined();
  return { registration, kiosk, requestId: requested.data!.requestConsent.id };
}

async function listed(token = admin, variables: Record<string, unknown> = {}) {
  const response = await graphql<{ tablets: { id: string; tabletId: string; name: string }[] }>(
    t.app,
    TABLETS,
    { token, variables },
  );
  expect(response.errors).toBeUndefined();
  return response.data!.tablets;
}

describe('registerTablet', () => {
  let registration: Registration;

  beforeAll(async () => {
    registration = await registerTablet(t.app, admin, {
      branchId: branchA,
      name: '  Recepcja  ',
      tabletId: 'SN-0001',
    });
  });

  it('returns the tablet, its client id and secret, the API URL and a QR code', () => {
    expect(registration.tablet).toMatchObject({
      tabletId: 'SN-0001',
      name: 'Recepcja',
      branchId: String(branchA),
      active: true,
      configuredAt: null,
      lastUsedAt: null,
      branch: { name: 'Filia A' },
    });
    expect(registration.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(registration.clientSecret.length).toBeGreaterThanOrEqual(43);
    expect(registration.apiUrl).toBe('https://portal.example.com');
    expect(registration.qrCode).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(registration.qrCode.split(',')[1]!, 'base64');
    expect(png.subarray(0, 8)).toEqual(
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    );
  });

  it('stores the secret only as an argon2id hash', async () => {
    const [row] = await t.database.db
      .select()
      .from(tablets)
      .where(eq(tablets.id, Number(registration.tablet.id)));
    expect(row!.clientSecretHash).not.toContain(registration.clientSecret);
    expect(row!.clientSecretHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row!.clientSecretHash, registration.clientSecret)).toBe(true);
  });

  it('shows the secret once: no query answers it again', async () => {
    const response = await graphql(t.app, '{ tablets { id clientSecret } }', { token: admin });
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
    const text = JSON.stringify(await listed());
    expect(text).not.toContain(registration.clientSecret);
  });

  it('audits the registration without the secret', async () => {
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'tablet.register'));
    expect(entries.some((entry) => entry.entityId === registration.tablet.id)).toBe(true);
    expect(JSON.stringify(entries)).not.toContain(registration.clientSecret);
  });

  it('refuses a device id that is already registered, in the caller’s language', async () => {
    const response = await graphql(t.app, REGISTER_TABLET, {
      token: admin,
      lang: 'en',
      variables: { newTablet: { name: 'Second', tabletId: 'SN-0001', branchId: String(branchB) } },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'tabletId', message: 'A tablet with the id SN-0001 is already registered' },
    ]);
  });
});

describe('validation (spec part 2 §5)', () => {
  async function refusal(newTablet: Record<string, unknown>, lang = 'pl') {
    const response = await graphql(t.app, REGISTER_TABLET, {
      token: admin,
      lang,
      variables: { newTablet },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    return response.errors![0]!.extensions.validationErrors;
  }

  it('requires the name and the device id', async () => {
    expect(await refusal({ name: ' ', tabletId: '', branchId: String(branchA) })).toEqual([
      { path: 'name', message: translate('pl', 'validation.required') },
      { path: 'tabletId', message: translate('pl', 'validation.required') },
    ]);
  });

  it('requires the branch as a positive whole number', async () => {
    const required = await refusal({ name: 'T', tabletId: 'X-1', branchId: '' });
    expect(required).toEqual([{ path: 'branchId', message: 'Filia jest wymagana' }]);
    expect(await refusal({ name: 'T', tabletId: 'X-1', branchId: '-3' }, 'en')).toEqual([
      { path: 'branchId', message: translate('en', 'validation.number.positive') },
    ]);
    expect(await refusal({ name: 'T', tabletId: 'X-1', branchId: '1.5' }, 'ua')).toEqual([
      { path: 'branchId', message: translate('ua', 'validation.number.integer') },
    ]);
    expect(await refusal({ name: 'T', tabletId: 'X-1', branchId: 'abc' })).toEqual([
      { path: 'branchId', message: translate('pl', 'validation.number.type') },
    ]);
  });

  it('names an unknown branch', async () => {
    expect(await refusal({ name: 'T', tabletId: 'X-1', branchId: '999999' })).toEqual([
      { path: 'branchId', message: 'Nie znaleziono filii o identyfikatorze 999999' },
    ]);
  });

  it('writes nothing when refused', async () => {
    const rows = await t.database.db.select().from(tablets).where(eq(tablets.tabletId, 'X-1'));
    expect(rows).toEqual([]);
  });
});

describe('the tablets list', () => {
  it('is in name order, filtered by branch and by active', async () => {
    const b1 = await registerTablet(t.app, admin, { branchId: branchB, name: 'Zeta' });
    const b2 = await registerTablet(t.app, admin, { branchId: branchB, name: 'Alfa' });
    await graphql(t.app, UPDATE, {
      token: admin,
      variables: {
        id: b1.tablet.id,
        version: 1,
        input: { name: 'Zeta', branchId: branchB, active: false },
      },
    });
    expect((await listed(admin, { branchId: String(branchB) })).map((x) => x.name)).toEqual([
      'Alfa',
      'Zeta',
    ]);
    const active = await listed(registrar, { branchId: String(branchB), activeOnly: true });
    expect(active.map((x) => x.id)).toEqual([b2.tablet.id]);
  });
});

describe('updateTablet', () => {
  it('changes name, branch and active, never the device id', async () => {
    const registration = await registerTablet(t.app, admin, { branchId: branchA });
    const response = await graphql<{ updateTablet: Record<string, unknown> }>(t.app, UPDATE, {
      token: admin,
      variables: {
        id: registration.tablet.id,
        version: 1,
        input: { name: 'Gabinet 2', branchId: String(branchB), active: false },
      },
    });
    expect(response.data?.updateTablet).toEqual({
      id: registration.tablet.id,
      tabletId: registration.tablet.tabletId,
      name: 'Gabinet 2',
      branchId: String(branchB),
      active: false,
      version: 2,
      branch: { name: 'Filia B' },
    });
  });

  it('does not take a device id at all', async () => {
    const response = await graphql(t.app, UPDATE, {
      token: admin,
      variables: {
        id: '1',
        version: 1,
        input: { name: 'N', branchId: '1', active: true, tabletId: 'new' },
      },
    });
    expect(errorCode(response)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('names an unknown tablet and refuses an id that is not one', async () => {
    const updateWithId = (id: string) =>
      graphql(t.app, UPDATE, {
        token: admin,
        variables: {
          id,
          version: 1,
          input: { name: 'N', branchId: String(branchA), active: true },
        },
      });
    const unknown = await updateWithId('999999');
    expect(errorCode(unknown)).toBe('NOT_FOUND');
    expect(unknown.errors![0]!.message).toBe('Nie znaleziono tabletu o identyfikatorze 999999.');
    const invalid = await updateWithId('abc');
    expect(errorCode(invalid)).toBe('BAD_USER_INPUT');
  });

  it('signs a deactivated tablet’s kiosk out at once', async () => {
    const registration = await registerTablet(t.app, admin, { branchId: branchA });
    const kiosk = await pairTablet(t.app, registration);
    expect((await graphql(t.app, 'mutation { tabletHeartbeat }', { token: kiosk })).data).toEqual({
      tabletHeartbeat: true,
    });
    await graphql(t.app, UPDATE, {
      token: admin,
      variables: {
        id: registration.tablet.id,
        version: 1,
        input: { name: registration.tablet.name, branchId: String(branchA), active: false },
      },
    });
    const after = await graphql(t.app, 'mutation { tabletHeartbeat }', { token: kiosk });
    expect(errorCode(after)).toBe('UNAUTHENTICATED');
  });
});

describe('unpairTablet', () => {
  const UNPAIR = `mutation($id: ID!) {
    unpairTablet(id: $id) { clientId clientSecret apiUrl qrCode tablet { id configuredAt } }
  }`;

  it('signs the kiosk out for good, cancels its request and gives new credentials to pair again', async () => {
    const { registration, kiosk, requestId } = await pairedWithPendingRequest('SN-UNPAIR');

    const response = await graphql<{
      unpairTablet: {
        clientId: string;
        clientSecret: string;
        apiUrl: string;
        qrCode: string;
        tablet: { id: string; configuredAt: string | null };
      };
    }>(t.app, UNPAIR, { token: admin, variables: { id: registration.tablet.id } });
    expect(response.errors).toBeUndefined();
    const fresh = response.data!.unpairTablet;
    expect(fresh.tablet).toEqual({ id: registration.tablet.id, configuredAt: null });
    expect(fresh.clientId).not.toBe(registration.clientId);
    expect(fresh.apiUrl).toBe('https://portal.example.com');
    expect(fresh.qrCode).toMatch(/^data:image\/png;base64,/);

    // The kiosk's session has ended, and its stored credentials no longer sign it in again.
    expect(errorCode(await graphql(t.app, 'mutation { tabletHeartbeat }', { token: kiosk }))).toBe(
      'UNAUTHENTICATED',
    );
    const renewal = await graphql(t.app, TABLET_SIGN_IN, {
      variables: { clientId: registration.clientId, clientSecret: registration.clientSecret },
    });
    expect(errorCode(renewal)).toBe('INVALID_CREDENTIALS');
    const [request] = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.id, requestId));
    expect(request!.status).toBe('Cancelled');

    // A device pairs with the new QR code.
    const repaired = await pairTablet(t.app, {
      ...registration,
      clientId: fresh.clientId,
      clientSecret: fresh.clientSecret,
    });
    expect(
      (await graphql(t.app, 'mutation { tabletHeartbeat }', { token: repaired })).errors,
    ).toBeUndefined();

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, registration.tablet.id));
    expect(audit.map((entry) => entry.action)).toContain('tablet.unpair');
  });

  it('is refused to the kiosk itself and to staff other than the Admin', async () => {
    const registration = await registerTablet(t.app, admin, { branchId: branchA });
    const kiosk = await pairTablet(t.app, registration);
    const variables = { id: registration.tablet.id };
    expect(errorCode(await graphql(t.app, UNPAIR, { token: kiosk, variables }))).toBe('FORBIDDEN');
    expect(errorCode(await graphql(t.app, UNPAIR, { token: registrar, variables }))).toBe(
      'FORBIDDEN',
    );
    expect(
      (await graphql(t.app, 'mutation { tabletHeartbeat }', { token: kiosk })).errors,
    ).toBeUndefined();
  });

  it('names an unknown tablet', async () => {
    const response = await graphql(t.app, UNPAIR, { token: admin, variables: { id: '999999' } });
    expect(errorCode(response)).toBe('NOT_FOUND');
  });
});

describe('deleteTablet', () => {
  it('removes the tablet, revokes its kiosk, cancels its pending request, frees its device id', async () => {
    const { registration, kiosk, requestId } = await pairedWithPendingRequest('SN-DELETE');

    const response = await graphql(t.app, DELETE, {
      token: admin,
      variables: { id: registration.tablet.id },
    });
    expect(response.data).toEqual({ deleteTablet: true });

    expect((await listed()).map((x) => x.id)).not.toContain(registration.tablet.id);
    expect(errorCode(await graphql(t.app, 'mutation { tabletHeartbeat }', { token: kiosk }))).toBe(
      'UNAUTHENTICATED',
    );
    const [request] = await t.database.db
      .select()
      .from(consentRequests)
      .where(eq(consentRequests.id, requestId));
    expect(request!.status).toBe('Cancelled');
    const again = await registerTablet(t.app, admin, { branchId: branchA, tabletId: 'SN-DELETE' });
    expect(again.tablet.tabletId).toBe('SN-DELETE');
  });

  it('names an unknown or already deleted tablet', async () => {
    const registration = await registerTablet(t.app, admin, { branchId: branchA });
    await graphql(t.app, DELETE, { token: admin, variables: { id: registration.tablet.id } });
    const twice = await graphql(t.app, DELETE, {
      token: admin,
      lang: 'en',
      variables: { id: registration.tablet.id },
    });
    expect(errorCode(twice)).toBe('NOT_FOUND');
    expect(twice.errors![0]!.message).toBe(
      `No tablet with id ${registration.tablet.id} was found.`,
    );
  });
});
