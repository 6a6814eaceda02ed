import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, doctorBranches, doctorStudyTypes } from '../../db/schema/index.js';
import { buildStudyType } from '../../test/calendar.js';
import { insertDoctorRecord, type DoctorRecord } from '../../test/doctor-records.js';
import { errorCode, graphql, type CallOptions } from '../../test/graphql.js';
import { staffCaller } from '../../test/studies.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { signInCountsQuery } from './sign-ins.js';

/**
 * `doctors` (the doctors and facilities lists) and `doctor(id)`: kinds, every filter, every
 * order in both directions, paging and its bounds, accounts (deleted, placeholder, inactive),
 * the staff-only fields per role, NOT_FOUND, and one statement per field for a whole page.
 */

let t: TestApp;
let admin: CallOptions;
let technician: CallOptions;
let registration: CallOptions;
let referring: CallOptions;
const statements = vi.spyOn(pg.Client.prototype, 'query');

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);
const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const pid = process.pid;

let zak: DoctorRecord;
let kowalska: DoctorRecord;
let kowalski: DoctorRecord;
let nowak: DoctorRecord;
let abel: DoctorRecord;
let dental: DoctorRecord;
let lab: DoctorRecord;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  admin = (await staffCaller(t, 'Admin')).options;
  technician = (await staffCaller(t, 'Technician')).options;
  registration = (await staffCaller(t, 'Registration')).options;
  referring = (await staffCaller(t, 'Doctor')).options;
  zak = await insertDoctorRecord(db, {
    firstName: 'Łukasz',
    lastName: 'Żak',
    licenseNumber: '1000001',
    emailAddresses: ['biuro@zak-gabinet.pl'],
    specializations: ['Ortodoncja'],
    regions: ['Mazowieckie'],
    note: 'Dzwonić przed 10.',
    createdAt: day('2020-01-01'),
    account: { login: `zak-${pid}@example.com`, lastLoginDate: day('2026-01-01') },
  });
  kowalska = await insertDoctorRecord(db, {
    firstName: 'Anna',
    lastName: 'Kowalska',
    licenseNumber: '2000002',
    emailAddresses: ['anna@kowalska.pl'],
    specializations: ['Chirurgia', 'Ortodoncja'],
    createdAt: day('2021-01-01'),
  });
  kowalski = await insertDoctorRecord(db, {
    firstName: 'Adam',
    lastName: 'Kowalski',
    licenseNumber: '2000003',
    createdAt: day('2022-01-01'),
    account: { login: `gone-${pid}@example.com`, deleted: true, lastLoginDate: day('2026-02-01') },
  });
  nowak = await insertDoctorRecord(db, {
    firstName: 'Ewa',
    lastName: 'Nowak',
    licenseNumber: '1000004',
    regions: ['Mazowieckie', 'Śląskie'],
    createdAt: day('2023-01-01'),
    account: { login: `no_user_${pid}@example.com` },
  });
  abel = await insertDoctorRecord(db, {
    firstName: 'Bartosz',
    lastName: 'Ąbel',
    licenseNumber: '3000005',
    createdAt: day('2019-01-01'),
    account: { login: `abel-${pid}@example.com`, active: false },
  });
  dental = await insertDoctorRecord(db, {
    companyName: 'Gabinet Łódź',
    nip: '526-000-12-46',
    createdAt: day('2024-01-01'),
    account: { login: `dental-${pid}@example.com` },
  });
  lab = await insertDoctorRecord(db, {
    companyName: 'Laboratorium Alfa',
    nip: '1234563218',
    createdAt: day('2025-01-01'),
  });
  // Sign-ins of Żak in the last 90 days: two completed, one password step of an authenticator's
  // sign-in (counted once, by its second step), one older than 90 days, one failure.
  const signIn = (action: string, daysAgo: number, outcome = 'success', reason?: string) => ({
    action,
    outcome: outcome as 'success',
    actorUserId: zak.userId,
    occurredAt: ago(daysAgo),
    details: reason ? { reason } : null,
  });
  await db
    .insert(auditLog)
    .values([
      signIn('auth.login', 3),
      signIn('auth.login', 80),
      signIn('auth.login', 1, 'success', 'secondStep'),
      signIn('auth.loginWithMfa', 1),
      signIn('auth.login', 95),
      signIn('auth.login', 2, 'failure', 'wrongPassword'),
    ]);
  const scan = await buildStudyType(db, { CBCT: 30 });
  const branch = await buildBranch(db);
  await db.insert(doctorStudyTypes).values({ doctorId: zak.id, studyTypeId: scan.id });
  await db.insert(doctorBranches).values({ doctorId: zak.id, branchId: branch.id });
});

afterAll(() => t.close());

const LIST = `query($where: DoctorsFilter!, $pagination: PaginationInput, $orderBy: DoctorsOrder) {
  doctors(where: $where, pagination: $pagination, orderBy: $orderBy) {
    total hasMore items { id }
  }
}`;

interface Page {
  total: number;
  hasMore: boolean;
  ids: number[];
}

async function list(
  variables: Record<string, unknown>,
  caller: CallOptions = admin,
): Promise<Page> {
  const response = await graphql<{
    doctors: { total: number; hasMore: boolean; items: { id: string }[] };
  }>(t.app, LIST, { ...caller, variables });
  expect(response.errors).toBeUndefined();
  const { total, hasMore, items } = response.data!.doctors;
  return { total, hasMore, ids: items.map((item) => Number(item.id)) };
}

const doctorsWhere = (where: Record<string, unknown> = {}) =>
  list({ where: { kind: 'DOCTOR', ...where } }).then((page) => page.ids);

describe('doctors: kinds and filters', () => {
  it('lists doctors (a licence number) or facilities (a company name, no licence)', async () => {
    expect(await list({ where: { kind: 'DOCTOR' } })).toEqual({
      total: 5,
      hasMore: false,
      ids: [abel.id, kowalska.id, kowalski.id, nowak.id, zak.id],
    });
    expect((await list({ where: { kind: 'FACILITY' } })).ids).toEqual([dental.id, lab.id]);
  });

  it('finds every word of the name, letter case and Polish letters aside', async () => {
    expect(await doctorsWhere({ name: 'KOWAL' })).toEqual([kowalska.id, kowalski.id]);
    expect(await doctorsWhere({ name: 'anna kowal' })).toEqual([kowalska.id]);
    expect(await doctorsWhere({ name: 'zak lukasz' })).toEqual([zak.id]);
    const facilities = await list({ where: { kind: 'FACILITY', name: 'lodz' } });
    expect(facilities.ids).toEqual([dental.id]);
  });

  it('finds part of the live account’s login or of a contact e-mail, any case', async () => {
    expect(await doctorsWhere({ email: `ZAK-${pid}` })).toEqual([zak.id]);
    expect(await doctorsWhere({ email: 'zak-gabinet' })).toEqual([zak.id]);
    expect(await doctorsWhere({ email: '@KOWALSKA.pl' })).toEqual([kowalska.id]);
    // A deleted account's login, and a placeholder's, are no account's.
    expect(await doctorsWhere({ email: `gone-${pid}` })).toEqual([]);
    expect(await doctorsWhere({ email: `no_user_${pid}` })).toEqual([]);
    // `_` and `%` are letters, not wildcards.
    expect(await doctorsWhere({ email: '%' })).toEqual([]);
  });

  it('finds the start of the PWZ, or of the NIP as digits', async () => {
    expect(await doctorsWhere({ identifier: '2000' })).toEqual([kowalska.id, kowalski.id]);
    expect(await doctorsWhere({ identifier: '000' })).toEqual([]);
    const byNip = (identifier: string) =>
      list({ where: { kind: 'FACILITY', identifier } }).then((page) => page.ids);
    expect(await byNip('5260001')).toEqual([dental.id]);
    expect(await byNip('526-000 1')).toEqual([dental.id]);
    expect(await byNip('1234')).toEqual([lab.id]);
    const response = await graphql(t.app, LIST, {
      ...admin,
      variables: { where: { kind: 'DOCTOR', identifier: 'abc' } },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });

  it('filters by specialization and by region', async () => {
    expect(await doctorsWhere({ specialization: 'Ortodoncja' })).toEqual([kowalska.id, zak.id]);
    expect(await doctorsWhere({ specialization: 'Orto' })).toEqual([]);
    expect(await doctorsWhere({ region: 'Śląskie' })).toEqual([nowak.id]);
    expect(await doctorsWhere({ region: 'Mazowieckie', specialization: 'Ortodoncja' })).toEqual([
      zak.id,
    ]);
  });

  it('has an account: live, active and not a NO_USER placeholder', async () => {
    expect(await doctorsWhere({ hasAccount: true })).toEqual([zak.id]);
    expect(await doctorsWhere({ hasAccount: false })).toEqual([
      abel.id,
      kowalska.id,
      kowalski.id,
      nowak.id,
    ]);
  });
});

describe('doctors: orders and paging', () => {
  const ordered = (by: string, direction: string) =>
    list({ where: { kind: 'DOCTOR' }, orderBy: { by, direction } }).then((page) => page.ids);

  it('orders by name in Polish alphabetical order, either way', async () => {
    expect(await ordered('name', 'ASC')).toEqual([
      abel.id,
      kowalska.id,
      kowalski.id,
      nowak.id,
      zak.id,
    ]);
    expect(await ordered('name', 'DESC')).toEqual([
      zak.id,
      nowak.id,
      kowalski.id,
      kowalska.id,
      abel.id,
    ]);
  });

  it('orders by the live account’s login, doctors without one last either way', async () => {
    const withoutAccount = [kowalska.id, kowalski.id, nowak.id];
    expect(await ordered('email', 'ASC')).toEqual([abel.id, zak.id, ...withoutAccount]);
    expect(await ordered('email', 'DESC')).toEqual([zak.id, abel.id, ...withoutAccount.reverse()]);
  });

  it('orders by registration date', async () => {
    const oldestFirst = [abel.id, zak.id, kowalska.id, kowalski.id, nowak.id];
    expect(await ordered('registrationDate', 'ASC')).toEqual(oldestFirst);
    expect(await ordered('registrationDate', 'DESC')).toEqual([...oldestFirst].reverse());
  });

  it('orders by last sign-in, never signed in (or deleted) last either way', async () => {
    expect((await ordered('lastLoginDate', 'ASC'))[0]).toBe(zak.id);
    expect(await ordered('lastLoginDate', 'DESC')).toEqual([
      zak.id,
      abel.id,
      nowak.id,
      kowalski.id,
      kowalska.id,
    ]);
  });

  it('pages 10 by default, at most 100, with total and hasMore', async () => {
    const where = { kind: 'DOCTOR' };
    expect(await list({ where, pagination: { take: 2 } })).toEqual({
      total: 5,
      hasMore: true,
      ids: [abel.id, kowalska.id],
    });
    expect(await list({ where, pagination: { skip: 4, take: 2 } })).toEqual({
      total: 5,
      hasMore: false,
      ids: [zak.id],
    });
    // Past the end: no rows, the count read on its own.
    expect(await list({ where, pagination: { skip: 10 } })).toEqual({
      total: 5,
      hasMore: false,
      ids: [],
    });
    const tooMany = await graphql(t.app, LIST, {
      ...admin,
      variables: { where, pagination: { take: 101 } },
    });
    expect(errorCode(tooMany)).toBe('BAD_USER_INPUT');
  });

  it('is the list of Admin, Technician and Manager only', async () => {
    expect((await list({ where: { kind: 'DOCTOR' } }, technician)).total).toBe(5);
    const refused = await graphql(t.app, LIST, {
      ...registration,
      variables: { where: { kind: 'DOCTOR' } },
    });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });
});

const RECORD = `query($id: ID!) {
  doctor(id: $id) {
    id licenseNumber specializations regions maxStudyHoursToDescribe note createdAt updatedAt
    version loginsIn90Days
    user { id login active }
    describingStudyTypes { id }
    employedInBranches { id }
    contact { lastName emailAddresses addresses { city } }
  }
}`;

interface DoctorRecordData {
  note: string | null;
  loginsIn90Days: number | null;
  user: { id: string; login: string; active: boolean } | null;
  specializations: string[];
  regions: string[];
  version: number;
  createdAt: string;
  describingStudyTypes: { id: string }[];
  employedInBranches: { id: string }[];
  contact: { addresses: { city: string }[] };
}

async function record(id: number, caller: CallOptions = admin) {
  const response = await graphql<{ doctor: DoctorRecordData }>(t.app, RECORD, {
    ...caller,
    variables: { id: String(id) },
  });
  expect(response.errors).toBeUndefined();
  return response.data!.doctor;
}

describe('doctor(id)', () => {
  it('answers the record, its relations, account and sign-ins to those who list doctors', async () => {
    const doctor = await record(zak.id);
    expect(doctor).toMatchObject({
      note: 'Dzwonić przed 10.',
      specializations: ['Ortodoncja'],
      regions: ['Mazowieckie'],
      version: 1,
      createdAt: '2020-01-01T12:00:00.000Z',
      user: { id: String(zak.userId), login: `zak-${pid}@example.com`, active: true },
      // 3 and 80 days ago, and the authenticator's sign-in once; not 95 days ago, no failure.
      loginsIn90Days: 3,
      contact: { addresses: [] },
    });
    expect(doctor.describingStudyTypes).toHaveLength(1);
    expect(doctor.employedInBranches).toHaveLength(1);
    expect((await record(zak.id, technician)).note).toBe('Dzwonić przed 10.');
  });

  it('gives other roles the contact card: no note, account or sign-ins', async () => {
    for (const caller of [registration, referring]) {
      const doctor = await record(zak.id, caller);
      expect(doctor).toMatchObject({ note: null, user: null, loginsIn90Days: null });
      expect(doctor.specializations).toEqual(['Ortodoncja']);
    }
  });

  it('has no account when it was deleted, is a placeholder; an inactive one is shown', async () => {
    expect(await record(kowalski.id)).toMatchObject({ user: null, loginsIn90Days: 0 });
    expect(await record(nowak.id)).toMatchObject({ user: null, loginsIn90Days: 0 });
    expect(await record(kowalska.id)).toMatchObject({ user: null, loginsIn90Days: 0 });
    expect((await record(abel.id)).user).toMatchObject({ active: false });
  });

  it('answers NOT_FOUND with the spec’s message for an unknown id', async () => {
    const response = await graphql(t.app, RECORD, { ...admin, variables: { id: '999999' } });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.errors?.[0]?.message).toBe('Nie znaleziono lekarza.');
  });
});

describe('doctors: statements', () => {
  // A literal page size: the cost limit counts a variable `take` as the largest page (100).
  const pageWithFields = (take: number) => `{
    doctors(where: { kind: DOCTOR }, pagination: { take: ${take} }) {
      total items {
        id note loginsIn90Days user { login } describingStudyTypes { id } employedInBranches { id }
      }
    }
  }`;

  async function statementsFor(take: number): Promise<number> {
    statements.mockClear();
    const response = await graphql(t.app, pageWithFields(take), admin);
    expect(response.errors).toBeUndefined();
    return statements.mock.calls.length;
  }

  it('reads a page’s relations and accounts in one statement each, whatever its size', async () => {
    await statementsFor(1);
    expect(await statementsFor(5)).toBe(await statementsFor(1));
  });

  it('serves the sign-in counts from the partial index', async () => {
    const { sql: text, params } = signInCountsQuery(t.database.db, [zak.userId!]).toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      await client.query('rollback');
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('audit_log_sign_ins');
    } finally {
      client.release();
    }
  });
});
