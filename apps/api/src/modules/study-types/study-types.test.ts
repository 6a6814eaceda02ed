import { translate } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studyTypePrices, studyTypes } from '../../db/schema/index.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  CBCT,
  CREATE,
  inputOf,
  PAN,
  REDUCED,
  STANDARD,
  STUDY_TYPE_FIELDS,
  studyTypeCalls,
  useStudyTypeTestApp,
  type StudyTypeData,
} from '../../test/study-types.js';
import type { TestApp } from '../../test/test-app.js';
import { deleteStudyType } from './study-types.service.js';

// Validation of the input is in study-types-validation.test.ts.
const app = useStudyTypeTestApp();
const { create, refusal } = studyTypeCalls(app);
let t: TestApp;
let admin: string;
let registrar: string;
let adminId: number;
beforeAll(() => ({ t, admin, registrar, adminId } = app));

const UPDATE = `mutation($id: ID!, $input: StudyTypeInput!, $version: Int!) {
  updateStudyType(studyTypeId: $id, studyType: $input, version: $version) { ${STUDY_TYPE_FIELDS} }
}`;
const DELETE = `mutation($id: ID!) { deleteStudyType(studyTypeId: $id) { deleted deactivated } }`;
const ONE = `query($id: ID!) { studyType(id: $id) { ${STUDY_TYPE_FIELDS} } }`;

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
