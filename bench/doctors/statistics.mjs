// Benchmark: a doctor's statistics (issue 20 §2, `doctorStatistics`) of one doctor who led 20,000
// of 1,000,000 studies, and the doctors list's first page — through the API as the web asks,
// next to the same statements sent straight to PostgreSQL.
//
//   node --conditions=source --import tsx bench/doctors/statistics.mjs \
//     [--studies 1000000] [--led 20000] [--runs 30] [--dist] [--explain]
//
// Starts the API on a fresh database (migrations and demo seed) and loads, with set-based SQL:
// 2,000 doctors (every 10th a facility) with accounts for half of them, 10,000 patients (the
// statistics never read them: studies only need one), `--studies` studies over five years — the
// demo Doctor leading `--led` of them, the others spread over the doctors — with 1–2 payment lines
// each (a third of them none), and an audit trail of 1,000,000 rows: completed sign-ins of every
// account with one (the demo Doctor twice a day for two years), authenticators' password steps,
// failures, and reads (the trail's bulk, which `audit_log_sign_ins` leaves out). VACUUM ANALYZE.
//
// Each run asks for the demo Doctor's statistics as the demo Manager (the stats tab's query): the
// API's time is the whole request (session, permission, the statement, JSON); the direct time is
// the same prepared statement (doctor-statistics.ts `doctorStatisticsQuery`, under the API's
// name) on a pg pool. Every run checks both answer the same counts and value. Then the same for
// the doctors list's first page of 10 (the web's columns: account, sign-ins in 90 days); direct
// is its page statement and the loaders' statements. `--explain` prints the plans.
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on.
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { completeLicenseNumber, ZDoctorsQuery } from '@portal/domain';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { liveUsersByIds } from '../../apps/api/src/modules/doctors/doctor-relations.ts';
import { doctorStatisticsQuery } from '../../apps/api/src/modules/doctors/doctor-statistics.ts';
import { doctorsPageQuery } from '../../apps/api/src/modules/doctors/doctors-list.ts';
import { signInCountsQuery } from '../../apps/api/src/modules/doctors/sign-ins.ts';
import { apiLabel, graphql, signIn, withBenchApi } from '../support/bench-api.mjs';
import { median, percentile, printTableHeader, tableRow } from '../support/stats.mjs';
import { insertSyntheticPatients } from '../patients/synthetic-patients.mjs';

const { values: args } = parseArgs({
  options: {
    studies: { type: 'string', default: '1000000' },
    led: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '30' },
    dist: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const STUDIES = Number(args.studies);
const LED = Number(args.led);
const RUNS = Number(args.runs);
const WARM_UP = 5;
const DOCTORS = 2000;
const PATIENTS = 10_000;
const AUDIT_ROWS = 1_000_000;

const STATISTICS = `query DoctorStatistics($id: ID!) {
  doctorStatistics(id: $id) {
    studiesValue studiesCount lastLoginDate
    logins { days7 days30 days90 }
    studies2D { days7 days30 days90 }
    studies3D { days7 days30 days90 }
  }
}`;

const LIST = `query Doctors($where: DoctorsFilter!, $pagination: PaginationInput, $orderBy: DoctorsOrder) {
  doctors(where: $where, pagination: $pagination, orderBy: $orderBy) {
    total hasMore
    items {
      id licenseNumber specializations createdAt loginsIn90Days
      contact { firstName lastName companyName }
      user { id login roles lastLoginDate }
    }
  }
}`;

/** 2,000 doctors (every 10th a facility), half of them with an account. */
async function insertDoctors(client) {
  const licences = [];
  for (let n = 600_000; licences.length < DOCTORS; n++) {
    const licence = completeLicenseNumber(String(n));
    if (licence) licences.push(licence);
  }
  await client.query(
    `with people as (
       select n, n % 10 = 9 as facility, n % 2 = 0 as account from generate_series(1, $1) n
     ), new_contacts as (
       insert into contacts (first_name, last_name, company_name, nip, phone_numbers, email_addresses)
       select case when facility then null else 'Imię' || n end,
              case when facility then null else 'Nazwisko' || n end,
              case when facility then 'Gabinet ' || n end,
              case when facility then lpad(n::text, 10, '0') end,
              array['600' || lpad(n::text, 6, '0')], array['lekarz' || n || '@bench.example']
         from people order by n
       returning id, company_name
     ), numbered as (
       select id, company_name, row_number() over (order by id) as n from new_contacts
     ), new_users as (
       insert into users (login, password_hash, roles, active, email_confirmed, contact_id,
                          last_login_date)
       select 'lekarz' || n || '@bench.example', 'x',
              case when company_name is null then array['Doctor'] else array['DentalOffice'] end,
              true, true, id, now() - random() * interval '60 days'
         from numbered where n % 2 = 0
       returning id, contact_id
     )
     insert into doctors (contact_id, user_id, license_number, specializations, regions, created_at)
     select c.id, u.id, case when c.company_name is null then ($2::text[])[c.n] end,
            array['Stomatologia ogólna'], array['Mazowieckie'],
            now() - random() * interval '5 years'
       from numbered c left join new_users u on u.contact_id = c.id`,
    [DOCTORS, licences],
  );
}

/** The studies, their payment lines and an audit trail; set-based, seeded. */
async function insertStudies(client, { target, doctorUser, registration }) {
  await client.query('select setseed(0.20)');
  await client.query(`update study_types set is_3d = true where id % 3 = 0`);
  const share = LED / STUDIES;
  await client.query(
    `insert into studies (patient_id, study_type_id, study_date, status, branch_id,
       leading_doctor_id, created_by_id, updated_by_id)
     select p.ids[1 + floor(g.rp * cardinality(p.ids))::int],
            t.ids[1 + floor(g.rt * cardinality(t.ids))::int],
            now() - g.rd * interval '5 years', case when g.rs < 0.1 then 'Draft' else 'Paid' end,
            b.ids[1 + floor(g.rb * cardinality(b.ids))::int],
            case when g.n <= $2 then $3::int
                 else d.ids[1 + floor(g.rl * g.rl * cardinality(d.ids))::int] end,
            $4::int, $4::int
       from (select n, random() rp, random() rt, random() rd, random() rs, random() rb,
                    random() rl from generate_series(1, $1) n) g
       cross join (select array_agg(id) ids from patients) p
       cross join (select array_agg(id) ids from study_types) t
       cross join (select array_agg(id) ids from branches) b
       cross join (select array_agg(id) ids from doctors where id <> $3) d
      order by 3`,
    [STUDIES, Math.round(share * STUDIES), target, registration],
  );
  await client.query(
    `insert into study_payments (study_id, method, type, value, position, created_by_id)
     select s.id, 'Gotówka', 'Study', round((100 + random() * 900)::numeric, 2), k, $1::int
       from studies s cross join generate_series(0, 1) k
      -- s.id in the condition keeps it per study: on k alone PostgreSQL decides it once per k.
      where random() + 0 * s.id < case when k = 0 then 0.67 else 0.2 end`,
    [registration],
  );
  // Twice a day for two years for the demo Doctor; 1–40 in the last year for the other
  // accounts; password steps and failures beside them; the rest reads. (`0 * g` and the like
  // keep a random() per row: without a reference to the row PostgreSQL may evaluate it once.)
  await client.query(
    `insert into audit_log (occurred_at, actor_user_id, action, entity_type, entity_id, outcome,
                            details)
     select now() - g * interval '12 hours', $1::int, 'auth.login', 'user', $1::text, 'success', null
       from generate_series(1, 1460) g`,
    [doctorUser],
  );
  await client.query(
    `insert into audit_log (occurred_at, actor_user_id, action, entity_type, entity_id, outcome,
                            details)
     select now() - random() * interval '365 days', u.id, a.action, 'user', u.id::text, a.outcome,
            a.details
       from users u
       cross join lateral generate_series(1, 1 + floor(random() * 40 + 0 * u.id)::int) g
       cross join lateral (select (array['auth.login', 'auth.login', 'auth.login', 'auth.loginWithMfa',
                                         'auth.oauthLogin'])[1 + floor(random() * 5 + 0 * g)::int] as action,
                                  case when random() + 0 * g < 0.1 then 'failure' else 'success' end as outcome,
                                  case when random() + 0 * g < 0.1 then '{"reason":"secondStep"}'::jsonb end
                                    as details) a`,
  );
  const {
    rows: [{ n }],
  } = await client.query('select count(*)::int as n from audit_log');
  await client.query(
    `insert into audit_log (occurred_at, actor_user_id, action, entity_type, entity_id, outcome)
     select now() - random() * interval '365 days', u.ids[1 + floor(random() * cardinality(u.ids))::int],
            'patient.read', 'patient', (g % 10000)::text, 'success'
       from generate_series(1, greatest($1::int - $2::int, 0)) g
       cross join (select array_agg(id) ids from users) u`,
    [AUDIT_ROWS, n],
  );
}

/** A statement as the API sends it: prepared under the same name (db/prepared.ts). */
const sent = ({ name, sql, params }) => ({ name: name || undefined, text: sql, values: params });

async function explain(direct, statements) {
  for (const [label, statement] of statements) {
    const client = await direct.pool.connect();
    try {
      const values = statement.params.map((value) =>
        value === null
          ? 'null'
          : client.escapeLiteral(Array.isArray(value) ? `{${value.join(',')}}` : String(value)),
      );
      await client.query(`prepare bench_explain as ${statement.sql}`);
      const execute = `execute bench_explain${values.length > 0 ? `(${values.join(', ')})` : ''}`;
      for (let run = 0; run < 10; run++) await client.query(execute);
      const { rows } = await client.query(`explain (analyze, buffers) ${execute}`);
      console.log(`\n${label}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
      await client.query('deallocate bench_explain');
    } finally {
      client.release();
    }
  }
}

/** Runs `viaApi` and `viaPg` alternately; both must answer the same; returns their times. */
async function measure(name, viaApi, viaPg, same) {
  const api = [];
  const bare = [];
  for (let run = 0; run < WARM_UP + RUNS; run++) {
    let start = performance.now();
    const a = await viaApi();
    const apiMs = performance.now() - start;
    start = performance.now();
    const b = await viaPg();
    const pgMs = performance.now() - start;
    if (!same(a, b)) throw new Error(`${name}: the API and the statements differ`);
    if (run < WARM_UP) continue;
    api.push(apiMs);
    bare.push(pgMs);
  }
  return { name, api, bare };
}

async function main({ base, databaseUrl, ready }) {
  await ready;
  const direct = openDatabase(databaseUrl, { max: 4, statementTimeoutMs: 30 * 60_000 });
  try {
    const { rows: users } = await direct.pool.query(
      `select u.id, u.login, d.id as doctor_id from users u left join doctors d on d.user_id = u.id
        where u.login in ('manager@example.com', 'registration@example.com', 'doctor@example.com')`,
    );
    const user = (login) => users.find((row) => row.login === `${login}@example.com`);
    const target = Number(user('doctor').doctor_id);

    const loadStart = performance.now();
    await insertSyntheticPatients(direct.pool, PATIENTS, { createdById: user('registration').id });
    const client = await direct.pool.connect();
    try {
      await insertDoctors(client);
      process.stderr.write('inserted doctors; inserting studies, payments, audit rows…\n');
      await insertStudies(client, {
        target,
        doctorUser: user('doctor').id,
        registration: user('registration').id,
      });
    } finally {
      client.release();
    }
    for (const table of [
      'contacts',
      'users',
      'doctors',
      'studies',
      'study_payments',
      'audit_log',
    ]) {
      await direct.pool.query(`vacuum analyze ${table}`);
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const {
      rows: [counts],
    } = await direct.pool.query(
      `select (select count(*) from studies)::int as studies,
              (select count(*) from studies where leading_doctor_id = $1)::int as led,
              (select count(*) from study_payments)::int as payments,
              (select count(*) from audit_log)::int as audit,
              (select count(*) from doctors)::int as doctors`,
      [target],
    );

    const manager = { token: await signIn(base, 'manager@example.com'), role: 'Manager' };
    const results = [];

    const statistics = doctorStatisticsQuery(direct.db, target).toSQL();
    results.push(
      await measure(
        'doctorStatistics (the demo Doctor)',
        async () =>
          (await graphql(base, STATISTICS, { id: String(target) }, manager)).doctorStatistics,
        async () => (await direct.pool.query(sent(statistics))).rows[0],
        (a, b) =>
          a.studiesCount === b.led_count &&
          a.studiesValue === b.value &&
          a.studiesCount === counts.led,
      ),
    );

    const listInput = { where: { kind: 'DOCTOR' }, pagination: { take: 10 } };
    const page = doctorsPageQuery(direct.db, ZDoctorsQuery.parse(listInput)).toSQL();
    results.push(
      await measure(
        'doctors list, first page of 10 by name',
        async () => (await graphql(base, LIST, listInput, manager)).doctors.items.map((d) => d.id),
        async () => {
          // By position: the columns of DoctorModel (doctors.repository.ts doctorColumns) start
          // with id, userId, accountId.
          const { rows } = await direct.pool.query({ ...sent(page), rowMode: 'array' });
          const accounts = rows.map((row) => row[2]).filter((id) => id !== null);
          await Promise.all([
            liveUsersByIds(direct.db, accounts),
            direct.pool.query(sent(signInCountsQuery(direct.db, accounts).toSQL())),
          ]);
          return rows.map((row) => String(row[0]));
        },
        (a, b) => a.join() === b.join(),
      ),
    );

    console.log(
      `Doctors — ${counts.studies.toLocaleString('en')} studies (the demo Doctor led ` +
        `${counts.led.toLocaleString('en')}), ${counts.payments.toLocaleString('en')} payment ` +
        `lines, ${counts.audit.toLocaleString('en')} audit rows, ${counts.doctors} doctors — ` +
        `${RUNS} runs, Node ${process.version}, ${os.cpus().length} cores, ${apiLabel(args.dist)}; ` +
        `loading took ${loadSeconds.toFixed(0)} s`,
    );
    printTableHeader([
      'request',
      'API p50 ms',
      'API p95 ms',
      'direct p50 ms',
      'direct p95 ms',
      'API / direct (p95)',
    ]);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    for (const { name, api, bare } of results) {
      const apiP95 = percentile(sorted(api), 95);
      const bareP95 = percentile(sorted(bare), 95);
      console.log(
        tableRow([
          name,
          median(api).toFixed(1),
          apiP95.toFixed(1),
          median(bare).toFixed(1),
          bareP95.toFixed(1),
          (apiP95 / bareP95).toFixed(2),
        ]),
      );
    }
    if (args.explain) {
      await explain(direct, [
        ['doctorStatistics', statistics],
        ['doctors list page', page],
      ]);
    }
  } finally {
    await direct.pool.end();
  }
}

await withBenchApi({ name: 'doctors', dist: args.dist }, main);
