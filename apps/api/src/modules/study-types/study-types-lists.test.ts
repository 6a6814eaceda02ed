import { STUDY_TYPES_PAGE_SIZE } from '@portal/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  devices,
  studyTypeDevices,
  studyTypePrices,
  studyTypeRadiologies,
  studyTypes,
} from '../../db/schema/index.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { accountOf, type Account } from '../../test/patient-calls.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The read side: `studyTypes` in its order, `branchStudyTypes` derived from a branch's enabled
 * devices, and the child lists loaded per level, not per type (ADR 0022).
 */

let t: TestApp;
let doctor: Account;
let admin: Account;

const statements = vi.spyOn(pg.Client.prototype, 'query');

/** Inserts a type with one price, one preset and a duration on each of `deviceTypes`. */
async function addType(
  values: { code: string; name: string; onReferalOrder?: number | null; active?: boolean },
  deviceTypes: string[] = [],
) {
  const db = t.database.db;
  const [row] = await db.insert(studyTypes).values(values).returning();
  await db
    .insert(studyTypePrices)
    .values({ studyTypeId: row!.id, presetName: 'Standard', price: '1.00' });
  await db.insert(studyTypeRadiologies).values({ studyTypeId: row!.id, presetName: 'Kobieta' });
  if (deviceTypes.length > 0) {
    await db.insert(studyTypeDevices).values(
      deviceTypes.map((deviceType) => ({
        studyTypeId: row!.id,
        deviceType,
        durationMinutes: 10,
      })),
    );
  }
  return row!;
}

const LIST = `query($includeInactive: Boolean) {
  studyTypes(includeInactive: $includeInactive) { code }
}`;
const BRANCH = `query($branchId: ID!, $deviceId: ID) {
  branchStudyTypes(branchId: $branchId, deviceId: $deviceId) { code }
}`;

async function codes(query: string, variables: Record<string, unknown> = {}, caller = doctor) {
  const response = await graphql<Record<string, { code: string }[]>>(t.app, query, {
    ...caller.options,
    variables,
  });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0]!.map(({ code }) => code);
}

let mokotow: number;
let krakow: number;
let mokotowCbct: number;
let mokotowPan: number;
let krakowCt: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // Any signed-in role reads master data: a referring doctor's referral form lists study types.
  doctor = await accountOf(db, 'Doctor', t.config.sessionTtlMinutes);
  admin = await accountOf(db, 'Admin', t.config.sessionTtlMinutes);
  mokotow = (await buildBranch(db)).id;
  krakow = (await buildBranch(db)).id;
  const added = await db
    .insert(devices)
    .values([
      { branchId: mokotow, name: 'CBCT 1', deviceType: 'CBCT' },
      { branchId: mokotow, name: 'Pantomograf', deviceType: 'PANTOMOGRAPH' },
      { branchId: mokotow, name: 'Stary tomograf', deviceType: 'CT', enabled: false },
      { branchId: krakow, name: 'Tomograf', deviceType: 'CT' },
    ])
    .returning({ id: devices.id });
  const ids = added.map(({ id }) => id);
  [mokotowCbct, mokotowPan, krakowCt] = [ids[0]!, ids[1]!, ids[3]!];
  await addType({ code: 'PAN', name: 'Pantomogram', onReferalOrder: 2 }, ['PANTOMOGRAPH']);
  await addType({ code: 'CBCT-B', name: 'CBCT b', onReferalOrder: 1 }, ['CBCT']);
  await addType({ code: 'CBCT-A', name: 'CBCT a', onReferalOrder: 1 }, ['CBCT', 'CT']);
  await addType({ code: 'SIN', name: 'Zatoki', onReferalOrder: null }, ['CT']);
  await addType({ code: 'OLD', name: 'Archiwalny', onReferalOrder: 0, active: false }, ['CBCT']);
});
afterAll(async () => {
  statements.mockRestore();
  await t.close();
});

describe('studyTypes', () => {
  it('is ordered by onReferalOrder with nulls last, then name; inactive ones only when asked', async () => {
    expect(await codes(LIST)).toEqual(['CBCT-A', 'CBCT-B', 'PAN', 'SIN']);
    expect(await codes(LIST, { includeInactive: true })).toEqual([
      'OLD',
      'CBCT-A',
      'CBCT-B',
      'PAN',
      'SIN',
    ]);
  });

  it('answers null for an unknown id', async () => {
    const response = await graphql(t.app, '{ studyType(id: "999999") { id } }', doctor.options);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ studyType: null });
  });
});

describe('branchStudyTypes', () => {
  it('lists the active types the branch’s enabled devices can perform, in the list order', async () => {
    // The disabled CT in Mokotów adds nothing: SIN is performed only on a CT.
    expect(await codes(BRANCH, { branchId: mokotow })).toEqual(['CBCT-A', 'CBCT-B', 'PAN']);
    expect(await codes(BRANCH, { branchId: krakow })).toEqual(['CBCT-A', 'SIN']);
  });

  it('narrows to one device’s type', async () => {
    expect(await codes(BRANCH, { branchId: mokotow, deviceId: mokotowCbct })).toEqual([
      'CBCT-A',
      'CBCT-B',
    ]);
    expect(await codes(BRANCH, { branchId: mokotow, deviceId: mokotowPan })).toEqual(['PAN']);
  });

  it('answers nothing for a device of another branch or an unknown branch', async () => {
    expect(await codes(BRANCH, { branchId: mokotow, deviceId: krakowCt })).toEqual([]);
    expect(await codes(BRANCH, { branchId: 999999 })).toEqual([]);
  });

  it('refuses an id that is not a number', async () => {
    const response = await graphql(t.app, BRANCH, {
      ...doctor.options,
      variables: { branchId: 'x' },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});

describe('child lists', () => {
  const FULL = `{ studyTypes(includeInactive: true) {
    code studyTypePrices { price } studyTypeRadiologies { presetName } studyTypeDevices { deviceType }
  } }`;

  /** How many SQL statements one request ran. */
  async function counted(): Promise<{ count: number; rows: number }> {
    // The session freshly cached, nothing left for the read audit's timer: only the request counts.
    await graphql(t.app, '{ currentUser { id } }', admin.options);
    await t.app.readAudit.flush();
    statements.mockClear();
    const response = await graphql<{ studyTypes: unknown[] }>(t.app, FULL, admin.options);
    expect(response.errors).toBeUndefined();
    return { count: statements.mock.calls.length, rows: response.data!.studyTypes.length };
  }

  it('reads a full page of types with prices, presets and durations in four statements', async () => {
    const small = await counted();
    for (let i = small.rows; i < STUDY_TYPES_PAGE_SIZE + 5; i++) {
      await addType({ code: `BULK-${i}`, name: `Masowy ${i}` }, ['CBCT']);
    }
    const full = await counted();
    expect(full.rows).toBe(STUDY_TYPES_PAGE_SIZE);
    // The list, then one statement per child list.
    expect(small.count).toBe(4);
    expect(full.count).toBe(small.count);
  });
});
