// Benchmark: the patients list and its name and PESEL search on 300k patients, through GraphQL
// under 20 concurrent clients, next to the same SQL run directly on the same database.
//
//   node --conditions=source --import tsx bench/patients/patients-search.mjs \
//     [--patients 300000] [--clients 20] [--requests 50] [--dist]
//
// Starts the API as its own process on a fresh database (migrations and demo seed), inserts the
// synthetic patients (synthetic-patients.mjs), signs in as the demo Registration and Doctor, and
// measures each scenario twice: GraphQL (session, permission, scope, both queries, audit entry,
// JSON) and the count and page SQL the repository builds, sent with pg one after the other as
// the service sends them. The ratio of the two is the cost of everything but the SQL.
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on
// (default postgres://postgres@127.0.0.1:5432/postgres).
import os from 'node:os';
import { parseArgs } from 'node:util';
import { ZPatientsQuery } from '@portal/domain';
import { patientScope } from '../../apps/api/src/auth/patient-policy.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import {
  pageStrategy,
  patientCountQuery,
  patientPageQuery,
} from '../../apps/api/src/modules/patients/patients.repository.ts';
import { apiLabel, graphql, signIn, withBenchApi } from '../support/bench-api.mjs';
import { percentile, printTableHeader, tableRow } from '../support/stats.mjs';
import { insertSyntheticPatients, random } from './synthetic-patients.mjs';

const { values: args } = parseArgs({
  options: {
    patients: { type: 'string', default: '300000' },
    clients: { type: 'string', default: '20' },
    requests: { type: 'string', default: '50' },
    dist: { type: 'boolean', default: false },
  },
});
const PATIENTS = Number(args.patients);
const CLIENTS = Number(args.clients);
const REQUESTS = Number(args.requests);

/** What the list page asks for (apps/web features/patients). */
const LIST = `query List($pagination: PaginationInput, $where: PatientsWhere) {
  patients(pagination: $pagination, where: $where) {
    total hasMore
    items { id registrationDate canEdit canDelete
      contact { firstName lastName ssn birthDate gender phoneNumbers emailAddresses } }
  }
}`;

/** How someone types a name: lower case, no Polish letters, the first letters of the surname. */
function typed(name) {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .toLowerCase()
    .slice(0, 5);
}

/** Runs `call(input)` from `clients` concurrent loops, REQUESTS each; latencies in ms. */
async function measure(inputs, call, clients = CLIENTS) {
  const latencies = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < REQUESTS; i++) {
        const input = inputs[next++ % inputs.length];
        const t0 = performance.now();
        await call(input);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    perSecond: latencies.length / seconds,
  };
}

async function main({ base, databaseUrl, ready }) {
  // The direct side gets a pool as large as the API's (db/client.ts: 10).
  const direct = openDatabase(databaseUrl, { max: 10 });
  try {
    await ready;
    const { rows: users } = await direct.pool.query(
      `select id, login from users where login in ('registration@example.com', 'doctor@example.com')`,
    );
    const idOf = (login) => users.find((user) => user.login === login).id;
    const loadStarted = performance.now();
    await insertSyntheticPatients(direct.pool, PATIENTS, {
      createdById: idOf('registration@example.com'),
      ownedBy: idOf('doctor@example.com'),
      onBatch: (n) => process.stderr.write(`\rinserted ${n} patients`),
    });
    process.stderr.write('\n');
    await direct.pool.query('vacuum analyze contacts');
    await direct.pool.query('vacuum analyze patients');
    const loadSeconds = (performance.now() - loadStarted) / 1000;

    const registration = await signIn(base, 'registration@example.com');
    const doctor = await signIn(base, 'doctor@example.com');
    const { rows: sample } = await direct.pool.query(
      `select c.last_name, c.ssn from patients p join contacts c on c.id = p.contact_id
       where p.ssn_is_pesel order by md5(p.id::text) limit 500`,
    );
    const next = random(7);
    const asRegistration = {
      token: registration,
      role: 'Registration',
      userId: idOf('registration@example.com'),
    };
    const scenarios = [
      {
        name: 'list, pages 1–20 (Registration: all patients)',
        who: asRegistration,
        inputs: Array.from({ length: 100 }, () => ({
          pagination: { skip: 15 * Math.floor(next() * 20), take: 15 },
        })),
      },
      {
        name: 'name search, 5 letters typed without Polish letters',
        who: asRegistration,
        inputs: sample.map((row) => ({
          pagination: { take: 15 },
          where: { name: typed(row.last_name) },
        })),
      },
      {
        name: 'PESEL search, first 7 digits',
        who: asRegistration,
        inputs: sample.map((row) => ({
          pagination: { take: 15 },
          where: { ssn: row.ssn.slice(0, 7) },
        })),
      },
      {
        name: 'list, page 1 (Doctor: own patients only)',
        who: { token: doctor, role: 'Doctor', userId: idOf('doctor@example.com') },
        inputs: [{ pagination: { take: 15 } }],
      },
    ];

    console.log(
      `Patients list and search on ${PATIENTS.toLocaleString('en')} patients — ${CLIENTS} ` +
        `concurrent clients × ${REQUESTS} requests — Node ${process.version}, ` +
        `${os.cpus().length} cores, ${apiLabel(args.dist)}; ` +
        `loading took ${loadSeconds.toFixed(0)} s`,
    );
    printTableHeader([
      'scenario',
      'matches (avg)',
      'GraphQL p50 ms',
      'GraphQL p95 ms',
      'GraphQL req/s',
      'SQL p50 ms',
      'SQL p95 ms',
      'SQL req/s',
      'p50 ratio',
      'p95 ratio',
    ]);
    const alone = [];
    for (const scenario of scenarios) {
      const { token, role, userId } = scenario.who;
      const scope = patientScope({ userId, role });
      const viaGraphQL = (variables) => graphql(base, LIST, variables, { token, role });
      // What findPatientPage sends, step for step: the count, then (unless the page lies past
      // the end) the page, read the way the count calls for.
      const viaSql = async (variables) => {
        const query = ZPatientsQuery.parse(variables);
        const count = patientCountQuery(direct.db, scope, query.where).toSQL();
        // By position: staff's unfiltered count selects `total` twice, under one column name.
        const { rows } = await direct.pool.query({
          text: count.sql,
          values: count.params,
          rowMode: 'array',
        });
        const [matching, all] = rows[0].map(Number);
        if (query.pagination.skip >= matching) return;
        const strategy = pageStrategy(matching, all);
        const page = patientPageQuery(direct.db, scope, query, strategy).toSQL();
        await direct.pool.query(page.sql, page.params);
      };
      let matches = 0;
      for (const input of scenario.inputs.slice(0, 50)) {
        matches += (await viaGraphQL(input)).patients.total;
      }
      // Warm-up: JIT, plans, caches.
      await measure(scenario.inputs, viaGraphQL);
      await measure(scenario.inputs, viaSql);
      const api = await measure(scenario.inputs, viaGraphQL);
      const sql = await measure(scenario.inputs, viaSql);
      // One client at a time: the latency without queueing for the 2 cores and 10 connections.
      const apiAlone = await measure(scenario.inputs, viaGraphQL, 1);
      const sqlAlone = await measure(scenario.inputs, viaSql, 1);
      const f = (n) => n.toFixed(1);
      const ratio = (a, b) => (a / b).toFixed(2);
      alone.push(
        tableRow([
          scenario.name,
          f(apiAlone.p50),
          f(sqlAlone.p50),
          ratio(apiAlone.p50, sqlAlone.p50),
        ]),
      );
      console.log(
        tableRow([
          scenario.name,
          Math.round(matches / Math.min(50, scenario.inputs.length)),
          f(api.p50),
          f(api.p95),
          Math.round(api.perSecond),
          f(sql.p50),
          f(sql.p95),
          Math.round(sql.perSecond),
          ratio(api.p50, sql.p50),
          ratio(api.p95, sql.p95),
        ]),
      );
    }
    console.log(`\nOne client at a time (${REQUESTS} requests):`);
    printTableHeader(['scenario', 'GraphQL p50 ms', 'SQL p50 ms', 'p50 ratio']);
    for (const line of alone) console.log(line);
  } finally {
    await direct.pool.end();
  }
}

await withBenchApi({ name: 'patients', dist: args.dist }, main);
