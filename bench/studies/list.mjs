// Benchmark: the studies list (issue 15) on 1,000,000 studies of 300,000 patients — the first
// page as staff, a referring doctor and a describing doctor read it, and with the list's filters —
// through the API as the web reads it, next to the same statements sent straight to PostgreSQL.
//
//   node --conditions=source --import tsx bench/studies/list.mjs \
//     [--studies 1000000] [--patients 300000] [--runs 30] [--dist] [--explain]
//
// Starts the API on a fresh database (migrations and demo seed), inserts the synthetic patients
// (../patients/synthetic-patients.mjs) and 2,000 doctors (25 of them describe, the others refer;
// every 10th is a facility), then the studies with set-based SQL: study dates over five years,
// mostly Performed (Draft and Paid mostly in the last month), ~30 % with describers and most of
// those described, supporting doctors, shares, a few hidden ones; leading doctors skewed (a few
// refer tens of thousands, most a few hundred), the demo Doctor leading 0.8 % and supporting
// 0.2 % of them, the demo DescribingDoctor a fifth of the describing. `study_access` is then
// filled in one INSERT … SELECT exactly as rebuildStudyAccess (study-writes.ts) fills it for one
// study, and a sample is checked against rebuildStudyAccess itself (ADR 0034). ANALYZE last.
//
// Each run asks for one first page of 20 with the web's own query (studies-list.graphql, the
// columns each role is shown, so the doctors' loaders run too): the API's time is the whole
// request (session, permission, scope, page and count, loaders, read audit, JSON); the direct time
// is the same prepared statements (the repository's studyPageQuery and studyCountQuery for the
// same input, sent under the same names on a pg pool) and the loaders' statements (the
// repository's own functions). Every run checks that both read the same studies in the same
// order. `--explain` prints the plans each statement settles on (see `explain`).
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { completeLicenseNumber, ZStudiesQuery } from '@portal/domain';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { findDoctorsByIds } from '../../apps/api/src/modules/doctors/doctors.repository.ts';
import {
  studyCountQuery,
  studyPageQuery,
} from '../../apps/api/src/modules/studies/studies.repository.ts';
import {
  findDescribersOf,
  findSupportingDoctorsOf,
  rebuildStudyAccess,
} from '../../apps/api/src/modules/studies/study-writes.ts';
import { apiLabel, graphql, root, signIn, withBenchApi } from '../support/bench-api.mjs';
import { median, percentile, printTableHeader, tableRow } from '../support/stats.mjs';
import { insertSyntheticPatients, syntheticPatients } from '../patients/synthetic-patients.mjs';

const { values: args } = parseArgs({
  options: {
    studies: { type: 'string', default: '1000000' },
    patients: { type: 'string', default: '300000' },
    runs: { type: 'string', default: '30' },
    dist: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const STUDIES = Number(args.studies);
const PATIENTS = Number(args.patients);
const RUNS = Number(args.runs);
const WARM_UP = 5;
const DOCTORS = 2000;
const DESCRIBERS = 25;
/** The demo Doctor's share of the studies: as leading and as supporting doctor. */
const DEMO_LEADS = 0.008;
const DEMO_SUPPORTS = 0.002;
/** The demo DescribingDoctor's share of the describers' assignments. */
const DEMO_DESCRIBES = 0.2;

/** The web's own list query, as it is sent (apps/web features/studies/api). */
const LIST = readFileSync(
  path.join(root, 'apps/web/src/features/studies/api/studies-list.graphql'),
  'utf8',
);

/** Which columns each role is shown (permissions studies.branchAndDeadlineColumns, fullDoctorNames). */
const COLUMNS = {
  Admin: { withBranchAndDeadline: true, withAllDoctors: true },
  Doctor: { withBranchAndDeadline: false, withAllDoctors: false },
  DescribingDoctor: { withBranchAndDeadline: true, withAllDoctors: false },
};

/** 2,000 doctors (every 10th a facility) and their contacts; returns the new doctors' ids. */
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
 * The studies and their child rows, set-based; `study_access` as rebuildStudyAccess would write
 * it. Returns the id of the first new study.
 */
async function insertStudies(client, ids) {
  const { demoDoctor, demoDescriber, referrers, describers, technician, registration } = ids;
  await client.query('select setseed(0.15)');
  const {
    rows: [{ first }],
  } = await client.query(`select coalesce(max(id), 0) + 1 as first from studies`);
  await client.query(
    `create temp table bench_patients as
     select row_number() over (order by id)::int as rn, id from patients`,
  );
  await client.query('alter table bench_patients add primary key (rn)');
  const {
    rows: [{ n: patientCount }],
  } = await client.query('select count(*)::int as n from bench_patients');
  // Ids follow the study date, as they would after years of use. Draft and Paid studies are
  // mostly recent; a study changes within weeks of its date, and 7 % again in the last months.
  await client.query(
    `insert into studies (patient_id, study_type_id, study_date, status, performer_id, branch_id,
       leading_doctor_id, leading_doctor_branch_id, description_request_comment,
       urgent_description, hidden, external_referal, notify_leader_and_supporting_doctors,
       created_by_id, updated_by_id, created_at, updated_at, version)
     select p.id, t.ids[1 + floor(g.rt * cardinality(t.ids))::int], d.study_date, st.status,
            case when st.status = 'Performed' then $3::int end,
            b.ids[1 + floor(g.rb * cardinality(b.ids))::int],
            case when g.rl < 0.07 then null
                 when g.rl < 0.07 + $4 then $5::int
                 else ($6::int[])[1 + floor(g.rl2 * g.rl2 * cardinality($6::int[]))::int] end,
            case when g.rb < 0.3 then b.ids[1 + floor(g.rx * cardinality(b.ids))::int] end,
            case when g.rx < 0.1 then 'Proszę o ocenę stawów skroniowo-żuchwowych.' end,
            g.rx > 0.97, g.rh < 0.005, g.rt < 0.1, true,
            $7::int, $7::int, d.study_date - g.ru * interval '2 days',
            least(now(), case when g.rh > 0.93 then now() - g.ru * interval '120 days'
                              else d.study_date + g.ru * g.ru * interval '20 days' end),
            1 + floor(g.rx * 3)::int
       from (select n, random() rp, random() rd, random() rs, random() ru, random() rl,
                    random() rl2, random() rb, random() rt, random() rx, random() rh
               from generate_series(1, $1) n) g
       join bench_patients p on p.rn = 1 + floor(g.rp * $2)::int
       cross join lateral (select now() - g.rd * interval '5 years' as study_date) d
       cross join lateral (
         select case when d.study_date > now() - interval '30 days'
                     then case when g.rs < 0.25 then 'Draft' when g.rs < 0.4 then 'Paid'
                               else 'Performed' end
                     else case when g.rs < 0.005 then 'Draft' when g.rs < 0.01 then 'Paid'
                               else 'Performed' end
                end as status) st
       cross join (select array_agg(id order by id) ids from study_types) t
       cross join (select array_agg(id order by id) ids from branches) b
      order by d.study_date`,
    [STUDIES, patientCount, technician, DEMO_LEADS, demoDoctor, referrers, registration],
  );
  const newStudies = `from studies s where s.id >= ${Number(first)}`;
  // Supporting doctors: 14 % of the studies one, 2 % a second; the demo Doctor among them.
  const demoShareOfSupporting = DEMO_SUPPORTS / 0.16;
  for (const [position, share] of [
    [0, 0.14],
    [1, 0.02],
  ]) {
    await client.query(
      `insert into study_supporting_doctors (study_id, doctor_id, position)
       select id, doctor_id, $1 from (
         select s.id, s.leading_doctor_id,
                case when random() < $3 then $4::int
                     else ($5::int[])[1 + floor(random() * cardinality($5::int[]))::int] end
                  as doctor_id
           ${newStudies} and random() < $2) x
        where doctor_id is distinct from leading_doctor_id
       on conflict do nothing`,
      [position, share, demoShareOfSupporting, demoDoctor, referrers],
    );
  }
  // Shared with another doctor: 1 %.
  await client.query(
    `insert into study_shares (study_id, doctor_id, shared_by_id, shared_at)
     select s.id, ($1::int[])[1 + floor(random() * cardinality($1::int[]))::int], $2::int,
            s.updated_at
       ${newStudies} and random() < 0.01
     on conflict do nothing`,
    [referrers, registration],
  );
  // Describers: 31 % of the performed studies (~30 % of all), 5 % of those a second one.
  for (const share of [0.31, 0.31 * 0.05]) {
    await client.query(
      `insert into study_describers (study_id, doctor_id, due_date, assigned_at)
       select s.id,
              case when random() < $2 then $3::int
                   else ($4::int[])[1 + floor(random() * cardinality($4::int[]))::int] end,
              s.study_date + (2 + floor(random() * 6)) * interval '1 day',
              s.study_date + interval '1 hour'
         ${newStudies} and s.status = 'Performed' and random() < $1
       on conflict do nothing`,
      [share, DEMO_DESCRIBES, demoDescriber, describers],
    );
  }
  // Descriptions: nearly all described studies older than two weeks have one, 40 % of newer ones.
  await client.query(
    `insert into files (storage_key, original_filename, mimetype, file_type, declared_size,
       stored_size, sha256, detected_kind, status, patient_id, study_id, uploaded_by_id,
       created_at, confirmed_at)
     select 'bench/description-' || s.id, 'opis.pdf', 'application/pdf', 'StudyDescription',
            120000, 120000, md5(s.id::text) || md5(s.id::text), 'pdf', 'ready', s.patient_id,
            s.id, null, s.study_date + interval '2 days', s.study_date + interval '2 days'
       ${newStudies}
        and exists (select 1 from study_describers sd where sd.study_id = s.id)
        and random() < case when s.study_date < now() - interval '14 days' then 0.96 else 0.4 end`,
  );
  // Who sees which study (ADR 0034): rebuildStudyAccess's statement, for every new study at once.
  await client.query(
    `insert into study_access (doctor_id, study_id, updated_at, as_referrer, as_describer)
     select grants.doctor_id, s.id, s.updated_at,
            bool_or(grants.referrer) and not s.hidden, bool_or(grants.describer)
       from studies s
       join (
         select id as study_id, leading_doctor_id as doctor_id, true as referrer, false as describer
           from studies where leading_doctor_id is not null and id >= $1
         union all select study_id, doctor_id, true, false from study_supporting_doctors
          where study_id >= $1
         union all select study_id, doctor_id, true, false from study_shares where study_id >= $1
         union all select study_id, doctor_id, false, true from study_describers
          where study_id >= $1
       ) grants on grants.study_id = s.id
      where s.id >= $1
      group by grants.doctor_id, s.id, s.updated_at, s.hidden
     having (bool_or(grants.referrer) and not s.hidden) or bool_or(grants.describer)`,
    [first],
  );
  return Number(first);
}

/** `study_access` of a sample of studies equals what rebuildStudyAccess writes for them. */
async function checkStudyAccess(direct, first) {
  const { rows: sample } = await direct.pool.query(
    `select id from studies where id >= $1 order by md5(id::text) limit 300`,
    [first],
  );
  const accessOf = (tx, id) =>
    tx.execute(`select doctor_id, updated_at, as_referrer, as_describer from study_access
      where study_id = ${Number(id)} order by doctor_id`);
  let differing = 0;
  let rows = 0;
  await direct.db
    .transaction(async (tx) => {
      for (const { id } of sample) {
        const before = JSON.stringify((await accessOf(tx, id)).rows);
        await rebuildStudyAccess(tx, id);
        const after = await accessOf(tx, id);
        rows += after.rows.length;
        if (JSON.stringify(after.rows) !== before) differing++;
      }
      tx.rollback();
    })
    .catch((error) => {
      if (error?.constructor?.name !== 'TransactionRollbackError') throw error;
    });
  if (differing > 0) throw new Error(`study_access differs from rebuildStudyAccess: ${differing}`);
  return { studies: sample.length, rows };
}

/** A statement as the API sends it: prepared under the same name (db/prepared.ts). */
const sent = ({ name, sql, params }) => ({ name: name || undefined, text: sql, values: params });

/**
 * How PostgreSQL runs each statement once the API has run it a while: prepared, executed ten
 * times (from the sixth it may keep a generic plan), then explained. Prints each plan, and a
 * table of which plan the statement settled on (pg_prepared_statements counts them), its
 * planning and execution time and the indexes it reads.
 */
async function explain(direct, statements) {
  const client = await direct.pool.connect();
  const summary = [];
  try {
    for (const [label, { sql, params }] of statements) {
      await client.query(`prepare bench_explain as ${sql}`);
      const values = params.map((value) =>
        value === null ? 'null' : client.escapeLiteral(String(value)),
      );
      const execute = `execute bench_explain${values.length > 0 ? `(${values.join(', ')})` : ''}`;
      for (let run = 0; run < 10; run++) await client.query(execute);
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
      const scans = [...new Set([...text.matchAll(/(Seq Scan on \w+|Sort\b|Hashed SubPlan)/g)])];
      summary.push([
        label,
        Number(plans.custom_plans) > 10 ? 'custom' : 'generic',
        text.match(/Planning Time: ([\d.]+)/)[1],
        text.match(/Execution Time: ([\d.]+)/)[1],
        indexes.join(', '),
        scans.map((match) => match[0]).join(', ') || '–',
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
  // Filling a million studies takes longer than a request may.
  const direct = openDatabase(databaseUrl, { max: 4, statementTimeoutMs: 30 * 60_000 });
  try {
    const { rows: users } = await direct.pool.query(
      `select u.id, u.login, d.id as doctor_id from users u left join doctors d on d.user_id = u.id
        where u.login in ('admin@example.com', 'registration@example.com', 'technician@example.com',
                          'doctor@example.com', 'describingdoctor@example.com')`,
    );
    const user = (login) => users.find((row) => row.login === `${login}@example.com`);

    const loadStart = performance.now();
    await insertSyntheticPatients(direct.pool, PATIENTS, {
      createdById: user('registration').id,
      onBatch: (n) => process.stderr.write(`\rinserted ${n} patients`),
    });
    process.stderr.write('\n');
    const client = await direct.pool.connect();
    let first;
    try {
      const newDoctors = await insertDoctors(client);
      process.stderr.write(`inserted ${newDoctors.length} doctors; inserting studies…\n`);
      const { rows: seedDoctors } = await client.query(
        `select id from doctors where id <> all($1::int[]) and id <> all($2::int[])`,
        [newDoctors, [user('doctor').doctor_id, user('describingdoctor').doctor_id]],
      );
      first = await insertStudies(client, {
        demoDoctor: user('doctor').doctor_id,
        demoDescriber: user('describingdoctor').doctor_id,
        // The describing doctors refer no studies of their own here.
        referrers: [...seedDoctors.map((row) => row.id), ...newDoctors.slice(DESCRIBERS)],
        describers: newDoctors.slice(0, DESCRIBERS),
        technician: user('technician').id,
        registration: user('registration').id,
      });
    } finally {
      client.release();
    }
    for (const table of [
      'contacts',
      'patients',
      'doctors',
      'studies',
      'study_supporting_doctors',
      'study_shares',
      'study_describers',
      'study_access',
      'files',
    ]) {
      await direct.pool.query(`vacuum analyze ${table}`);
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const checked = await checkStudyAccess(direct, first);

    const {
      rows: [counts],
    } = await direct.pool.query(
      `select (select count(*) from studies)::int as studies,
              (select count(*) from patients)::int as patients,
              (select count(*) from doctors)::int as doctors,
              (select count(*) from study_access)::int as access,
              (select count(*) from study_describers)::int as describers,
              (select count(distinct study_id) from study_describers)::int as described,
              (select max(n) from (select count(*) n from study_access group by doctor_id) x)::int
                as busiest`,
    );

    const who = {};
    for (const [role, login] of [
      ['Admin', 'admin'],
      ['Doctor', 'doctor'],
      ['DescribingDoctor', 'describingdoctor'],
    ]) {
      who[role] = {
        token: await signIn(base, `${login}@example.com`, { role }),
        role,
        actor: { userId: user(login).id, role },
      };
    }
    const { rows: samplePatients } = await direct.pool.query(
      `select patient_id from studies where id >= $1 order by md5(id::text) limit 200`,
      [first],
    );
    const patientOf = (run) => samplePatients[run % samplePatients.length].patient_id;
    const doctorId = Number(user('doctor').doctor_id);
    const describerId = Number(user('describingdoctor').doctor_id);

    // Each request: who asks, and the filter of each run (the patient changes from run to run).
    // Each request: who asks, the filter of each run (the patient changes from run to run) and,
    // for the table, how many studies match in all (the list's own count stops at 1000).
    const described = `not exists (select 1 from files f where f.study_id = s.id
      and f.file_type = 'StudyDescription' and f.status = 'ready' and not f.rejected)`;
    const requests = [
      {
        name: 'staff: first page',
        role: 'Admin',
        where: () => ({}),
        matches: `select count(*) from studies`,
      },
      {
        name: 'referring doctor: own list',
        role: 'Doctor',
        where: () => ({}),
        matches: `select count(*) from study_access where doctor_id = ${doctorId} and as_referrer`,
      },
      {
        name: 'describing doctor: own list',
        role: 'DescribingDoctor',
        where: () => ({}),
        matches: `select count(*) from study_access where doctor_id = ${describerId}`,
      },
      {
        name: 'staff: status Paid',
        role: 'Admin',
        where: () => ({ status: 'Paid' }),
        matches: `select count(*) from studies where status = 'Paid'`,
      },
      {
        name: 'staff: one patient (a different one each run)',
        role: 'Admin',
        where: (run) => ({ patient: patientOf(run) }),
      },
      {
        name: 'staff: describer (the demo describing doctor)',
        role: 'Admin',
        where: () => ({ describer: describerId }),
        matches: `select count(*) from study_describers where doctor_id = ${describerId}`,
      },
      {
        name: 'staff: withoutDescription',
        role: 'Admin',
        where: () => ({ description: 'withoutDescription' }),
        matches: `select count(*) from studies s where ${described}`,
      },
      {
        name: 'describing doctor: withoutDescription',
        role: 'DescribingDoctor',
        where: () => ({ description: 'withoutDescription' }),
        matches: `select count(*) from study_access a join studies s on s.id = a.study_id
          where a.doctor_id = ${describerId} and ${described}`,
      },
    ];

    async function throughApi({ role }, where) {
      const data = await graphql(base, LIST, { skip: 0, where, ...COLUMNS[role] }, who[role]);
      const { items, total, totalCapped } = data.studies;
      return { ids: items.map((item) => item.id), total, totalCapped };
    }

    function statementsOf({ role }, where) {
      const { actor } = who[role];
      const query = ZStudiesQuery.parse({ pagination: { skip: 0, take: 20 }, where });
      return {
        page: studyPageQuery(direct.db, actor, query).toSQL(),
        count: studyCountQuery(direct.db, actor, query.where).toSQL(),
      };
    }

    async function throughPg(request, where) {
      const { page, count } = statementsOf(request, where);
      const { rows, fields } = await direct.pool.query({ ...sent(page), rowMode: 'array' });
      const {
        rows: [[n]],
      } = await direct.pool.query({ ...sent(count), rowMode: 'array' });
      // The loaders of the fields the role's columns ask for, at once as Mercurius runs them.
      const studyIds = rows.map((row) => row[0]);
      const leadingAt = fields.findIndex((field) => field.name === 'leading_doctor_id');
      const leading = rows.map((row) => row[leadingAt]).filter((id) => id !== null);
      const loaders = [findDoctorsByIds(direct.db, [...new Set(leading)])];
      if (COLUMNS[request.role].withAllDoctors) {
        loaders.push(
          findSupportingDoctorsOf(direct.db, studyIds).then((found) =>
            findDoctorsByIds(direct.db, [...new Set(found.map((row) => row.doctorId))]),
          ),
          findDescribersOf(direct.db, studyIds).then((found) =>
            findDoctorsByIds(direct.db, [...new Set(found.map((row) => row.doctorId))]),
          ),
        );
      }
      await Promise.all(loaders);
      return { ids: studyIds.map(String), n: Number(n) };
    }

    const results = [];
    for (const request of requests) {
      const api = [];
      const bare = [];
      const totals = [];
      for (let run = 0; run < WARM_UP + RUNS; run++) {
        const where = request.where(run);
        let start = performance.now();
        const viaApi = await throughApi(request, where);
        const apiMs = performance.now() - start;
        start = performance.now();
        const viaPg = await throughPg(request, where);
        const pgMs = performance.now() - start;
        // The same studies in the same order, and the same count.
        if (
          viaApi.ids.join() !== viaPg.ids.join() ||
          viaApi.total !== Math.min(viaPg.n, 1000) ||
          viaApi.totalCapped !== viaPg.n > 1000
        ) {
          throw new Error(`${request.name}: the API and the statements differ`);
        }
        if (run < WARM_UP) continue;
        api.push(apiMs);
        bare.push(pgMs);
        totals.push(viaApi.total);
      }
      // All the studies that match (the list's count says 1000+ beyond 1000).
      const matches = request.matches
        ? Number((await direct.pool.query(request.matches)).rows[0].count).toLocaleString('en')
        : `${Math.min(...totals)}–${Math.max(...totals)}`;
      results.push({ request, api, bare, matches });
    }

    console.log(
      `Studies list — ${counts.studies.toLocaleString('en')} studies, ` +
        `${counts.patients.toLocaleString('en')} patients, ${counts.doctors.toLocaleString('en')} ` +
        `doctors (the busiest sees ${counts.busiest.toLocaleString('en')}), ` +
        `${counts.described.toLocaleString('en')} studies with describers, ` +
        `${counts.access.toLocaleString('en')} study_access rows (a sample of ${checked.studies} ` +
        `studies, ${checked.rows} rows, as rebuildStudyAccess writes them) — first page of 20, ` +
        `${RUNS} runs, Node ${process.version}, ${os.cpus().length} cores, ${apiLabel(args.dist)}; ` +
        `loading took ${loadSeconds.toFixed(0)} s`,
    );
    printTableHeader([
      'request',
      'matches',
      'API p50 ms',
      'API p95 ms',
      'direct p50 ms',
      'API / direct',
    ]);
    const sorted = (values) => [...values].sort((a, b) => a - b);
    for (const { request, api, bare, matches } of results) {
      console.log(
        tableRow([
          request.name,
          matches,
          median(api).toFixed(1),
          percentile(sorted(api), 95).toFixed(1),
          median(bare).toFixed(1),
          (median(api) / median(bare)).toFixed(2),
        ]),
      );
    }

    if (args.explain) {
      const statements = [];
      for (const request of requests) {
        const { page, count } = statementsOf(request, request.where(0));
        statements.push([`${request.name} — page`, page], [`${request.name} — count`, count]);
      }
      await explain(direct, statements);
    }
  } finally {
    await direct.pool.end();
  }
}

await withBenchApi({ name: 'studies', dist: args.dist }, main);
