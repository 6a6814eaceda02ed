// Benchmark: the two lists of issue 21 — coordinators' visits (`visits`) on 300,000 visits and
// complaints (`complaints`) on 100,000 complaints — through the API as the web reads them, next to
// the same statements sent straight to PostgreSQL.
//
//   node --conditions=source --import tsx bench/visits/lists.mjs \
//     [--visits 300000] [--complaints 100000] [--runs 30] [--dist] [--explain]
//
// Starts the API on a fresh database (migrations and demo seed), then loads with set-based SQL:
// 3,000 doctors (every 10th a facility) in the config's regions; 39 more users with the
// Coordinator role (40 with the demo coordinator), each covering one or two regions; 9 more with
// the Complaints role (10 with the demo one); `--visits` visits over eight years (the last three
// months ahead), one coordinator in 40 each — the demo coordinator has 1/40 of them — to doctors
// skewed (some doctors are visited far more often), Completed (88 %), Cancelled (10 %) or left
// Scheduled (2 %) in the past, Scheduled (95 %) or Cancelled in the future, ~30 % with a comment
// from a handful of phrases; `--complaints` complaints reported over eight years, due 336 h later
// (the config's complaintResolutionTimeHours), spread evenly over the Complaints users, Closed
// with a resolution within days but ~2 % of the older ones still InProgress (so overdue), and
// most of the last fortnight's InProgress. VACUUM ANALYZE.
//
// Each run asks for one first page of 20 with the web's own query (visits-list.graphql,
// complaints-list.graphql: the list operation and its fragments, as Apollo sends the generated
// document) and the web's variables (list-state.ts: where, pagination, orderBy), as the demo
// Manager, the demo coordinator or the demo Complaints user. The API's time is the whole request
// (session, permission, scope, page and count, loaders, read audit, JSON); the direct time is the
// same statements through the modules' own functions on a pg pool: visitsOf(…).page /
// complaintsOf(…).page (the page and the capped count at once, prepared under the API's names),
// then the loaders the query asks for (Visit.doctor and Visit.coordinator at once, then
// User.contact; Complaint.responsiblePerson, then User.contact), as Mercurius runs them. Every run
// checks that both read the same rows in the same order and agree on total/totalCapped.
// `--explain` prints the plans each statement settles on (see `explain`).
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on.
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { parse, print } from 'graphql';
import { completeLicenseNumber, ZComplaintsQuery, ZVisitsQuery } from '@portal/domain';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { authLoaders } from '../../apps/api/src/modules/auth/auth.loaders.ts';
import { complaintsLoaders } from '../../apps/api/src/modules/complaints/complaints.loaders.ts';
import {
  COMPLAINT_COUNT_CAP,
  complaintsOf,
} from '../../apps/api/src/modules/complaints/complaints.repository.ts';
import { visitsLoaders } from '../../apps/api/src/modules/visits/visits.loaders.ts';
import { VISIT_COUNT_CAP, visitsOf } from '../../apps/api/src/modules/visits/visits.repository.ts';
import { apiLabel, graphql, root, signIn, withBenchApi } from '../support/bench-api.mjs';
import { median, percentile, printTableHeader, tableRow } from '../support/stats.mjs';
import { syntheticPatients } from '../patients/synthetic-patients.mjs';

const { values: args } = parseArgs({
  options: {
    visits: { type: 'string', default: '300000' },
    complaints: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '30' },
    dist: { type: 'boolean', default: false },
    explain: { type: 'boolean', default: false },
  },
});
const VISITS = Number(args.visits);
const COMPLAINTS = Number(args.complaints);
const RUNS = Number(args.runs);
const WARM_UP = 5;
/** The lists' page size (part 2 §9). */
const TAKE = 20;
const DOCTORS = 3000;
/** With the demo coordinator and the demo Complaints user. */
const COORDINATORS = 40;
const RESPONSIBLE = 10;
/** The app config's regions (seed/app-config.ts). */
const REGIONS = ['mazowieckie', 'małopolskie', 'pomorskie'];
/** complaintResolutionTimeHours of the seed's config: a complaint is due 14 days after. */
const RESOLUTION_HOURS = 336;
/** Older complaints (past their due date) still InProgress: the overdue ones. */
const OVERDUE_SHARE = 0.02;
/** What coordinators write: `cennik` in one comment of 12, `implantologia` in one of 1,000. */
const PHRASES = [
  'Omówiono nowe badania CBCT i zasady wysyłania skierowań przez portal.',
  'Lekarz prosi o cennik dla pacjentów z ubezpieczeniem prywatnym.',
  'Przekazano ulotki dla pacjentów i kalendarze na recepcję.',
  'Lekarz na urlopie — przełożone.',
  'Zgłoszono problem z logowaniem do portalu, przekazano do pomocy technicznej.',
  'Gabinet otwiera drugą pracownię, zainteresowany współpracą.',
  'Rozmowa o jakości opisów badań pantomograficznych.',
  'Asystentka odbiera wyniki przez portal, wszystko działa.',
  'Pytania o terminy badań w soboty.',
  'Lekarz woli skierowania papierowe, pokazano formularz w portalu.',
  'Szkolenie z przeglądarki 3D dla zespołu.',
  'Nowy lekarz w gabinecie, założono konto.',
];
const RARE_PHRASE = 'Pytania o diagnostykę przed leczeniem — implantologia.';
const COMMON_WORD = 'cennik';
const RARE_WORD = 'implantologia';
const RESOLUTIONS = [
  'Badanie powtórzono bezpłatnie; pacjent otrzymał wyniki.',
  'Przeproszono pacjenta, omówiono z zespołem.',
  'Opis uzupełniono i wysłano lekarzowi ponownie.',
  'Reklamacja nieuzasadniona, wyjaśniono telefonicznie.',
];
const DESCRIPTIONS = [
  'Pacjent czekał na badanie ponad godzinę mimo umówionej wizyty.',
  'Opis badania CBCT nie odpowiada na pytanie ze skierowania.',
  'Obraz pantomograficzny nieczytelny, konieczne powtórzenie.',
  'Wyniki nie pojawiły się w portalu w obiecanym terminie.',
  'Niemiła obsługa w rejestracji.',
];

/**
 * A list query of the web (apps/web features/…/api): the operation `name` and the fragments,
 * printed, as Apollo sends its generated document (Mercurius keeps one compiled query per text).
 */
function webOperation(file, name) {
  const document = parse(readFileSync(path.join(root, 'apps/web/src/features', file), 'utf8'));
  return print({
    ...document,
    definitions: document.definitions.filter(
      (definition) => definition.kind === 'FragmentDefinition' || definition.name?.value === name,
    ),
  });
}
const VISITS_LIST = webOperation('visits/api/visits-list.graphql', 'VisitsList');
const COMPLAINTS_LIST = webOperation('complaints/api/complaints-list.graphql', 'ComplaintsList');

/** 3,000 doctors (every 10th a facility) in one or two of the config's regions; their ids. */
async function insertDoctors(client) {
  const [names] = [...syntheticPatients(DOCTORS, { seed: 21, batch: DOCTORS })];
  const licences = [];
  for (let n = 700_000; licences.length < DOCTORS; n++) {
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
     ), numbered as (
       select id, company_name, row_number() over (order by id) as n from new_contacts
     )
     insert into doctors (contact_id, license_number, specializations, regions)
     select id, case when company_name is null then ($5::text[])[n] end,
            array['Stomatologia ogólna'],
            case when n % 7 = 0 then array[($6::text[])[1 + n % 3], ($6::text[])[1 + (n + 1) % 3]]
                 else array[($6::text[])[1 + n % 3]] end
       from numbered
     order by id
     returning id`,
    [names.firstName, names.lastName, facility, names.phone, licences, REGIONS],
  );
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/** `count` users of `role` (contacts named like people), logins `<prefix><n>@bench.example`. */
async function insertUsers(client, { role, count, prefix, seed }) {
  if (count <= 0) return [];
  const [names] = [...syntheticPatients(count, { seed, batch: count })];
  const { rows } = await client.query(
    `with new_contacts as (
       insert into contacts (first_name, last_name, email_addresses)
       select fn, ln, array[$3::text || n || '@bench.example']
         from unnest($1::text[], $2::text[]) with ordinality as t(fn, ln, n)
        order by n
       returning id, email_addresses[1] as login
     )
     insert into users (login, password_hash, roles, active, email_confirmed, accepted_terms,
                        contact_id, regions)
     select login, 'x', array[$4::text], true, true, true, id,
            case when id % 3 = 0 then array[($5::text[])[1 + id % 3], ($5::text[])[1 + (id + 1) % 3]]
                 else array[($5::text[])[1 + id % 3]] end
       from new_contacts
     returning id`,
    [names.firstName, names.lastName, prefix, role, REGIONS],
  );
  return rows.map((row) => row.id);
}

/** The visits, set-based: one coordinator in COORDINATORS each (by n), ids following the date. */
async function insertVisits(client, { coordinators, doctorIds }) {
  await client.query('select setseed(0.21)');
  await client.query(
    `insert into visits (visit_date, status, comment, visit_reason, gadgets, region, doctor_id,
       coordinator_id, created_by_id, updated_by_id, created_at, updated_at, version)
     select v.visit_date, s.status,
            case when g.rc < 0.3 then
                   case when g.rc2 < 0.001 then $7::text else ($6::text[])[1 + floor(g.rc2 * cardinality($6::text[]))::int] end
            end,
            (array['Rutynowa', 'Rutynowa', 'Rutynowa', 'Nowy lekarz', 'Reklamacja', 'Szkolenie'])[1 + floor(g.rr * 6)::int],
            case when g.rr < 0.3 then array['Kalendarz', 'Notesy'] when g.rr < 0.5 then array['Długopisy']
                 else '{}'::text[] end,
            d.regions[1], d.id, c.id, c.id, c.id,
            v.visit_date - (1 + g.rp * 30) * interval '1 day',
            case when s.status = 'Scheduled' then v.visit_date - (1 + g.rp * 30) * interval '1 day'
                 else least(now(), v.visit_date + (1 + g.rp * 47) * interval '1 hour') end,
            case when s.status = 'Scheduled' then 1 else 2 end
       from (select n, random() rd, random() rs, random() rc, random() rc2, random() rr,
                    random() rp, random() rdoc
               from generate_series(1, $1) n) g
       join (select id, (row_number() over (order by id))::int - 1 as k
               from unnest($2::int[]) id) c on c.k = g.n % $3::int
       join (select d.id, d.regions, (row_number() over (order by d.id))::int as k
               from doctors d where d.id = any($4::int[])) d
         on d.k = 1 + floor(g.rdoc * g.rdoc * $5::int)::int
       cross join lateral (
         select now() - interval '7 years 9 months' + g.rd * interval '8 years' as visit_date) v
       cross join lateral (
         select case when v.visit_date < now() then
                  case when g.rs < 0.88 then 'Completed' when g.rs < 0.98 then 'Cancelled'
                       else 'Scheduled' end
                else case when g.rs < 0.95 then 'Scheduled' else 'Cancelled' end end as status) s
      order by v.visit_date`,
    [VISITS, coordinators, coordinators.length, doctorIds, doctorIds.length, PHRASES, RARE_PHRASE],
  );
}

/** The complaints, set-based: responsible persons in turn, ids following the report date. */
async function insertComplaints(client, { responsible, doctorIds, createdBy }) {
  await client.query('select setseed(0.22)');
  const [names] = [...syntheticPatients(5000, { seed: 22, batch: 5000 })];
  await client.query(
    `insert into complaints (complainant_name, complainant_phone_number, report_date, due_date,
       type, status, complaint_reason, complaint_description, complaint_resolution,
       responsible_person_id, doctor_id, closed_at, created_by_id, updated_by_id, created_at,
       updated_at, version)
     select fn.v || ' ' || ln.v, case when g.rt < 0.7 then '600' || lpad((g.n % 1000000)::text, 6, '0') end,
            c.report_date, c.report_date + $5::int * interval '1 hour',
            case when g.rt < 0.8 then 'Patient' else 'Doctor' end, s.status,
            (array['Jakość obrazu', 'Opis badania', 'Obsługa pacjenta', 'Termin'])[1 + floor(g.rr * 4)::int],
            ($8::text[])[1 + floor(g.rr2 * cardinality($8::text[]))::int],
            case when s.status = 'Closed' then ($9::text[])[1 + floor(g.rr2 * cardinality($9::text[]))::int] end,
            r.id,
            case when g.rt >= 0.8 then ($10::int[])[1 + floor(g.rr2 * cardinality($10::int[]))::int] end,
            s.closed_at, $11::int, $11::int, c.report_date,
            coalesce(s.closed_at, least(now(), c.report_date + (1 + g.ru * 48) * interval '1 hour')),
            case when s.status = 'Closed' then 2 else 1 end
       from (select n, random() rd, random() rs, random() rt, random() rr, random() rr2,
                    random() ru, random() rf, random() rl
               from generate_series(1, $1) n) g
       join (select id, (row_number() over (order by id))::int - 1 as k
               from unnest($2::int[]) id) r on r.k = g.n % $3::int
       cross join lateral (select now() - g.rd * interval '8 years' as report_date) c
       cross join lateral (
         select x.status,
                case when x.status = 'Closed'
                     then least(now(), c.report_date + (1 + g.ru * 13) * interval '1 day') end
                  as closed_at
           from (select case when c.report_date + $5::int * interval '1 hour' < now()
                             then case when g.rs < $4::float8 then 'InProgress' else 'Closed' end
                             else case when g.rs < 0.7 then 'InProgress' else 'Closed' end end
                          as status) x) s
       cross join lateral (select ($6::text[])[1 + floor(g.rf * cardinality($6::text[]))::int] as v) fn
       cross join lateral (select ($7::text[])[1 + floor(g.rl * cardinality($7::text[]))::int] as v) ln
      order by c.report_date`,
    [
      COMPLAINTS,
      responsible,
      responsible.length,
      OVERDUE_SHARE,
      RESOLUTION_HOURS,
      names.firstName,
      names.lastName,
      DESCRIPTIONS,
      RESOLUTIONS,
      doctorIds,
      createdBy,
    ],
  );
}

/** A value as an SQL literal for EXECUTE (arrays as PostgreSQL array literals). */
function literal(client, value) {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return client.escapeLiteral(`{${value.join(',')}}`);
  if (value instanceof Date) return client.escapeLiteral(value.toISOString());
  return client.escapeLiteral(String(value));
}

/**
 * The statements `work` sends on `pool`, as { name, sql, params } (for `--explain`): the page and
 * count statements are the repositories' own, read off the wire rather than exported.
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

/**
 * How PostgreSQL runs each statement once the API has run it a while (as bench/referals/list.mjs):
 * a named one prepared, executed ten times (from the sixth it may keep a generic plan), then
 * explained; an unnamed one (the comment search, the loaders' Drizzle queries) is planned for its
 * values every time, so its first run is explained. Prints each plan and a table of the plan the
 * statement settled on, its planning and execution time and the indexes it reads.
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

/** What a statement read off the wire is, for `--explain`'s labels. */
function statementLabel(sql) {
  if (/^select count\(\*\)/.test(sql)) return 'count';
  if (/from "visits"|from "complaints"/.test(sql)) return 'page';
  if (/from "doctors"/.test(sql)) return 'doctor loader';
  if (/from "users"/.test(sql)) return 'users loader';
  if (/from "contacts"/.test(sql)) return 'contact loader';
  return 'statement';
}

async function main({ base, databaseUrl, ready }) {
  // Migrated and seeded by the API before anything is added.
  await ready;
  const direct = openDatabase(databaseUrl, { max: 4, statementTimeoutMs: 30 * 60_000 });
  try {
    const { rows: users } = await direct.pool.query(
      `select id, login from users
        where login in ('manager@example.com', 'coordinator@example.com', 'complaints@example.com',
                        'registration@example.com')`,
    );
    const user = (login) => Number(users.find((row) => row.login === `${login}@example.com`).id);

    const loadStart = performance.now();
    const client = await direct.pool.connect();
    let doctorIds;
    let coordinators;
    let responsible;
    try {
      doctorIds = await insertDoctors(client);
      coordinators = [
        user('coordinator'),
        ...(await insertUsers(client, {
          role: 'Coordinator',
          count: COORDINATORS - 1,
          prefix: 'koordynator',
          seed: 23,
        })),
      ];
      responsible = [
        user('complaints'),
        ...(await insertUsers(client, {
          role: 'Complaints',
          count: RESPONSIBLE - 1,
          prefix: 'reklamacje',
          seed: 24,
        })),
      ];
      process.stderr.write(`inserted ${doctorIds.length} doctors and the users; visits…\n`);
      await insertVisits(client, { coordinators, doctorIds });
      process.stderr.write('complaints…\n');
      await insertComplaints(client, {
        responsible,
        doctorIds,
        createdBy: user('registration'),
      });
    } finally {
      client.release();
    }
    for (const table of ['contacts', 'users', 'doctors', 'visits', 'complaints']) {
      await direct.pool.query(`vacuum analyze ${table}`);
    }
    const loadSeconds = (performance.now() - loadStart) / 1000;

    const {
      rows: [counts],
    } = await direct.pool.query(
      `select (select count(*) from visits)::int as visits,
              (select count(*) from visits where comment is not null)::int as commented,
              (select count(*) from visits where status = 'Scheduled' and visit_date > now())::int as ahead,
              (select count(*) from visits where coordinator_id = $1)::int as own,
              (select count(distinct doctor_id) from visits where doctor_id = any($3::int[]))::int as visited,
              (select count(*) from complaints)::int as complaints,
              (select count(*) from complaints where status = 'Closed')::int as closed,
              (select count(*) from complaints where status <> 'Closed' and due_date < now())::int as overdue,
              (select count(*) from complaints where responsible_person_id = $2)::int as mine`,
      [user('coordinator'), user('complaints'), doctorIds],
    );
    // Doctors to filter by: a different one each run, from all that have visits.
    const { rows: sampleDoctors } = await direct.pool.query(
      `select doctor_id from (select distinct doctor_id from visits) d
        order by md5(doctor_id::text) limit 200`,
    );
    const doctorOf = (run) => String(sampleDoctors[run % sampleDoctors.length].doctor_id);

    const who = {};
    for (const [role, login] of [
      ['Manager', 'manager'],
      ['Coordinator', 'coordinator'],
      ['Complaints', 'complaints'],
    ]) {
      who[role] = {
        token: await signIn(base, `${login}@example.com`, { role }),
        role,
        actor: { userId: user(login), role },
      };
    }

    /** Through the API: the web's list query with the page's variables. */
    async function visitsThroughApi({ role }, where) {
      const variables = {
        where,
        pagination: { skip: 0, take: TAKE },
        orderBy: { by: 'visitDate', direction: 'DESC' },
      };
      const { visits } = await graphql(base, VISITS_LIST, variables, who[role]);
      return {
        ids: visits.items.map((item) => item.id),
        total: visits.total,
        capped: visits.totalCapped,
      };
    }

    /** Direct: the repository's page and count, then the loaders the query asks for. */
    async function visitsThroughPg({ role }, where) {
      const { actor } = who[role];
      const query = ZVisitsQuery.parse({
        where,
        pagination: { skip: 0, take: TAKE },
        orderBy: { by: 'visitDate', direction: 'DESC' },
      });
      const page = await visitsOf(direct.db, actor).page(query);
      const ctx = { db: direct.db, actor: async () => actor };
      const queries = page.items.map((obj) => ({ obj, params: {} }));
      const [, people] = await Promise.all([
        visitsLoaders.Visit.doctor(queries, ctx),
        visitsLoaders.Visit.coordinator(queries, ctx),
      ]);
      await authLoaders.User.contact(
        people.map((obj) => ({ obj, params: {} })),
        ctx,
      );
      return {
        ids: page.items.map((item) => String(item.id)),
        total: page.total,
        capped: page.totalCapped,
      };
    }

    async function complaintsThroughApi({ role }, where) {
      const variables = {
        where,
        pagination: { skip: 0, take: TAKE },
        orderBy: { by: 'updatedAt', direction: 'DESC' },
      };
      const { complaints } = await graphql(base, COMPLAINTS_LIST, variables, who[role]);
      return {
        ids: complaints.items.map((item) => item.id),
        total: complaints.total,
        capped: complaints.totalCapped,
      };
    }

    async function complaintsThroughPg({ role }, where) {
      const { actor } = who[role];
      const query = ZComplaintsQuery.parse({
        where,
        pagination: { skip: 0, take: TAKE },
        orderBy: { by: 'updatedAt', direction: 'DESC' },
      });
      const page = await complaintsOf(direct.db, actor).page(query);
      const ctx = { db: direct.db, actor: async () => actor };
      const people = await complaintsLoaders.Complaint.responsiblePerson(
        page.items.map((obj) => ({ obj, params: {} })),
        ctx,
      );
      await authLoaders.User.contact(
        people.map((obj) => ({ obj, params: {} })),
        ctx,
      );
      return {
        ids: page.items.map((item) => String(item.id)),
        total: page.total,
        capped: page.totalCapped,
      };
    }

    const visitsList = { api: visitsThroughApi, pg: visitsThroughPg };
    const complaintsList = { api: complaintsThroughApi, pg: complaintsThroughPg };
    const fold = (word) => `search_fold(coalesce(comment, '')) like search_fold('%${word}%')`;
    const requests = [
      {
        name: 'visits: Manager, first page (visit date desc)',
        role: 'Manager',
        ...visitsList,
        where: () => ({}),
        matches: `select count(*) from visits`,
      },
      {
        name: 'visits: Coordinator (demo), own list',
        role: 'Coordinator',
        ...visitsList,
        where: () => ({}),
        matches: `select count(*) from visits where coordinator_id = ${user('coordinator')}`,
      },
      {
        name: 'visits: Manager, one doctor (a different one each run)',
        role: 'Manager',
        ...visitsList,
        where: (run) => ({ doctorId: doctorOf(run) }),
      },
      {
        name: `visits: Manager, comment word, common ('${COMMON_WORD}')`,
        role: 'Manager',
        ...visitsList,
        where: () => ({ comment: COMMON_WORD }),
        matches: `select count(*) from visits where ${fold(COMMON_WORD)}`,
      },
      {
        name: `visits: Manager, comment word, rare ('${RARE_WORD}')`,
        role: 'Manager',
        ...visitsList,
        where: () => ({ comment: RARE_WORD }),
        matches: `select count(*) from visits where ${fold(RARE_WORD)}`,
      },
      {
        name: 'complaints: Manager, first page (updatedAt desc)',
        role: 'Manager',
        ...complaintsList,
        where: () => ({}),
        matches: `select count(*) from complaints`,
      },
      {
        name: 'complaints: Manager, overdue',
        role: 'Manager',
        ...complaintsList,
        where: () => ({ overdue: true }),
        matches: `select count(*) from complaints where status <> 'Closed' and due_date < now()`,
      },
      {
        name: 'complaints: Complaints (demo), own list',
        role: 'Complaints',
        ...complaintsList,
        where: () => ({}),
        matches: `select count(*) from complaints where responsible_person_id = ${user('complaints')}`,
      },
    ];

    const results = [];
    for (const request of requests) {
      const api = [];
      const bare = [];
      const totals = [];
      for (let run = 0; run < WARM_UP + RUNS; run++) {
        const where = request.where(run);
        let start = performance.now();
        const viaApi = await request.api(request, where);
        const apiMs = performance.now() - start;
        start = performance.now();
        const viaPg = await request.pg(request, where);
        const pgMs = performance.now() - start;
        // The same rows in the same order, and the same count.
        if (
          viaApi.ids.join() !== viaPg.ids.join() ||
          viaApi.total !== viaPg.total ||
          viaApi.capped !== viaPg.capped
        ) {
          throw new Error(
            `${request.name}: the API and the statements differ: ` +
              `${JSON.stringify(viaApi)} ${JSON.stringify(viaPg)}`,
          );
        }
        if (viaApi.ids.length === 0) throw new Error(`${request.name}: an empty page`);
        if (run < WARM_UP) continue;
        api.push(apiMs);
        bare.push(pgMs);
        totals.push(viaApi.total);
      }
      const matches = request.matches
        ? Number((await direct.pool.query(request.matches)).rows[0].count).toLocaleString('en')
        : `${Math.min(...totals)}–${Math.max(...totals)}`;
      results.push({ request, api, bare, matches });
    }

    const n = (value) => value.toLocaleString('en');
    console.log(
      `Visits and complaints — ${n(counts.visits)} visits (${n(counts.commented)} with a comment, ` +
        `${n(counts.ahead)} Scheduled ahead; ${coordinators.length} coordinators, the demo one ` +
        `${n(counts.own)}; ${n(counts.visited)} of ${n(doctorIds.length)} new doctors visited) and ` +
        `${n(counts.complaints)} complaints (${n(counts.closed)} Closed, ${n(counts.overdue)} ` +
        `overdue; ${responsible.length} responsible, the demo one ${n(counts.mine)}) — first page ` +
        `of ${TAKE}, ${RUNS} runs, counts capped at ${VISIT_COUNT_CAP}/${COMPLAINT_COUNT_CAP}, ` +
        `Node ${process.version}, ${os.cpus().length} cores, ${apiLabel(args.dist)}; loading took ` +
        `${loadSeconds.toFixed(0)} s; load average ${os
          .loadavg()
          .map((value) => value.toFixed(1))
          .join(' ')}`,
    );
    printTableHeader([
      'request',
      'matches',
      'API p50 ms',
      'API p95 ms',
      'direct p50 ms',
      'direct p95 ms',
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
          percentile(sorted(bare), 95).toFixed(1),
          (median(api) / median(bare)).toFixed(2),
        ]),
      );
    }

    if (args.explain) {
      const statements = [];
      for (const request of requests) {
        const seen = await capture(direct.pool, () => request.pg(request, request.where(0)));
        for (const statement of seen) {
          statements.push([`${request.name} — ${statementLabel(statement.sql)}`, statement]);
        }
      }
      await explain(direct, statements);
    }
  } finally {
    await direct.pool.end();
  }
}

await withBenchApi({ name: 'visits', dist: args.dist }, main);
