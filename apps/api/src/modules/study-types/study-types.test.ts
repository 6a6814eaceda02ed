import { translate } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_APP_CONFIG } from '../../db/seed/app-config.js';
import { auditLog, studyTypePrices, studyTypes } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { deleteStudyType } from './study-types.service.js';

let t: TestApp;
let admin: string;
let registrar: string;
let adminId: number;

const [STANDARD, REDUCED] = DEFAULT_APP_CONFIG.priceGroups as [string, string];
const [CBCT, PAN] = DEFAULT_APP_CONFIG.deviceTypes as [string, string];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const adminUser = await buildUser(db, { roles: ['Admin'] });
  adminId = adminUser.id;
  admin = await signIn(t.app, adminUser.login);
  registrar = await signIn(t.app, (await buildUser(db, { roles: ['Registration'] })).login);
});
afterAll(() => t.close());

export const STUDY_TYPE_FIELDS = `id code name onReferalOrder hasRemarks is3D timeToDescribe comment
  descriptionPrice urgentDescriptionPrice comparisonDescriptionPrice urgentComparisonDescriptionPrice
  studySubTypes active version
  studyTypePrices { presetName price }
  studyTypeRadiologies { presetName voltageKilovolts anodeCurrentMiliamper exposureTimeSeconds radiationDoseMilligrayPerSquareCentimeter }
  studyTypeDevices { deviceType durationMinutes }`;

const CREATE = `mutation($input: StudyTypeInput!) {
  createStudyType(newStudyType: $input) { ${STUDY_TYPE_FIELDS} }
}`;
const UPDATE = `mutation($id: ID!, $input: StudyTypeInput!, $version: Int!) {
  updateStudyType(studyTypeId: $id, studyType: $input, version: $version) { ${STUDY_TYPE_FIELDS} }
}`;
const DELETE = `mutation($id: ID!) { deleteStudyType(studyTypeId: $id) { deleted deactivated } }`;
const ONE = `query($id: ID!) { studyType(id: $id) { ${STUDY_TYPE_FIELDS} } }`;

interface StudyTypeData {
  id: string;
  code: string;
  name: string;
  version: number;
  active: boolean;
  studyTypePrices: { presetName: string; price: string }[];
  studyTypeDevices: { deviceType: string; durationMinutes: number }[];
  [field: string]: unknown;
}

let sequence = 0;
/** A valid input with a fresh code; `overrides` replace its fields. */
function inputOf(overrides: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    code: `T-${sequence}`,
    name: `Typ ${sequence}`,
    timeToDescribe: 10,
    studyTypePrices: [{ presetName: STANDARD, price: '100' }],
    studyTypeDevices: [{ deviceType: CBCT, durationMinutes: 15 }],
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<StudyTypeData> {
  const response = await graphql<{ createStudyType: StudyTypeData }>(t.app, CREATE, {
    token: admin,
    variables: { input: inputOf(overrides) },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.createStudyType;
}

/** The validation errors of a refused create, in `lang`. */
async function refusal(overrides: Record<string, unknown>, lang = 'pl') {
  const response = await graphql(t.app, CREATE, {
    token: admin,
    lang,
    variables: { input: inputOf(overrides) },
  });
  expect(errorCode(response)).toBe('BAD_USER_INPUT');
  return response.errors![0]!.extensions.validationErrors;
}

describe('createStudyType', () => {
  it('saves every field with its prices, presets and durations', async () => {
    const created = await create({
      code: ' CBCT-X ',
      name: 'CBCT  szczęki',
      onReferalOrder: 3,
      hasRemarks: true,
      is3D: true,
      timeToDescribe: 45,
      comment: 'Zęby\nmądrości',
      descriptionPrice: '90,5',
      urgentDescriptionPrice: 150,
      comparisonDescriptionPrice: null,
      urgentComparisonDescriptionPrice: '',
      studySubTypes: [' Szczęka ', 'Żuchwa'],
      studyTypePrices: [
        { presetName: STANDARD, price: '400' },
        { presetName: REDUCED, price: '320.5' },
      ],
      studyTypeRadiologies: [
        {
          presetName: 'Kobieta',
          voltageKilovolts: '85',
          anodeCurrentMiliamper: '6,3',
          exposureTimeSeconds: '14.1',
          radiationDoseMilligrayPerSquareCentimeter: '512.25',
        },
        { presetName: 'Mężczyzna', voltageKilovolts: '90' },
      ],
      studyTypeDevices: [
        { deviceType: CBCT, durationMinutes: 20 },
        { deviceType: PAN, durationMinutes: 10 },
      ],
    });
    expect(created).toMatchObject({
      code: 'CBCT-X',
      name: 'CBCT szczęki',
      onReferalOrder: 3,
      hasRemarks: true,
      is3D: true,
      timeToDescribe: 45,
      comment: 'Zęby\nmądrości',
      descriptionPrice: '90.50',
      urgentDescriptionPrice: '150.00',
      comparisonDescriptionPrice: null,
      urgentComparisonDescriptionPrice: null,
      studySubTypes: ['Szczęka', 'Żuchwa'],
      active: true,
      version: 1,
      studyTypePrices: [
        { presetName: STANDARD, price: '400.00' },
        { presetName: REDUCED, price: '320.50' },
      ],
      studyTypeRadiologies: [
        {
          presetName: 'Kobieta',
          voltageKilovolts: '85.00',
          anodeCurrentMiliamper: '6.30',
          exposureTimeSeconds: '14.100',
          radiationDoseMilligrayPerSquareCentimeter: '512.250',
        },
        {
          presetName: 'Mężczyzna',
          voltageKilovolts: '90.00',
          anodeCurrentMiliamper: null,
          exposureTimeSeconds: null,
          radiationDoseMilligrayPerSquareCentimeter: null,
        },
      ],
      studyTypeDevices: [
        { deviceType: CBCT, durationMinutes: 20 },
        { deviceType: PAN, durationMinutes: 10 },
      ],
    });
    const read = await graphql<{ studyType: StudyTypeData }>(t.app, ONE, {
      token: registrar,
      variables: { id: created.id },
    });
    expect(read.data!.studyType).toEqual(created);
  });

  it('keeps money exact: 0.10, 0.20 and 0.30 read back as typed', async () => {
    const created = await create({
      descriptionPrice: '0.10',
      urgentDescriptionPrice: '0.20',
      comparisonDescriptionPrice: '0.30',
      studyTypePrices: [
        { presetName: STANDARD, price: '0.10' },
        { presetName: REDUCED, price: '0.20' },
      ],
    });
    const read = await graphql<{ studyType: StudyTypeData }>(t.app, ONE, {
      token: admin,
      variables: { id: created.id },
    });
    expect(read.data!.studyType).toMatchObject({
      descriptionPrice: '0.10',
      urgentDescriptionPrice: '0.20',
      comparisonDescriptionPrice: '0.30',
      studyTypePrices: [
        { presetName: STANDARD, price: '0.10' },
        { presetName: REDUCED, price: '0.20' },
      ],
    });
    const [stored] = await t.database.db
      .select({ price: studyTypePrices.price })
      .from(studyTypePrices)
      .where(
        and(
          eq(studyTypePrices.studyTypeId, Number(created.id)),
          eq(studyTypePrices.presetName, REDUCED),
        ),
      );
    expect(stored!.price).toBe('0.20');
  });

  it('refuses 0.1 + 0.2 as a JavaScript number with the money message', async () => {
    const price = 0.1 + 0.2;
    expect(await refusal({ studyTypePrices: [{ presetName: STANDARD, price }] })).toEqual([
      { path: 'studyTypePrices.0.price', message: translate('pl', 'validation.money.invalid') },
    ]);
    expect(await refusal({ descriptionPrice: price }, 'en')).toEqual([
      { path: 'descriptionPrice', message: 'Enter an amount in PLN, e.g. 120 or 99.50' },
    ]);
  });

  it('audits the new type with its fields as `after`', async () => {
    const created = await create({ code: 'AUD-1', name: 'Audytowany' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'studyType.create'), eq(auditLog.entityId, created.id)));
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: adminId });
    const details = entry!.details as { before: null; after: Record<string, unknown> };
    expect(details.before).toBeNull();
    expect(details.after).toMatchObject({
      code: 'AUD-1',
      name: 'Audytowany',
      studyTypePrices: [{ presetName: STANDARD, price: '100.00' }],
      studyTypeDevices: [{ deviceType: CBCT, durationMinutes: 15 }],
    });
  });
});

describe('validation (spec part 2 §5 "Study type")', () => {
  it('requires the code and the name', async () => {
    expect(await refusal({ code: ' ', name: '' })).toEqual([
      { path: 'code', message: 'To pole jest wymagane' },
      { path: 'name', message: 'To pole jest wymagane' },
    ]);
  });

  it('refuses a second type with the same code, also when both are saved at once', async () => {
    await create({ code: 'DUP-1' });
    expect(await refusal({ code: 'DUP-1' })).toEqual([
      { path: 'code', message: 'Typ badania o kodzie DUP-1 już istnieje' },
    ]);
    const race = await Promise.all(
      [1, 2, 3].map(() =>
        graphql(t.app, CREATE, {
          token: admin,
          lang: 'en',
          variables: { input: inputOf({ code: 'RACE-1' }) },
        }),
      ),
    );
    const refused = race.filter((response) => response.errors);
    expect(race.length - refused.length).toBe(1);
    for (const response of refused) {
      expect(response.errors![0]!.extensions.validationErrors).toEqual([
        { path: 'code', message: 'A study type with the code RACE-1 already exists' },
      ]);
    }
  });

  it('allows a comment of 200 characters and refuses 201', async () => {
    await create({ comment: 'a'.repeat(200) });
    expect(await refusal({ comment: 'a'.repeat(201) })).toEqual([
      { path: 'comment', message: translate('pl', 'validation.string.max', { max: 200 }) },
    ]);
  });

  it('needs a numeric price in each price entry, of a known price group, once', async () => {
    expect(
      await refusal({
        studyTypePrices: [
          { presetName: STANDARD, price: 'abc' },
          { presetName: REDUCED, price: '-5' },
        ],
      }),
    ).toEqual([
      { path: 'studyTypePrices.0.price', message: translate('pl', 'validation.money.invalid') },
      { path: 'studyTypePrices.1.price', message: translate('pl', 'validation.money.invalid') },
    ]);
    expect(
      await refusal({
        studyTypePrices: [
          { presetName: STANDARD, price: '10' },
          { presetName: ` ${STANDARD} `, price: '12' },
        ],
      }),
    ).toEqual([
      {
        path: 'studyTypePrices.1.presetName',
        message: `Wartość ${STANDARD} występuje więcej niż raz`,
      },
    ]);
    expect(await refusal({ studyTypePrices: [{ presetName: 'Nieznana', price: '10' }] })).toEqual([
      { path: 'studyTypePrices.0.presetName', message: 'Nieznana grupa cenowa Nieznana' },
    ]);
  });

  it('wants minutes as whole numbers: time to describe ≥ 0, durations positive', async () => {
    expect(await refusal({ timeToDescribe: -1 })).toEqual([
      { path: 'timeToDescribe', message: translate('pl', 'validation.number.min', { min: 0 }) },
    ]);
    expect(await refusal({ studyTypeDevices: [{ deviceType: CBCT, durationMinutes: 0 }] })).toEqual(
      [
        {
          path: 'studyTypeDevices.0.durationMinutes',
          message: translate('pl', 'validation.number.positive'),
        },
      ],
    );
  });

  it('takes device types from the app config, each once', async () => {
    expect(
      await refusal({
        studyTypeDevices: [
          { deviceType: CBCT, durationMinutes: 10 },
          { deviceType: CBCT, durationMinutes: 20 },
        ],
      }),
    ).toEqual([
      {
        path: 'studyTypeDevices.1.deviceType',
        message: `Wartość ${CBCT} występuje więcej niż raz`,
      },
    ]);
    expect(
      await refusal({ studyTypeDevices: [{ deviceType: 'MRI', durationMinutes: 10 }] }, 'en'),
    ).toEqual([{ path: 'studyTypeDevices.0.deviceType', message: 'Unknown device type MRI' }]);
  });

  it('refuses repeated sub types and preset names, and exposure values that are not numbers', async () => {
    expect(
      await refusal({
        studySubTypes: ['Szczęka', ' szczęka '],
        studyTypeRadiologies: [
          { presetName: 'Kobieta', voltageKilovolts: '85 kV' },
          { presetName: 'Kobieta' },
        ],
      }),
    ).toEqual([
      { path: 'studyTypeRadiologies.0.voltageKilovolts', message: 'Podaj liczbę, np. 70 lub 0,5' },
      { path: 'studySubTypes.1', message: 'Wartość szczęka występuje więcej niż raz' },
      {
        path: 'studyTypeRadiologies.1.presetName',
        message: 'Wartość Kobieta występuje więcej niż raz',
      },
    ]);
  });

  it('writes nothing when refused', async () => {
    const rows = await t.database.db.select().from(studyTypes).where(eq(studyTypes.code, 'MRI'));
    expect(rows).toEqual([]);
  });
});

describe('updateStudyType', () => {
  it('saves the fields, replaces the child rows and audits only what changed', async () => {
    const created = await create({
      studyTypePrices: [
        { presetName: STANDARD, price: '100' },
        { presetName: REDUCED, price: '80' },
      ],
    });
    const response = await graphql<{ updateStudyType: StudyTypeData }>(t.app, UPDATE, {
      token: admin,
      variables: {
        id: created.id,
        version: 1,
        input: {
          code: created.code,
          name: 'Nowa nazwa',
          timeToDescribe: 10,
          studyTypePrices: [{ presetName: REDUCED, price: '75.5' }],
          studyTypeDevices: [{ deviceType: PAN, durationMinutes: 5 }],
        },
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.updateStudyType).toMatchObject({
      name: 'Nowa nazwa',
      version: 2,
      active: true,
      studyTypePrices: [{ presetName: REDUCED, price: '75.50' }],
      studyTypeDevices: [{ deviceType: PAN, durationMinutes: 5 }],
    });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'studyType.update'), eq(auditLog.entityId, created.id)));
    expect(entry!.details).toEqual({
      before: {
        name: created.name,
        studyTypePrices: [
          { presetName: STANDARD, price: '100.00' },
          { presetName: REDUCED, price: '80.00' },
        ],
        studyTypeDevices: [{ deviceType: CBCT, durationMinutes: 15 }],
      },
      after: {
        name: 'Nowa nazwa',
        studyTypePrices: [{ presetName: REDUCED, price: '75.50' }],
        studyTypeDevices: [{ deviceType: PAN, durationMinutes: 5 }],
      },
    });
  });

  it('refuses a stale version and keeps the other save', async () => {
    const created = await create();
    const save = (name: string) =>
      graphql<{ updateStudyType: StudyTypeData }>(t.app, UPDATE, {
        token: admin,
        variables: { id: created.id, version: 1, input: inputOf({ code: created.code, name }) },
      });
    expect((await save('Pierwsza')).errors).toBeUndefined();
    const stale = await save('Druga');
    expect(errorCode(stale)).toBe('STALE_VERSION');
    expect(stale.errors![0]!.extensions.currentVersion).toBe(2);
    const [row] = await t.database.db
      .select()
      .from(studyTypes)
      .where(eq(studyTypes.id, Number(created.id)));
    expect(row).toMatchObject({ name: 'Pierwsza', version: 2 });
  });

  it('refuses the code of another type, keeps its own, and names an unknown id', async () => {
    const first = await create();
    const second = await create();
    const update = (id: string, code: string) =>
      graphql(t.app, UPDATE, {
        token: admin,
        variables: { id, version: 1, input: inputOf({ code }) },
      });
    const taken = await update(second.id, first.code);
    expect(taken.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'code', message: `Typ badania o kodzie ${first.code} już istnieje` },
    ]);
    expect((await update(second.id, second.code)).errors).toBeUndefined();
    expect(errorCode(await update('999999', 'NEW-CODE'))).toBe('NOT_FOUND');
  });

  it('deactivates and reactivates with `active`', async () => {
    const created = await create();
    const save = (active: boolean, version: number) =>
      graphql<{ updateStudyType: StudyTypeData }>(t.app, UPDATE, {
        token: admin,
        variables: { id: created.id, version, input: inputOf({ code: created.code, active }) },
      });
    expect((await save(false, 1)).data!.updateStudyType.active).toBe(false);
    expect((await save(true, 2)).data!.updateStudyType.active).toBe(true);
  });
});

describe('deleteStudyType', () => {
  it('deletes a type nothing names, with its child rows, and audits what it was', async () => {
    const created = await create();
    const response = await graphql(t.app, DELETE, { token: admin, variables: { id: created.id } });
    expect(response.data).toEqual({ deleteStudyType: { deleted: true, deactivated: false } });
    const id = Number(created.id);
    expect(await t.database.db.select().from(studyTypes).where(eq(studyTypes.id, id))).toEqual([]);
    const prices = await t.database.db
      .select()
      .from(studyTypePrices)
      .where(eq(studyTypePrices.studyTypeId, id));
    expect(prices).toEqual([]);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'studyType.delete'), eq(auditLog.entityId, created.id)));
    expect(entry!.details).toMatchObject({ before: { code: created.code }, after: null });
    const again = await graphql(t.app, DELETE, { token: admin, variables: { id: created.id } });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });

  it('deactivates a type that records name instead of deleting it', async () => {
    const created = await create();
    const admin = { userId: adminId, role: 'Admin' as const, address: '127.0.0.1' };
    const namedByAStudy = () => Promise.resolve(true);
    const answer = await deleteStudyType({ db: t.database.db }, admin, Number(created.id), [
      namedByAStudy,
    ]);
    expect(answer).toEqual({ deleted: false, deactivated: true });
    const [row] = await t.database.db
      .select()
      .from(studyTypes)
      .where(eq(studyTypes.id, Number(created.id)));
    expect(row).toMatchObject({ active: false, version: 2 });
  });
});

describe('permissions', () => {
  it('lets only an Admin create, update and delete', async () => {
    const created = await create();
    const calls = [
      { query: CREATE, variables: { input: inputOf() } },
      { query: UPDATE, variables: { id: created.id, version: 1, input: inputOf() } },
      { query: DELETE, variables: { id: created.id } },
    ];
    for (const call of calls) {
      const response = await graphql(t.app, call.query, { token: registrar, ...call });
      expect(errorCode(response)).toBe('FORBIDDEN');
      expect(response.data).toBeNull();
    }
    const [row] = await t.database.db
      .select()
      .from(studyTypes)
      .where(eq(studyTypes.id, Number(created.id)));
    expect(row).toMatchObject({ name: created.name, version: 1 });
  });

  it('refuses an anonymous read', async () => {
    expect(errorCode(await graphql(t.app, '{ studyTypes { id } }'))).toBe('UNAUTHENTICATED');
  });
});
