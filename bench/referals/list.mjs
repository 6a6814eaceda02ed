// Benchmark: the referrals list (issue 17) on 500,000 referrals of 300,000 patients — the first
// page as the desk and a referring doctor read it, and with the list's filters — through the API
// as the web reads it, next to the same statements sent straight to PostgreSQL.
//
//   node --conditions=source --import tsx bench/referals/list.mjs \
//     [--referals 500000] [--patients 300000] [--take 10,20] [--runs 30] [--dist] [--explain]
//
// Starts the API on a fresh database (migrations and demo seed), inserts the synthetic patients
// (../patients/synthetic-patients.mjs; every 100th created by the demo Doctor, as in
// request-path.mjs) and 2,000 doctors as bench/studies/list.mjs makes them, then with set-based
// SQL the referrals: created over five years (ids follow the date), issuers skewed (six doctors
// issue 15 % between them, up to tens of thousands each; the others a few hundred; the demo Doctor
// 0.5 %), 1–3 study types each (`referal_study_types`, some types far more common than others),
// ~80 % of those older than a month completed; then a study for every study type of some of the
// completed ones and for the first type of a few open ones (`studies.referal_id`, as many as a
// tenth of the referrals; led by the issuer, `study_access` as rebuildStudyAccess writes it,
// checked on a sample), so `issued` and the doctors' patient scope have data. ANALYZE last.
//
// Each run asks for one first page with the web's own query (referrals-list.graphql, the
// operation of the page size, `withIssuer` as the page sets it: every role but Doctor): the API's
// time is the whole request (session, permission, scope, page and count, loaders, read audit,
// JSON); the direct time is the same statements through the module's own functions on a pg pool —
// referalsOf(…).page (referalPageQuery and the capped count, prepared under the API's names), then
// the loaders the query asks for (Referal.referalToStudyTypes, and Referal.issuer with the issuer
// column) from referals.loaders.ts at once, as Mercurius runs them. Every run checks that both
// read the same referrals in the same order and agree on total/totalCapped. One more row measures
// the demo Doctor's patients list on this data: its scope (auth/patient-policy.ts) now takes in
// the patients of their referrals and of the studies they see. `--explain` prints the plans each
// statement settles on (see `explain`).
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse, print } from 'graphql';
import {
  completeLicenseNumber,
  DEFAULT_TABLE_TAKE,
  TABLE_PAGE_SIZE_OPTIONS,
  ZPatientsQuery,
  ZReferalsQuery,
} from '@portal/domain';
import { patientScope } from '../../apps/api/src/auth/patient-policy.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import {
  PATIENT_COUNT_CAP,
  pageStrategy,
  patientCountedPageQuery,
  patientCountQuery,
  patientPageQuery,
} from '../../apps/api/src/modules/patients/patient-page.ts';
import { referalsLoaders } from '../../apps/api/src/modules/referals/referals.loaders.ts';
import {
  REFERAL_COUNT_CAP,
  referalPageQuery,
  referalsOf,
} from '../../apps/api/src/modules/referals/referals.repository.ts';
import { rebuildStudyAccess } from '../../apps/api/src/modules/studies/study-writes.ts';
import { apiLabel, graphql, root, signIn, withBenchApi } from '../support/bench-api.mjs';
import { median, percentile, printTableHeader, tableRow } from '../support/stats.mjs';
import { insertSyntheticPatients, syntheticPatients } from '../patients/synthetic-patients.mjs';

const { values: args } = parseArgs({
  options: {
    referals: { type: 'string', default: '500000' },
    patients: { type: 'string', default: '300000' },
    take: { type: 'string', default: `${DEFAULT_TABLE_TAKE},20` },
    runs: { type: 'string', default: '30' },
    dist: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const REFERALS = Number(args.referals);
const PATIENTS = Number(args.patients);
const RUNS = Number(args.runs);
/** Page sizes to measure: the web's default (DEFAULT_TABLE_TAKE) and 20, as the studies list. */
const TAKES = args.take.split(',').map(Number);
for (const take of TAKES) {
  if (!TABLE_PAGE_SIZE_OPTIONS.includes(take)) {
    throw new Error(`--take: one of ${TABLE_PAGE_SIZE_OPTIONS.join(', ')}`);
  }
}
const WARM_UP = 5;
const DOCTORS = 2000;
/** As bench/studies/list.mjs: these doctors describe; here they issue no referrals. */
const DESCRIBERS = 25;
/** The demo Doctor's share of the referrals. */
const DEMO_ISSUES = 0.005;
/** Six big issuers share this much of the referrals (up to tens of thousands each). */
const BIG_ISSUERS = 6;
const BIG_SHARE = 0.15;
/** Studies made from referrals, as a share of the referrals' count (~50,000 for 500,000). */
const STUDY_SHARE = 0.1;
/** Open referrals with the study of their first type made already. */
const OPEN_ISSUED = 0.05;

/**
 * The web's own list query (apps/web features/referrals/api): one operation per page size, each
 * sent as Apollo sends its generated document — that operation and the fragments, printed. (The
 * whole file with an `operationName` would not do: Mercurius keeps one JIT-compiled query per
 * source text, compiled for the operation named when it was compiled.)
 */
const LIST_DOCUMENT = parse(
  readFileSync(
    path.join(root, 'apps/web/src/features/referrals/api/referrals-list.graphql'),
    'utf8',
  ),
);
const listOperation = (take) =>
  print({
    ...LIST_DOCUMENT,
    definitions: LIST_DOCUMENT.definitions.filter(
      (definition) =>
        definition.kind === 'FragmentDefinition' ||
        definition.name?.value === `ReferralsList${take}`,
    ),
  });

/** What the patients list asks for (as bench/patients/request-path.mjs sends it). */
const PATIENTS_LIST = `query List($pagination: PaginationInput, $where: PatientsWhere) {
  patients(pagination: $pagination, where: $where) {
    total hasMore
    items { id registrationDate canEdit canDelete
      contact { firstName lastName ssn birthDate gender phoneNumbers emailAddresses } }
  }
}`;

/** 2,000 doctors (every 10th a facility), as bench/studies/list.mjs inserts them; their ids. */
async function insertDoctors(client) {
  const [names] = [...syntheticPatients(DOCTORS, { seed: 15, batch: DOCTORS })];
  const licences = [];
  for (let n = 500_000; licences.length < DOCTORS; n++) {
    const licence = completeLicenseNumber(String(n));
    if (licence) licences.push(licence);
  }
  const facility = names.firstName.map((_, i) => i % 10 === 9);
  const { rows } = await client.query(
    `with new_contacts as (
       insert into contacts (first_name, last_name, company_name, phone_numbers)
       select case when f then null else fn end, case when f then null else ln end,
              case when f then 'Gabinet stomatologiczny ' || ln end, array[ph]
         from unnest($1::text[], $2::text[], $3::bool[], $4::text[]) with ordinality
           as t(fn, ln, f, ph, n)
        order by n
       returning id, company_name
     )
     insert into doctors (contact_id, license_number, specializations)
     select id, case when company_name is null then ($5::text[])[row_number() over (order by id)] end,
            array['Stomatologia ogólna']
       from new_contacts
     order by id
     returning id`,
    [names.firstName, names.lastName, facility, names.phone, licences],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * The referrals, their study types, the studies made from some of them and those studies'
 * `study_access`, set-based. Returns the ids of the first new referral and study.
 */
async function insertReferals(client, ids) {
  const { demoDoctor, big, rest, technician, registration } = ids;
  await client.query('select setseed(0.17)');
  const {
    rows: [{ first }],
  } = await client.query(`select coalesce(max(id), 0) + 1 as first from referals`);
  await client.query(
    `create temp table bench_patients as
     select row_number() over (order by id)::int as rn, id from patients`,
  );
  await client.query('alter table bench_patients add primary key (rn)');
  const {
    rows: [{ n: patientCount }],
  } = await client.query('select count(*)::int as n from bench_patients');
  // Ids follow the date of issue, as they would after years of use. Older than a month: 80 %
  // completed (by 'Zrealizuj' or their studies), within weeks; newer: 15 %.
  await client.query(
    `insert into referals (patient_id, issuer_id, media_types, description, remarks,
       request_description, send_scheduling_email, completed, completed_at, created_by_id,
       created_at, updated_at, version)
     select p.id,
            case when g.ri < $3 then $4::int
                 when g.ri < $3 + $5 then ($6::int[])[1 + floor(g.ri2 * g.ri2 * cardinality($6::int[]))::int]
                 else ($7::int[])[1 + floor(g.ri2 * g.ri2 * cardinality($7::int[]))::int] end,
            case when g.rm < 0.1 then array['Online', 'Disc'] when g.rm < 0.13 then array['Online', 'Film']
                 else array['Online'] end,
            case when g.rx < 0.6 then 'Ocena stanu przyzębia przed leczeniem.' end,
            case when g.rx < 0.1 then 'Pacjent po ekstrakcji 36.' end,
            g.rr < 0.3, g.rr > 0.9, c.completed, c.completed_at, $8::int,
            d.created_at, coalesce(c.completed_at, d.created_at), case when c.completed then 2 else 1 end
       from (select n, random() rp, random() rd, random() ri, random() ri2, random() rm, random() rx,
                    random() rr, random() rc, random() ru
               from generate_series(1, $1) n) g
       join bench_patients p on p.rn = 1 + floor(g.rp * $2)::int
       cross join lateral (select now() - g.rd * interval '5 years' as created_at) d
       cross join lateral (
         select x.completed,
                case when x.completed
                     then least(now(), d.created_at + (1 + g.ru * 20) * interval '1 day') end
                  as completed_at
           from (select case when d.created_at < now() - interval '30 days' then g.rc < 0.8
                             else g.rc < 0.15 end as completed) x) c
      order by d.created_at`,
    [REFERALS, patientCount, DEMO_ISSUES, demoDoctor, BIG_SHARE, big, rest, registration],
  );
  const newReferals = `from referals r where r.id >= ${Number(first)}`;
  // 1 (70 %), 2 (22 %) or 3 (8 %) study types, consecutive from a first one picked with
  // exponentially falling odds: the commonest type is on ~40 % of the referrals, the rarest on
  // well under 1 %.
  await client.query(
    `insert into referal_study_types (referal_id, study_type_id, remarks, study_sub_types, position)
     select x.id, t.ids[1 + (x.base + k - 1) % cardinality(t.ids)],
            case when random() < 0.1 then 'Proszę o ocenę zęba 46.' end, '{}', k
       from (select r.id, floor(-ln(1 - random()) * t.n / 5)::int % t.n as base,
                    1 + (random() < 0.3)::int + (random() < 0.08 / 0.3)::int as cnt
               from referals r
              cross join (select count(*)::int n from study_types where active) t
              where r.id >= ${Number(first)}) x
       cross join lateral generate_series(1, x.cnt) k
       cross join (select array_agg(id order by id) ids from study_types where active) t
      order by x.id, k`,
  );
  // The studies made from referrals: every study type of a share of the completed referrals, the
  // first type of a few open ones; so many that they are STUDY_SHARE of the referrals' count.
  const {
    rows: [{ completedTypes, open }],
  } = await client.query(
    `select (select count(*) from referal_study_types rst join referals r on r.id = rst.referal_id
              where r.completed and r.id >= $1)::int as "completedTypes",
            (select count(*) from referals r where not r.completed and r.id >= $1)::int as open`,
    [first],
  );
  const completedShare = Math.max(
    0,
    (REFERALS * STUDY_SHARE - open * OPEN_ISSUED) / Math.max(1, completedTypes),
  );
  const {
    rows: [{ firstStudy }],
  } = await client.query(`select coalesce(max(id), 0) + 1 as "firstStudy" from studies`);
  await client.query(
    `insert into studies (patient_id, study_type_id, study_date, status, performer_id, branch_id,
       leading_doctor_id, referal_id, notify_leader_and_supporting_doctors, created_by_id,
       updated_by_id, created_at, updated_at, version)
     select r.patient_id, rst.study_type_id, s.study_date,
            case when s.study_date > now() - interval '3 days' then 'Paid' else 'Performed' end,
            case when s.study_date > now() - interval '3 days' then null else $3::int end,
            b.ids[1 + floor(r.rb * cardinality(b.ids))::int], r.issuer_id, r.id, true, $4::int,
            $4::int, s.study_date, least(now(), s.study_date + interval '2 days'), 1
       from (select r.*, random() rs, random() rb ${newReferals}) r
       join referal_study_types rst on rst.referal_id = r.id
       cross join lateral (
         select least(now(), r.created_at + (1 + rst.position + r.rb * 5) * interval '1 day')
           as study_date) s
       cross join (select array_agg(id order by id) ids from branches) b
      where (r.completed and r.rs < $1) or (not r.completed and r.rs < $2 and rst.position = 1)
      order by s.study_date`,
    [completedShare, OPEN_ISSUED, technician, registration],
  );
  // Who sees which study (ADR 0034): rebuildStudyAccess's rows; these studies have a leading
  // doctor only (no supporting doctors, shares, describers), and none is hidden.
  await client.query(
    `insert into study_access (doctor_id, study_id, updated_at, as_referrer, as_describer)
     select leading_doctor_id, id, updated_at, true, false from studies where id >= $1`,
    [firstStudy],
  );
  // Who sees which patient as a referring user (ADR 0042): the issuers' and the leading doctors'
  // users, as refreshPatientAccess (patient-access.ts) writes them.
  await client.query(
    `insert into patient_access (user_id, patient_id, sort_last_name, sort_first_name)
     select g.user_id, p.id, p.sort_last_name, p.sort_first_name
     from (
       select d.user_id, r.patient_id from referals r join doctors d on d.id = r.issuer_id
         where r.id >= $1 and d.user_id is not null
       union
       select d.user_id, s.patient_id from studies s join doctors d on d.id = s.leading_doctor_id
         where s.id >= $2 and d.user_id is not null
     ) g join patients p on p.id = g.patient_id
     on conflict do nothing`,
    [first, firstStudy],
  );
  return { first: Number(first), firstStudy: Number(firstStudy) };
}

/** `study_access` of a sample of the new studies equals what rebuildStudyAccess writes. */
async function checkStudyAccess(direct, firstStudy) {
  const { rows: sample } = await direct.pool.query(
    `select id from studies where id >= $1 order by md5(id::text) limit 100`,
    [firstStudy],
  );
  const accessOf = (tx, id) =>
    tx.execute(`select doctor_id, updated_at, as_referrer, as_describer from study_access
      where study_id = ${Number(id)} order by doctor_id`);
  let differing = 0;
  await direct.db
    .transaction(async (tx) => {
      for (const { id } of sample) {
        const before = JSON.stringify((await accessOf(tx, id)).rows);
        await rebuildStudyAccess(tx, id);
        if (JSON.stringify((await accessOf(tx, id)).rows) !== before) differing++;
      }
      tx.rollback();
    })
    .catch((error) => {
      if (error?.constructor?.name !== 'TransactionRollbackError') throw error;
    });
  if (differing > 0) throw new Error(`study_access differs from rebuildStudyAccess: ${differing}`);
  return sample.length;
}

/** A statement as the API sends it: prepared under the same name (db/prepared.ts). */
const sent = ({ name, sql, params }) => ({ name: name || undefined, text: sql, values: params });

/**
 * The statements `work` sends on `pool`, as { label, sql, params } (for `--explain`): the count
 * statement and the loaders' are not exported on their own, so they are read off the wire.
 */
async function capture(pool, work) {
  const seen = [];
  const query = pool.query;
  pool.query = function (config, values, ...rest) {
    if (typeof config === 'string') seen.push({ name: '', sql: config, params: values ?? [] });
    else {
      const params = values ?? config.values ?? [];
      seen.push({ name: config.name ?? '', sql: config.text, params });
    }
    return query.call(this, config, values, ...rest);
  };
  try {
    await work();
  } finally {
    pool.query = query;
  }
  return seen;
}

/** A value as an SQL literal for EXECUTE (arrays as PostgreSQL array literals). */
function literal(client, value) {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.join(',')}}`);
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  return client.escapeLiteral(String(value));
}

/**
 * How PostgreSQL runs each statement once the API has run it a while: a named one (db/prepared.ts)
 * prepared, executed ten times (from the sixth it may keep a generic plan), then explained; an
 * unnamed one (the loaders' Drizzle queries) is planned for its values every time, so its first
 * run is explained. Prints each plan, and a table of which plan the statement settled on
 * (pg_prepared_statements counts them), its planning and execution time and the indexes it reads.
 */
async function explain(direct, statements) {
  const client = await direct.pool.connect();
  const summary = [];
  try {
    for (const [label, { name, sql, params }] of statements) {
      await client.query(`prepare bench_explain as ${sql}`);
      const values = params.map((value) => literal(client, value));
      const execute = `execute bench_explain${values.length > 0 ? `(${values.join(', ')})` : ''}`;
      const runs = name ? 10 : 0;
      for (let run = 0; run < runs; run++) await client.query(execute);
      const { rows } = await client.query(`explain (analyze, buffers) ${execute}`);
      const text = rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(`\n${label}\n${text}`);
      const {
        rows: [plans],
      } = await client.query(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'bench_explain'`,
      );
      await client.query('deallocate bench_explain');
      const indexes = [...new Set([...text.matchAll(/ using (\w+)/g)].map((match) => match[1]))];
      const scans = [
        ...new Set(
          [...text.matchAll(/(Seq Scan on \w+|Sort\b|Hashed SubPlan)/g)].map((match) => match[0]),
        ),
      ];
      summary.push([
        label,
        !name ? 'unnamed' : Number(plans.custom_plans) > runs ? 'custom' : 'generic',
        text.match(/Planning Time: ([\d.]+)/)[1],
        text.match(/Execution Time: ([\d.]+)/)[1],
        indexes.join(', '),
        scans.join(', ') || '–',
      ]);
    }
  } finally {
    client.release();
  }
  console.log('');
  printTableHeader(['statement', 'plan', 'planning ms', 'execution ms', 'indexes', 'scans, sorts']);
  for (const row of summary) console.log(tableRow(row));
}

async function main({ base, databaseUrl, ready }) {
  // Migrated and seeded by the API before anything is added.
  await ready;
  // Filling half a million referrals takes longer than a request may.
  const direct = openDatabase(databaseUrl, { max: 4, statementTimeoutMs: 30 * 60_000 });
  try {
    const { rows: users } = await direct.pool.query(
      `select u.id, u.login, d.id as doctor_id from users u left join doctors d on d.user_id = u.id
        where u.login in ('registration@example.com', 'technician@example.com',
                          'doctor@example.com', 'describingdoctor@example.com')`,
    );
    const user = (login) => users.find((row) => row.login === `${login}@example.com`);

    const loadStart = performance.now();
    await insertSyntheticPatients(direct.pool, PATIENTS, {
      createdById: user('registration').id,
      ownedBy: user('doctor').id,
      onBatch: (n) => process.stderr.write(`\rinserted ${n} patients`),
    });
    process.stderr.write('\n');
    const client = await direct.pool.connect();
    let first;
    let firstStudy;
    try {
      const newDoctors = await insertDoctors(client);
      process.stderr.write(`inserted ${newDoctors.length} doctors; inserting referrals…\n`);
      const { rows: seedDoctors } = await client.query(
        `select id from doctors where id <> all($1::int[]) and id <> all($2::int[])`,
        [newDoctors, [user('doctor').doctor_id, user('describingdoctor').doctor_id]],
      );
      // The describing doctors issue none here; six of the others issue the most.
      const issuers = [...seedDoctors.map((row) => row.id), ...newDoctors.slice(DESCRIBERS)];
      ({ first, firstStudy } = await insertReferals(client, {
        demoDoctor: user('doctor').doctor_id,
        big: issuers.slice(-BIG_ISSUERS),
        rest: issuers.slice(0, -BIG_ISSUERS),
        technician: user('technician').id,
        registration: user('registration').id,
      }));
    } finally {
      client.release();
    }
    for (const table of [
      'contacts',
      'patients',
      'doctors',
      'referals',
      'referal_study_types',
      'studies',
      'study_access',
    ]) {
      await direct.pool.query(`vacuum analyze ${table}`);
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const checked = await checkStudyAccess(direct, firstStudy);

    const {
      rows: [counts],
    } = await direct.pool.query(
      `select (select count(*) from referals)::int as referals,
              (select count(*) from referal_study_types)::int as "studyTypes",
              (select count(*) from referals where completed)::int as completed,
              (select count(*) from studies where referal_id is not null)::int as studies,
              (select count(*) from patients)::int as patients,
              (select count(*) from doctors)::int as doctors,
              (select count(distinct issuer_id) from referals)::int as issuers`,
    );
    const { rows: byIssuer } = await direct.pool.query(
      `select issuer_id as id, count(*)::int as n from referals group by issuer_id order by n desc`,
    );
    const bigIssuer = byIssuer[0];
    const medianIssuer = byIssuer[Math.floor(byIssuer.length / 2)];
    const { rows: byType } = await direct.pool.query(
      `select study_type_id as id, count(*)::int as n from referal_study_types
        where referal_id >= $1 group by study_type_id order by n desc`,
      [first],
    );
    const commonType = byType[0];
    const rareType = byType.at(-1);
    const { rows: samplePatients } = await direct.pool.query(
      `select patient_id from referals where id >= $1 order by md5(id::text) limit 200`,
      [first],
    );
    const patientOf = (run) => String(samplePatients[run % samplePatients.length].patient_id);
    const demoDoctorId = Number(user('doctor').doctor_id);

    const who = {};
    for (const [role, login] of [
      ['Registration', 'registration'],
      ['Doctor', 'doctor'],
    ]) {
      who[role] = {
        token: await signIn(base, `${login}@example.com`, { role }),
        role,
        actor: { userId: user(login).id, role },
      };
    }

    /** Through the API: the web's operation of this page size, as the page sends it. */
    async function referalsThroughApi({ role }, where, take) {
      const data = await graphql(
        base,
        listOperation(take),
        { skip: 0, where, withIssuer: role !== 'Doctor' },
        who[role],
      );
      const { items, total, totalCapped } = data.referals;
      return { ids: items.map((item) => item.id), total, totalCapped };
    }

    const referalsQuery = (where, take) =>
      ZReferalsQuery.parse({ pagination: { skip: 0, take }, where });

    /** Direct: the repository's page and count, then the loaders the query asks for, at once. */
    async function referalsThroughPg({ role }, where, take) {
      const { actor } = who[role];
      const page = await referalsOf(direct.db, actor).page(referalsQuery(where, take));
      const queries = page.items.map((obj) => ({ obj, params: {} }));
      const ctx = { db: direct.db, actor: async () => actor };
      const loaders = [referalsLoaders.Referal.referalToStudyTypes(queries, ctx)];
      if (role !== 'Doctor') loaders.push(referalsLoaders.Referal.issuer(queries, ctx));
      await Promise.all(loaders);
      return {
        ids: page.items.map((item) => String(item.id)),
        total: page.total,
        totalCapped: page.totalCapped,
      };
    }

    /** The demo Doctor's patients list through the API (first page of 15, as request-path). */
    async function patientsThroughApi({ role }, where, take) {
      const data = await graphql(base, PATIENTS_LIST, { pagination: { skip: 0, take } }, who[role]);
      const { items, total } = data.patients;
      return { ids: items.map((item) => item.id), total, totalCapped: undefined };
    }

    /** …and its statements as patientsOf(…).page sends them (as request-path's bare server). */
    async function patientsThroughPg({ role }, where, take) {
      const { actor } = who[role];
      const query = ZPatientsQuery.parse({ pagination: { skip: 0, take } });
      const countedPage = patientCountedPageQuery(direct.db, actor, query)?.toSQL();
      let rows;
      let matching;
      if (countedPage) {
        ({ rows } = await direct.pool.query({ ...sent(countedPage), rowMode: 'array' }));
        if (rows.length > 0) matching = Number(rows[0].at(-2));
      }
      if (matching === undefined) {
        const count = patientCountQuery(direct.db, actor, query.where).toSQL();
        const {
          rows: [[n, all]],
        } = await direct.pool.query({ ...sent(count), rowMode: 'array' });
        matching = Number(n);
        const strategy = pageStrategy(
          { matching, all: Number(all) },
          patientScope(actor).everyPatient,
        );
        const page = patientPageQuery(direct.db, actor, query, strategy).toSQL();
        ({ rows } = await direct.pool.query({ ...sent(page), rowMode: 'array' }));
      }
      return {
        ids: rows.map((row) => String(row[0])),
        total: Math.min(matching, PATIENT_COUNT_CAP),
        totalCapped: undefined,
      };
    }

    const referalsList = { api: referalsThroughApi, pg: referalsThroughPg };
    const requests = [
      {
        name: 'staff: first page',
        role: 'Registration',
        ...referalsList,
        where: () => ({}),
        matches: `select count(*) from referals`,
      },
      {
        name: 'staff: open (completed = false)',
        role: 'Registration',
        ...referalsList,
        where: () => ({ completed: false }),
        matches: `select count(*) from referals where not completed`,
      },
      {
        name: 'staff: one patient (a different one each run)',
        role: 'Registration',
        ...referalsList,
        where: (run) => ({ patient: patientOf(run) }),
      },
      {
        name: `staff: one study type, common (${((100 * commonType.n) / counts.referals).toFixed(0)} %)`,
        role: 'Registration',
        ...referalsList,
        where: () => ({ studyTypes: [String(commonType.id)] }),
        matches: `select count(*) from referal_study_types where study_type_id = ${commonType.id}`,
      },
      {
        name: `staff: one study type, rare (${((100 * rareType.n) / counts.referals).toFixed(1)} %)`,
        role: 'Registration',
        ...referalsList,
        where: () => ({ studyTypes: [String(rareType.id)] }),
        matches: `select count(*) from referal_study_types where study_type_id = ${rareType.id}`,
      },
      {
        name: 'staff: issuer (the biggest)',
        role: 'Registration',
        ...referalsList,
        where: () => ({ issuerId: String(bigIssuer.id) }),
        matches: `select count(*) from referals where issuer_id = ${bigIssuer.id}`,
      },
      {
        name: 'staff: issuer (a median one)',
        role: 'Registration',
        ...referalsList,
        where: () => ({ issuerId: String(medianIssuer.id) }),
        matches: `select count(*) from referals where issuer_id = ${medianIssuer.id}`,
      },
      {
        name: 'Doctor (demo): own list',
        role: 'Doctor',
        ...referalsList,
        where: () => ({}),
        matches: `select count(*) from referals where issuer_id = ${demoDoctorId}`,
      },
      {
        name: 'Doctor (demo): own open ones',
        role: 'Doctor',
        ...referalsList,
        where: () => ({ completed: false }),
        matches: `select count(*) from referals where issuer_id = ${demoDoctorId} and not completed`,
      },
      {
        name: 'Doctor (demo): patients list, first page of 15',
        role: 'Doctor',
        api: patientsThroughApi,
        pg: patientsThroughPg,
        takes: [15],
        where: () => ({}),
        matches: `select count(*) from patients p where p.created_by_id = ${Number(user('doctor').id)}
          or p.id in (select patient_id from referals where issuer_id = ${demoDoctorId}
                      union select s.patient_id from study_access a join studies s on s.id = a.study_id
                      where a.doctor_id = ${demoDoctorId} and a.as_referrer)`,
      },
    ];

    const results = [];
    for (const request of requests) {
      for (const take of request.takes ?? TAKES) {
        const api = [];
        const bare = [];
        const totals = [];
        for (let run = 0; run < WARM_UP + RUNS; run++) {
          const where = request.where(run);
          let start = performance.now();
          const viaApi = await request.api(request, where, take);
          const apiMs = performance.now() - start;
          start = performance.now();
          const viaPg = await request.pg(request, where, take);
          const pgMs = performance.now() - start;
          // The same referrals in the same order, and the same count.
          if (
            viaApi.ids.join() !== viaPg.ids.join() ||
            viaApi.total !== viaPg.total ||
            viaApi.totalCapped !== viaPg.totalCapped
          ) {
            throw new Error(
              `${request.name}: the API and the statements differ: ` +
                `${JSON.stringify(viaApi)} ${JSON.stringify(viaPg)}`,
            );
          }
          if (run < WARM_UP) continue;
          api.push(apiMs);
          bare.push(pgMs);
          totals.push(viaApi.total);
        }
        // All that match (the list's count says 1000+ beyond REFERAL_COUNT_CAP).
        const matches = request.matches
          ? Number((await direct.pool.query(request.matches)).rows[0].count).toLocaleString('en')
          : `${Math.min(...totals)}–${Math.max(...totals)}`;
        results.push({ request, take, api, bare, matches });
      }
    }

    console.log(
      `Referrals list — ${counts.referals.toLocaleString('en')} referrals ` +
        `(${counts.completed.toLocaleString('en')} completed, ` +
        `${counts.studyTypes.toLocaleString('en')} study types on them, ` +
        `${counts.studies.toLocaleString('en')} studies made from them; a sample of ${checked} ` +
        `studies' study_access as rebuildStudyAccess writes it) of ` +
        `${counts.patients.toLocaleString('en')} patients, ${counts.issuers.toLocaleString('en')} ` +
        `of ${counts.doctors.toLocaleString('en')} doctors issuing (the biggest ` +
        `${bigIssuer.n.toLocaleString('en')}, the median ${medianIssuer.n}, the demo Doctor ` +
        `${byIssuer.find((row) => row.id === demoDoctorId)?.n ?? 0}) — first page, ${RUNS} runs, ` +
        `count capped at ${REFERAL_COUNT_CAP}, Node ${process.version}, ${os.cpus().length} ` +
        `cores, ${apiLabel(args.dist)}; loading took ${loadSeconds.toFixed(0)} s; load average ` +
        `${os
          .loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    printTableHeader([
      'request',
      'page',
      'matches',
      'API p50 ms',
      'API p95 ms',
      'direct p50 ms',
      'direct p95 ms',
      'API / direct',
    ]);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    for (const { request, take, api, bare, matches } of results) {
      console.log(
        tableRow([
          request.name,
          take,
          matches,
          median(api).toFixed(1),
          percentile(sorted(api), 95).toFixed(1),
          median(bare).toFixed(1),
          percentile(sorted(bare), 95).toFixed(1),
          (median(api) / median(bare)).toFixed(2),
        ]),
      );
    }

    if (args.explain) {
      const statements = [];
      for (const request of requests) {
        const take = request.takes?.[0] ?? TAKES.at(-1);
        const where = request.where(0);
        const seen = await capture(direct.pool, () => request.pg(request, where, take));
        const referalsPage =
          request.pg === referalsThroughPg &&
          referalPageQuery(direct.db, who[request.role].actor, referalsQuery(where, take)).toSQL();
        seen.forEach((statement, i) => {
          let what = `statement ${i + 1}`;
          if (!referalsPage) what = i === 0 ? 'page and count' : 'page';
          else if (statement.sql === referalsPage.sql) what = 'page';
          else if (/^select count\(/.test(statement.sql)) what = 'count';
          else if (/^select "referal_study_types"/.test(statement.sql)) what = 'study types loader';
          else if (/^select "doctors"/.test(statement.sql)) what = 'issuer loader';
          statements.push([`${request.name} (${take}) — ${what}`, statement]);
        });
      }
      // Not asked for by the list, but by the referral's own page: the studies loader.
      const doctor = who.Doctor.actor;
      const { rows: some } = await direct.pool.query(
        `select referal_id from studies where referal_id is not null order by md5(id::text) limit 20`,
      );
      const queries = some.map((row) => ({ obj: { id: row.referal_id }, params: {} }));
      for (const actor of [who.Registration.actor, doctor]) {
        const seen = await capture(direct.pool, () =>
          referalsLoaders.Referal.studies(queries, { db: direct.db, actor: async () => actor }),
        );
        for (const statement of seen) {
          statements.push([`studies loader (${actor.role}, 20 referrals)`, statement]);
        }
      }
      await explain(direct, statements);
    }
  } finally {
    await direct.pool.end();
  }
}

await withBenchApi({ name: 'referals', dist: args.dist }, main);
