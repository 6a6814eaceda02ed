import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  appConfig,
  branches,
  devices,
  studyTypeDevices,
  studyTypePrices,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import { DEFAULT_APP_CONFIG } from '../../db/seed/app-config.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, signIn } from '../../test/graphql.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let adminId: number;

const FIELDS = `paymentTypes priceGroups radiationGroups carrierPrices { Disc Film Pendrive }
  deviceTypes regions complaintTypes complaintResolutionTimeHours specializations
  visitFollowUpDays gadgets visitReasons helpVideoPlaylistUrl version`;
const READ = `{ appConfig { ${FIELDS} } }`;
const SAVE = `mutation($data: AppConfigInput!, $version: Int!) {
  saveAppConfig(data: $data, version: $version) { ${FIELDS} }
}`;

type Config = typeof DEFAULT_APP_CONFIG & { version: number };

beforeAll(async () => {
  t = await createTestApp();
  const user = await buildUser(t.database.db, { roles: ['Admin'] });
  adminId = user.id;
  admin = await signIn(t.app, user.login);
  otherAdmin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
});
afterAll(() => t.close());

// Every test starts from the installation's configuration.
beforeEach(async () => {
  await t.database.db.update(appConfig).set({ data: DEFAULT_APP_CONFIG, version: 1 });
});

async function read(token = admin): Promise<Config> {
  const response = await graphql<{ appConfig: Config }>(t.app, READ, { token });
  expect(response.errors).toBeUndefined();
  return response.data!.appConfig;
}

function save(data: Record<string, unknown>, version: number, token = admin) {
  return graphql<{ saveAppConfig: Config }>(t.app, SAVE, { token, variables: { data, version } });
}

/** The configuration as the form sends it, with `changes`. */
function input(config: Config, changes: Record<string, unknown> = {}) {
  const { version: _version, ...data } = config;
  return { ...data, ...changes };
}

describe('appConfig', () => {
  it('is read by every role, with its version', async () => {
    const patient = await signIn(
      t.app,
      (await buildUser(t.database.db, { roles: ['Patient'] })).login,
    );
    expect(await read(patient)).toEqual({ ...DEFAULT_APP_CONFIG, version: 1 });
  });
});

describe('saveAppConfig', () => {
  it('stores the normalized configuration, raises the version and audits the changed keys', async () => {
    const before = await read();
    const response = await save(
      input(before, {
        regions: ['  mazowieckie ', 'małopolskie', 'pomorskie', 'śląskie'],
        carrierPrices: { Disc: '20,5', Film: 30, Pendrive: '40.00' },
        visitFollowUpDays: 90,
        helpVideoPlaylistUrl: 'https://www.youtube.com/playlist?list=PL123abc',
      }),
      before.version,
    );
    expect(response.errors).toBeUndefined();
    const saved = response.data!.saveAppConfig;
    expect(saved).toMatchObject({
      regions: ['mazowieckie', 'małopolskie', 'pomorskie', 'śląskie'],
      carrierPrices: { Disc: '20.50', Film: '30.00', Pendrive: '40.00' },
      visitFollowUpDays: 90,
      helpVideoPlaylistUrl: 'https://www.youtube.com/playlist?list=PL123abc',
      version: before.version + 1,
    });
    expect(await read()).toEqual(saved);

    const [row] = await auditRows(t.database.db, {
      action: 'appConfig.save',
      actorUserId: adminId,
    });
    expect(row).toMatchObject({ outcome: 'success', entityType: 'appConfig', entityId: '1' });
    expect(row!.details).toEqual({
      before: {
        regions: DEFAULT_APP_CONFIG.regions,
        carrierPrices: DEFAULT_APP_CONFIG.carrierPrices,
        visitFollowUpDays: 80,
        helpVideoPlaylistUrl: null,
      },
      after: {
        regions: saved.regions,
        carrierPrices: saved.carrierPrices,
        visitFollowUpDays: 90,
        helpVideoPlaylistUrl: saved.helpVideoPlaylistUrl,
      },
    });
  });

  it('refuses the second of two Admins who loaded the same version, keeping the first save', async () => {
    const first = await read(admin);
    const second = await read(otherAdmin);
    const saved = await save(input(first, { gadgets: ['Kubki'] }), first.version, admin);
    expect(saved.errors).toBeUndefined();

    const refused = await save(
      input(second, { gadgets: ['Parasole'], visitFollowUpDays: 30 }),
      second.version,
      otherAdmin,
    );
    expect(errorCode(refused)).toBe('STALE_VERSION');
    expect(refused.errors![0]!.message).toBe(
      'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.',
    );
    expect(refused.errors![0]!.extensions.currentVersion).toBe(first.version + 1);
    expect(await read()).toMatchObject({ gadgets: ['Kubki'], visitFollowUpDays: 80 });
  });

  it('answers bad input with a localized message per field', async () => {
    const config = await read();
    const response = await save(
      input(config, {
        regions: ['CBCT', 'cbct'],
        gadgets: ['Kubki', '   '],
        specializations: Array.from({ length: 101 }, (_, index) => `S${index}`),
        visitFollowUpDays: 0,
        complaintResolutionTimeHours: 9000,
        carrierPrices: { Disc: '', Film: '0.1 + 0.2', Pendrive: '12.345' },
        helpVideoPlaylistUrl: 'http://www.youtube.com/playlist?list=PL1',
      }),
      config.version,
    );
    expect(fieldErrors(response)).toEqual({
      'regions.1': 'Wartość „cbct” występuje na liście więcej niż raz',
      'gadgets.1': 'To pole jest wymagane',
      specializations: 'Można wybrać najwyżej 100',
      visitFollowUpDays: 'Wartość musi być dodatnia',
      complaintResolutionTimeHours: 'Wartość musi być mniejsza lub równa 8760',
      'carrierPrices.Disc': 'To pole jest wymagane',
      'carrierPrices.Film': 'Podaj kwotę w złotych, np. 120 lub 99,50',
      'carrierPrices.Pendrive': 'Podaj kwotę w złotych, np. 120 lub 99,50',
      helpVideoPlaylistUrl: 'Adres musi zaczynać się od https://',
    });
    expect(await read()).toEqual(config);
  });

  it('takes a playlist only from YouTube or Vimeo', async () => {
    const config = await read();
    const response = await save(
      input(config, { helpVideoPlaylistUrl: 'https://evil.example.com/playlist?list=PL1' }),
      config.version,
    );
    expect(fieldErrors(response)).toEqual({
      helpVideoPlaylistUrl:
        'Podaj adres playlisty lub filmu z YouTube albo Vimeo, np. https://www.youtube.com/playlist?list=…',
    });
  });

  it('says bad input in the language of the request', async () => {
    const config = await read();
    const response = await graphql(t.app, SAVE, {
      token: admin,
      lang: 'en',
      variables: { data: input(config, { deviceTypes: ['CT', 'ct'] }), version: config.version },
    });
    expect(fieldErrors(response)).toEqual({
      'deviceTypes.1': '“ct” is on the list more than once',
    });
  });

  it('is refused to every role but Admin', async () => {
    const config = await read();
    for (const role of ['Manager', 'Registration', 'Doctor'] as const) {
      const token = await signIn(t.app, (await buildUser(t.database.db, { roles: [role] })).login);
      const response = await save(input(config, { gadgets: [] }), config.version, token);
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.data).toBeNull();
    }
    expect(await read()).toEqual(config);
  });
});

describe('removing an item that records use', () => {
  async function refusal(changes: Record<string, unknown>) {
    const config = await read();
    const response = await save(input(config, changes), config.version);
    const errors = fieldErrors(response);
    // Refused whole: neither the configuration nor its version changed.
    expect(await read()).toEqual(config);
    return errors;
  }

  it('names the branch that uses a region, and lets it go once the branch is deactivated', async () => {
    const branch = await buildBranch(t.database.db, { name: 'Filia Gdańsk' });
    await t.database.db
      .update(branches)
      .set({ region: 'pomorskie' })
      .where(eq(branches.id, branch.id));
    expect(await refusal({ regions: ['mazowieckie', 'małopolskie'] })).toEqual({
      regions: 'Nie można usunąć „pomorskie”: używa go filia Filia Gdańsk',
    });

    await t.database.db.update(branches).set({ active: false }).where(eq(branches.id, branch.id));
    const config = await read();
    const response = await save(
      input(config, { regions: ['mazowieckie', 'małopolskie'] }),
      config.version,
    );
    expect(response.errors).toBeUndefined();
  });

  it('names the user a region is assigned to', async () => {
    const user = await buildUser(t.database.db, {
      roles: ['Coordinator'],
      firstName: 'Anna',
      lastName: 'Nowak',
    });
    await t.database.db
      .update(users)
      .set({ regions: ['małopolskie'] })
      .where(eq(users.id, user.id));
    expect(await refusal({ regions: ['mazowieckie', 'pomorskie'] })).toEqual({
      regions: 'Nie można usunąć „małopolskie”: jest przypisany do użytkownika Anna Nowak',
    });
    await t.database.db.update(users).set({ regions: [] }).where(eq(users.id, user.id));
  });

  it('names the device and the study type that use a device type', async () => {
    const branch = await buildBranch(t.database.db, { name: 'Filia Kraków' });
    await t.database.db.insert(devices).values({
      branchId: branch.id,
      name: 'Planmeca',
      deviceType: 'CBCT',
      radiationGroups: ['3D'],
    });
    const [studyType] = await t.database.db
      .insert(studyTypes)
      .values({ code: 'TK-ZATOKI', name: 'TK zatok' })
      .returning();
    await t.database.db
      .insert(studyTypeDevices)
      .values({ studyTypeId: studyType!.id, deviceType: 'ENT_CT', durationMinutes: 15 });

    // One message per removed item in use, on its list: the device's CBCT, the study type's ENT_CT.
    const config = await read();
    const response = await save(
      input(config, { deviceTypes: ['PANTOMOGRAPH', 'CEPHALOSTAT'], radiationGroups: ['2D'] }),
      config.version,
    );
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.extensions.validationErrors).toEqual([
      {
        path: 'deviceTypes',
        message: 'Nie można usunąć „CBCT”: używa go urządzenie Planmeca w filii Filia Kraków',
      },
      { path: 'deviceTypes', message: 'Nie można usunąć „ENT_CT”: używa go typ badania TK zatok' },
      {
        path: 'radiationGroups',
        message: 'Nie można usunąć „3D”: używa go urządzenie Planmeca w filii Filia Kraków',
      },
    ]);
    expect(await read()).toEqual(config);
  });

  it('names the study type priced in a price group', async () => {
    const [studyType] = await t.database.db
      .insert(studyTypes)
      .values({ code: 'PANTO', name: 'Pantomogram' })
      .returning();
    await t.database.db
      .insert(studyTypePrices)
      .values({ studyTypeId: studyType!.id, presetName: 'Ulgowy', price: '80.00' });
    expect(await refusal({ priceGroups: ['Standard', 'Pracowniczy'] })).toEqual({
      priceGroups: 'Nie można usunąć „Ulgowy”: używa go typ badania Pantomogram',
    });
  });

  it('lets an item nothing uses go', async () => {
    const config = await read();
    const response = await save(input(config, { gadgets: ['Kalendarz'] }), config.version);
    expect(response.errors).toBeUndefined();
    expect(response.data!.saveAppConfig.gadgets).toEqual(['Kalendarz']);
  });
});
