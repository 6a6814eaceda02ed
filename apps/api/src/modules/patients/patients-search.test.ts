import { encodePesel, PATIENT_LIST_PAGE_SIZE, ZPatientsQuery } from '@portal/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import { accountOf, idsOf, list, type Account } from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  pageStrategy,
  PATIENT_COUNT_CAP,
  patientCountedPageQuery,
  patientCountQuery,
  patientPageQuery,
} from './patient-page.js';

let t: TestApp;
let registration: Account;

/** In Polish alphabetical order: Ł after L, Ś after S, Ż after Z; equal names by id. */
const ORDERED: { firstName: string; lastName: string }[] = [
  { firstName: 'Ewa', lastName: 'Adamczyk' },
  { firstName: 'Jan', lastName: 'de Lisle' },
  { firstName: 'Olga', lastName: 'Lis' },
  { firstName: 'Piotr', lastName: 'Łukasik' },
  { firstName: 'Ida', lastName: 'Madej' },
  { firstName: 'Adam', lastName: 'Nowak' },
  { firstName: 'Anna', lastName: 'Nowak' },
  { firstName: 'Anna', lastName: 'Nowak' },
  { firstName: 'Jerzy', lastName: 'Sowa' },
  { firstName: 'Marta', lastName: 'Śliwa' },
  { firstName: 'Igor', lastName: 'Zając' },
  { firstName: 'Józef', lastName: 'Łódzki' },
  { firstName: 'Rita', lastName: 'Żak' },
];
/** The order of ORDERED with Łódzki moved to its place, as the list must show it. */
const EXPECTED_NAMES = [
  'Adamczyk',
  'de Lisle',
  'Lis',
  'Łódzki',
  'Łukasik',
  'Madej',
  'Nowak Adam',
  'Nowak Anna',
  'Nowak Anna',
  'Sowa',
  'Śliwa',
  'Zając',
  'Żak',
];
const EXTRA = 20 - ORDERED.length;

const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  registration = await accountOf(t.database.db, 'Registration', t.config.sessionTtlMinutes);
  // Inserted out of order, so the list's order cannot come from insertion.
  for (const [index, person] of [...ORDERED.entries()].reverse()) {
    const birthDate = `19${50 + index}-0${(index % 9) + 1}-1${index % 10}`;
    const patient = await buildPatient(t.database.db, {
      ...person,
      birthDate,
      gender: 'Male',
      ssn: encodePesel(birthDate, 300 + index, 'Male'),
    });
    ids[`${person.lastName} ${person.firstName} ${patient.id}`] = patient.id;
  }
  await buildPatient(t.database.db, {
    firstName: 'Zofia',
    lastName: 'Obca',
    ssn: 'AB123456',
    ssnIsPesel: false,
    birthDate: '2001-03-04',
  });
  for (let n = 1; n < EXTRA; n++) {
    await buildPatient(t.database.db, {
      firstName: `P${n}`,
      lastName: 'Żurek',
      birthDate: '1940-06-06',
    });
  }
});
afterAll(() => t.close());

type Page = Awaited<ReturnType<typeof list>>;
const namesOf = (page: Page) =>
  page.data!.patients.items.map((item) =>
    item.contact.lastName === 'Nowak' ? `Nowak ${item.contact.firstName}` : item.contact.lastName,
  );

describe('the list', () => {
  it(`shows ${PATIENT_LIST_PAGE_SIZE} per page by default, with the total`, async () => {
    const page = await list(t.app, registration);
    expect(page.data!.patients).toMatchObject({ total: 20, hasMore: true });
    expect(page.data!.patients.items).toHaveLength(PATIENT_LIST_PAGE_SIZE);
  });

  it('is ordered by last name, then first name, then id, in Polish alphabetical order', async () => {
    const page = await list(t.app, registration, { pagination: { take: 100 } });
    const names = namesOf(page).filter((name) => !['Żurek', 'Obca'].includes(name));
    expect(names).toEqual(EXPECTED_NAMES);
    const annas = page
      .data!.patients.items.filter((item) => item.contact.firstName === 'Anna')
      .map((item) => Number(item.id));
    expect(annas).toEqual([...annas].sort((a, b) => a - b));
    expect(namesOf(page).indexOf('Obca')).toBeLessThan(namesOf(page).indexOf('Sowa'));
    expect(namesOf(page).slice(-EXTRA + 1)).toEqual(Array<string>(EXTRA - 1).fill('Żurek'));
  });

  it('reverses the whole order, ties included, for DESC', async () => {
    const ascending = idsOf(await list(t.app, registration, { pagination: { take: 100 } }));
    const descending = idsOf(
      await list(t.app, registration, {
        pagination: { take: 100 },
        orderBy: { lastName: 'DESC' },
      }),
    );
    expect(descending).toEqual([...ascending].reverse());
  });

  it('pages with skip and take; hasMore turns false on the last page', async () => {
    const all = idsOf(await list(t.app, registration, { pagination: { take: 100 } }));
    const first = await list(t.app, registration, { pagination: { skip: 0, take: 8 } });
    const last = await list(t.app, registration, { pagination: { skip: 16, take: 8 } });
    expect(first.data!.patients).toMatchObject({ total: 20, hasMore: true });
    expect(idsOf(first)).toEqual(all.slice(0, 8));
    expect(last.data!.patients).toMatchObject({ total: 20, hasMore: false });
    expect(idsOf(last)).toEqual(all.slice(16));
    const beyond = await list(t.app, registration, { pagination: { skip: 40, take: 8 } });
    expect(beyond.data!.patients).toEqual({ total: 20, hasMore: false, items: [] });
  });

  it('refuses a page larger than the largest we serve', async () => {
    const response = await list(t.app, registration, { pagination: { take: 101 } });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
  });
});

describe('the search', () => {
  const search = (where: Record<string, unknown>) =>
    list(t.app, registration, { where, pagination: { take: 100 } });

  it('finds a name without Polish letters, in any case, by any part', async () => {
    for (const name of ['lodz', 'ŁÓDŹ', 'Łódzk', 'józef', 'jozef lodzki', '  LODZKI  ']) {
      expect(namesOf(await search({ name })), name).toEqual(['Łódzki']);
    }
    expect(namesOf(await search({ name: 'nowak anna' }))).toEqual(['Nowak Anna', 'Nowak Anna']);
    expect(namesOf(await search({ name: 'nowak' }))).toHaveLength(3);
  });

  it('takes LIKE wildcards literally', async () => {
    expect((await search({ name: '%' })).data!.patients.total).toBe(0);
    expect((await search({ name: 'no_ak' })).data!.patients.total).toBe(0);
    expect((await search({ ssn: '%' })).data!.patients.total).toBe(0);
  });

  it('finds by the beginning of the PESEL or document number', async () => {
    const lis = ORDERED.findIndex((person) => person.lastName === 'Lis');
    const pesel = encodePesel(`19${50 + lis}-0${(lis % 9) + 1}-1${lis % 10}`, 300 + lis, 'Male');
    expect(namesOf(await search({ ssn: pesel.slice(0, 7) }))).toEqual(['Lis']);
    expect(namesOf(await search({ ssn: pesel }))).toEqual(['Lis']);
    expect(namesOf(await search({ ssn: pesel.slice(1) }))).toEqual([]);
    expect(namesOf(await search({ ssn: 'ab12' }))).toEqual(['Obca']);
  });

  it('finds by a birth-date range, both ends included', async () => {
    const page = await search({ birthDateFrom: '1940-06-06', birthDateTo: '1950-01-10' });
    expect(namesOf(page)).toEqual(['Adamczyk', ...Array<string>(EXTRA - 1).fill('Żurek')]);
    const from = await search({ birthDateFrom: '2001-03-04' });
    expect(namesOf(from)).toEqual(['Obca']);
    const to = await search({ birthDateTo: '1940-06-05' });
    expect(to.data!.patients.total).toBe(0);
  });

  it('combines conditions', async () => {
    expect(namesOf(await search({ name: 'nowak', birthDateTo: '1955-12-31' }))).toEqual([
      'Nowak Adam',
    ]);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await search({ birthDateFrom: '1990-01-02', birthDateTo: '1990-01-01' });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(response.errors![0]!.message).toBe('Nieprawidłowy zakres');
  });

  it('is audited without what was searched for', async () => {
    await search({ name: 'lodzki', ssn: '5' });
    await t.app.readAudit.flush();
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.list'), eq(auditLog.actorUserId, registration.id)))
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry!.details).toMatchObject({
      role: 'Registration',
      filters: ['name', 'ssn'],
      total: 0,
      patientIds: [],
    });
    expect(JSON.stringify(entry!.details)).not.toMatch(/lodz/i);
  });
});

describe('the queries use the indexes (a few thousand rows)', () => {
  beforeAll(async () => {
    await t.database.db.execute(sql`
      with people as (
        insert into contacts (first_name, last_name, ssn, gender, birth_date)
        -- Names as varied as real ones: trigrams that every row shares would rightly make
        -- the planner skip the trigram index.
        select initcap(translate(substr(md5(g::text), 1, 7), '0123456789', 'ghijklmnop')),
               initcap(translate(substr(md5(g::text), 8, 9), '0123456789', 'qrstuvwxyz')),
               lpad(g::text, 11, '0'), 'Female', date '1940-01-01' + g
        from generate_series(1, 5000) g
        returning id
      )
      insert into patients (contact_id, registration_date) select id, date '2026-01-15' from people`);
    await t.database.db.execute(sql`analyze contacts`);
    // As autovacuum keeps it: the visibility map lets a walk of the list's order skip the table.
    await t.database.db.execute(sql`vacuum analyze patients`);
  });

  /** The names of the indexes a query's plan reads, with sequential scans discouraged. */
  async function indexesOf(query: { toSQL(): { sql: string; params: unknown[] } }) {
    const { sql: text, params } = query.toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const result = await client.query<{ 'QUERY PLAN': unknown }>(
        `explain (format json) ${text}`,
        params,
      );
      await client.query('rollback');
      const names = new Set<string>();
      JSON.stringify(result.rows[0]!['QUERY PLAN'], (_key, value: unknown) => {
        const node = value as { 'Node Type'?: string; 'Index Name'?: string } | null;
        if (node && typeof node === 'object' && typeof node['Index Name'] === 'string') {
          names.add(node['Index Name']);
          names.add(`${node['Node Type']} ${node['Index Name']}`);
        }
        return value;
      });
      return [...names];
    } finally {
      client.release();
    }
  }

  const staff = { userId: 1, role: 'Registration' } as const;
  const page = (input: Record<string, unknown>, walkIndex: boolean) =>
    patientPageQuery(t.database.db, staff, ZPatientsQuery.parse(input), { walkIndex });
  const total = (
    where: Record<string, unknown>,
    actor: { userId: number; role: 'Registration' | 'Doctor' } = staff,
  ) => patientCountQuery(t.database.db, actor, ZPatientsQuery.parse({ where }).where);

  it('the list, read in order from its index', async () => {
    expect(await indexesOf(page({}, true))).toContain('patients_list_order');
    expect(await indexesOf(page({ orderBy: { lastName: 'DESC' } }, true))).toContain(
      'patients_list_order',
    );
  });

  it('a broad name search walks the list order without reading the table', async () => {
    expect(await indexesOf(page({ where: { name: 'a' } }, true))).toContain(
      'Index Only Scan patients_list_order',
    );
  });

  it('a name search', async () => {
    const [{ name }] = (
      await t.database.pool.query<{ name: string }>(
        `select substr(last_name, 2, 6) as name from contacts where ssn = '00000004321'`,
      )
    ).rows as [{ name: string }];
    expect(await indexesOf(page({ where: { name } }, false))).toContain('patients_search_name');
    expect(await indexesOf(total({ name }))).toContain('patients_search_name');
  });

  it('a PESEL prefix', async () => {
    const where = { ssn: '0000000012' };
    expect(await indexesOf(page({ where }, false))).toContain('patients_search_ssn');
    expect(await indexesOf(total(where))).toContain('patients_search_ssn');
  });

  it('a birth-date range', async () => {
    const where = { birthDateFrom: '1950-01-01', birthDateTo: '1950-02-01' };
    expect(await indexesOf(page({ where }, false))).toContain('patients_search_birth_date');
    expect(await indexesOf(total(where))).toContain('patients_search_birth_date');
  });

  it("a referring doctor's own patients, in the list's order straight from their index", async () => {
    const own = { userId: 1, role: 'Doctor' } as const;
    // Their own patients are read in order, whatever their share of all patients (issue 11).
    const strategy = pageStrategy({ matching: 3_000, all: 300_000 }, false);
    expect(strategy).toEqual({ walkIndex: true });
    const query = patientPageQuery(t.database.db, own, ZPatientsQuery.parse({}), strategy);
    expect(await indexesOf(query)).toContain('patient_access_order');
    expect(await indexesOf(total({}, own))).toContain('patient_access_order');
  });

  it('stops counting a broad search past PATIENT_COUNT_CAP and says so', async () => {
    const [counted] = await total({ ssn: '000' }).run();
    expect(counted?.matching).toBe(PATIENT_COUNT_CAP + 1);
    const response = await graphql<{
      patients: { total: number; totalCapped: boolean; hasMore: boolean; items: unknown[] };
    }>(
      t.app,
      '{ patients(where: { ssn: "000" }) { total totalCapped hasMore items { id } } }',
      registration.options,
    );
    expect(response.data?.patients).toMatchObject({
      total: PATIENT_COUNT_CAP,
      totalCapped: true,
      hasMore: true,
    });
    expect(response.data?.patients.items).toHaveLength(PATIENT_LIST_PAGE_SIZE);
    // A narrow search is counted exactly.
    const narrow = await graphql<{ patients: { total: number; totalCapped: boolean } }>(
      t.app,
      '{ patients(where: { ssn: "00000001234" }) { total totalCapped } }',
      registration.options,
    );
    expect(narrow.data?.patients).toEqual({ total: 1, totalCapped: false });
  });

  it('both ways of reading a page give the same rows', async () => {
    for (const input of [
      { where: { name: 'a' }, pagination: { skip: 30, take: 20 } },
      { where: { birthDateFrom: '1945-01-01' }, orderBy: { lastName: 'DESC' } },
      { where: { ssn: '000000001' }, pagination: { take: 100 } },
    ]) {
      const query = ZPatientsQuery.parse(input);
      const walked = await patientPageQuery(t.database.db, staff, query, { walkIndex: true }).run();
      const sorted = await patientPageQuery(t.database.db, staff, query, {
        walkIndex: false,
      }).run();
      expect(sorted.map((row) => row.id)).toEqual(walked.map((row) => row.id));
      expect(walked.length).toBeGreaterThan(0);
    }
  });

  it('reads a page whose order does not depend on the count together with the count', async () => {
    const own = { userId: 1, role: 'Doctor' } as const;
    const list = patientCountedPageQuery(t.database.db, staff, ZPatientsQuery.parse({}))!;
    expect(await indexesOf(list)).toContain('patients_list_order');
    const rows = await list.run();
    const [counted] = await total({}).run();
    expect(rows).toHaveLength(PATIENT_LIST_PAGE_SIZE);
    expect(rows.every((row) => row.counted.matching === counted!.matching)).toBe(true);
    expect(rows.map((row) => row.id)).toEqual((await page({}, true).run()).map((row) => row.id));
    const ownList = patientCountedPageQuery(t.database.db, own, ZPatientsQuery.parse({}))!;
    expect(await indexesOf(ownList)).toContain('patient_access_order');
    // Staff's search reads the count first: it decides how to read the page (pageStrategy).
    const search = ZPatientsQuery.parse({ where: { name: 'a' } });
    expect(patientCountedPageQuery(t.database.db, staff, search)).toBeUndefined();
    expect(patientCountedPageQuery(t.database.db, own, search)).toBeDefined();
  });

  it('counts every patient without reading them', async () => {
    const [counted] = await total({}).run();
    const [real] = (
      await t.database.pool.query<{ n: string }>('select count(*) as n from patients')
    ).rows as [{ n: string }];
    expect(counted).toEqual({ matching: Number(real.n), all: Number(real.n) });
    expect(await indexesOf(total({}))).toEqual([]);
  });
});
