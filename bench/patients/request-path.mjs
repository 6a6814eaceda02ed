// Benchmark: the request path of the patients list, search and record on 300k patients, through
// the API under 50 concurrent clients, next to a bare `node:http` + `pg` server running the same
// statements (bench/support/bare-server.mjs) on the same database, in the same run.
//
//   node --conditions=source --import tsx bench/patients/request-path.mjs \
//     [--patients 300000] [--clients 50] [--seconds 8] [--rounds 3] [--dist]
//     [--only list|name|pesel|record|doctor]
//
// Starts the API as its own process on a fresh database (migrations and demo seed), inserts the
// synthetic patients (synthetic-patients.mjs; every 100th belongs to the demo Doctor), signs in
// as the demo Registration (all patients) and Doctor (own patients), warms every request up, and
// measures each for `--seconds` per round, alternately through GraphQL (session, permission,
// scope, the statements, the audit entry, JSON) and on the bare server. The bare server runs the
// statements the repository builds for the same input (read here from the repository's own
// statement builders, prepared under the same names), so the ratio of the two is the cost of
// everything but the SQL. CPU ms per request is each server process's own (from /proc). The
// load comes from wrk (`apt-get install -y wrk`), which leaves the servers most of the machine.
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on
// (default postgres://postgres@127.0.0.1:5432/postgres).
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ZPatientsQuery } from '@portal/domain';
import { patientScope } from '../../apps/api/src/auth/patient-policy.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import {
  pageStrategy,
  patientCountedPageQuery,
  patientCountQuery,
  patientPageQuery,
} from '../../apps/api/src/modules/patients/patient-page.ts';
import { patientByIdQuery } from '../../apps/api/src/modules/patients/patients.repository.ts';
import { apiLabel, freePort, root, signIn, withBenchApi } from '../support/bench-api.mjs';
import { cpuSeconds, median, printTableHeader, tableRow } from '../support/stats.mjs';
import { wrkLoad } from '../support/wrk-load.mjs';
import { insertSyntheticPatients, random } from './synthetic-patients.mjs';

const { values: args } = parseArgs({
  options: {
    patients: { type: 'string', default: '300000' },
    clients: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '8' },
    rounds: { type: 'string', default: '3' },
    dist: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const PATIENTS = Number(args.patients);
const CLIENTS = Number(args.clients);
const SECONDS = Number(args.seconds);
const ROUNDS = Number(args.rounds);
const WARM_UP_SECONDS = 3;

const CONTACT = 'contact { firstName lastName ssn birthDate gender phoneNumbers emailAddresses }';

/** What the list page asks for (apps/web features/patients). */
const LIST = `query List($pagination: PaginationInput, $where: PatientsWhere) {
  patients(pagination: $pagination, where: $where) {
    total hasMore
    items { id registrationDate canEdit canDelete ${CONTACT} }
  }
}`;

/** What the patient's page asks for first. */
const RECORD = `query Record($id: ID!) {
  patient(id: $id) { id registrationDate notes version canEdit canDelete ${CONTACT} }
}`;

/**
 * A statement as the API sends it: prepared under the same name where the API prepares it
 * (db/prepared.ts), so that both servers ask PostgreSQL for the same work.
 */
const sent = ({ name, sql, params }) => ({ name: name || undefined, text: sql, values: params });

/** The statements of one list request, as patientsOf(…).page sends them. */
async function listStatements(direct, actor, variables) {
  const query = ZPatientsQuery.parse(variables);
  const countedPage = patientCountedPageQuery(direct.db, actor, query)?.toSQL();
  if (countedPage) {
    const { rows } = await direct.pool.query({ ...sent(countedPage), rowMode: 'array' });
    if (rows.length > 0) {
      // The count's two columns end each row.
      return { matches: Number(rows[0].at(-2)), statements: [sent(countedPage)] };
    }
  }
  const count = patientCountQuery(direct.db, actor, query.where).toSQL();
  const countStatement = { ...sent(count), rowMode: 'array' };
  const { rows } = await direct.pool.query(countStatement);
  const [matching, all] = rows[0].map(Number);
  const strategy = pageStrategy({ matching, all }, patientScope(actor).everyPatient);
  const page = patientPageQuery(direct.db, actor, query, strategy).toSQL();
  return { matches: matching, statements: [countStatement, sent(page)] };
}

function recordStatements(direct, actor, id) {
  const byId = patientByIdQuery(direct.db, actor, id).toSQL();
  return { matches: 1, statements: [sent(byId)] };
}

/**
 * Drives `target` ({ base, requests, headers }) from CLIENTS connections for `seconds` with wrk;
 * requests per second, latency percentiles in ms and the CPU ms per request of the server process
 * `pid`.
 */
async function load(target, seconds, pid, dir) {
  const cpuBefore = cpuSeconds(pid);
  const result = await wrkLoad({ ...target, connections: CLIENTS, seconds, dir });
  return {
    ...result,
    cpuPerRequest: ((cpuSeconds(pid) - cpuBefore) * 1000) / result.count,
  };
}

async function post(url, headers, body) {
  const response = await fetch(url, { method: 'POST', headers, body });
  const text = await response.text();
  if (!response.ok || text.includes('"errors"')) throw new Error(`${url}: ${text.slice(0, 300)}`);
}

function startBare(port, databaseUrl, statementsFile) {
  const child = spawn(
    process.execPath,
    ['bench/support/bare-server.mjs', String(port), databaseUrl, statementsFile],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bare server exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('bare ready')) resolve();
    });
  });
  return { child, ready };
}

async function main({ base, databaseUrl, dir, ready, child: apiProcess }) {
  const direct = openDatabase(databaseUrl, { max: 10 });
  let bare;
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

    const registration = {
      token: await signIn(base, 'registration@example.com'),
      role: 'Registration',
      userId: idOf('registration@example.com'),
    };
    const doctor = {
      token: await signIn(base, 'doctor@example.com'),
      role: 'Doctor',
      userId: idOf('doctor@example.com'),
    };
    const next = random(7);
    const { rows: sample } = await direct.pool.query(
      `select p.id, c.ssn from patients p join contacts c on c.id = p.contact_id
       where p.ssn_is_pesel order by md5(p.id::text) limit 200`,
    );
    const list = (variables) => ({ operation: LIST, variables, statements: listStatements });
    const allScenarios = [
      {
        key: 'list',
        name: 'patients list, first page of 15',
        who: registration,
        inputs: [list({ pagination: { take: 15 } })],
      },
      {
        key: 'name',
        name: 'name search "kow"',
        who: registration,
        inputs: [list({ pagination: { take: 15 }, where: { name: 'kow' } })],
      },
      {
        key: 'pesel',
        name: 'PESEL search (first 7 digits)',
        who: registration,
        inputs: sample.map((row) =>
          list({ pagination: { take: 15 }, where: { ssn: row.ssn.slice(0, 7) } }),
        ),
      },
      {
        key: 'record',
        name: 'patient(id)',
        who: registration,
        inputs: sample.map((row) => ({
          operation: RECORD,
          variables: { id: String(row.id) },
          statements: (db, actor) => recordStatements(db, actor, row.id),
        })),
      },
      {
        key: 'doctor',
        name: "doctor's own list (3k patients)",
        who: doctor,
        inputs: Array.from({ length: 20 }, () =>
          list({ pagination: { skip: 15 * Math.floor(next() * 10), take: 15 } }),
        ),
      },
    ];
    const scenarios = allScenarios.filter((scenario) => !args.only || scenario.key === args.only);

    // The bare server's statements, built by the repository for each input.
    const statements = {};
    const matches = {};
    for (const scenario of scenarios) {
      const built = [];
      for (const input of scenario.inputs) {
        built.push(await input.statements(direct, scenario.who, input.variables));
      }
      statements[scenario.key] = built.map((b) => b.statements);
      matches[scenario.key] = Math.round(
        built.reduce((sum, b) => sum + b.matches, 0) / built.length,
      );
    }
    const statementsFile = path.join(dir, 'statements.json');
    await writeFile(statementsFile, JSON.stringify(statements));
    const barePort = await freePort();
    bare = startBare(barePort, databaseUrl, statementsFile);
    await bare.ready;
    const bareBase = `http://127.0.0.1:${barePort}`;

    console.log(
      `Patients request path on ${PATIENTS.toLocaleString('en')} patients — ${CLIENTS} ` +
        `concurrent clients, median of ${ROUNDS} rounds of ${SECONDS} s — Node ${process.version}, ` +
        `${os.cpus().length} cores, ${apiLabel(args.dist)}; loading took ${loadSeconds.toFixed(0)} s`,
    );
    printTableHeader([
      'request',
      'matches',
      'API req/s',
      'bare req/s',
      'API / bare',
      'API p50 ms',
      'API p95 ms',
      'bare p95 ms',
      'API CPU ms/req',
      'bare CPU ms/req',
    ]);
    // Uncompressed both ways: the ratio is about the request path, and the bare server does not
    // compress (a browser's compressed answers cost the API extra CPU: ADR 0027).
    const json = { 'content-type': 'application/json', 'accept-encoding': 'identity' };
    const runs = scenarios.map((scenario) => {
      const { token, role } = scenario.who;
      const headers = { ...json, authorization: `Bearer ${token}`, 'x-current-role': role };
      const bodies = scenario.inputs.map((input) =>
        JSON.stringify({ query: input.operation, variables: input.variables }),
      );
      return {
        name: scenario.name,
        matches: matches[scenario.key],
        api: { base, headers, requests: bodies.map((body) => ({ path: '/graphql', body })) },
        bare: {
          base: bareBase,
          headers: json,
          requests: bodies.map((body, i) => ({ path: `/${scenario.key}/${i}`, body })),
        },
      };
    });
    if (!args.only) {
      const typename = JSON.stringify({ query: '{ __typename }' });
      runs.push({
        name: '`{ __typename }` vs a bare route',
        matches: '–',
        api: { base, headers: json, requests: [{ path: '/graphql', body: typename }] },
        bare: { base: bareBase, headers: json, requests: [{ path: '/typename', body: typename }] },
      });
    }
    // Every request answers without errors before anything is timed.
    for (const run of runs) {
      for (const target of [run.api, run.bare]) {
        for (const { path: url, body } of target.requests) {
          await post(`${target.base}${url}`, target.headers, body);
        }
      }
    }
    // Warm-up of everything before anything is measured: JIT, plans, caches, connections. A
    // fresh process keeps compiling for a while, which the first request measured would pay.
    for (const run of runs) {
      await load(run.api, WARM_UP_SECONDS, apiProcess.pid, dir);
      await load(run.bare, WARM_UP_SECONDS, bare.child.pid, dir);
    }
    for (const run of runs) {
      // Rounds alternate the two servers, so a slow moment of the shared machine hits both; the
      // row gives each figure's median.
      const api = [];
      const ceiling = [];
      for (let round = 0; round < ROUNDS; round++) {
        api.push(await load(run.api, SECONDS, apiProcess.pid, dir));
        ceiling.push(await load(run.bare, SECONDS, bare.child.pid, dir));
      }
      const of = (results, key) => median(results.map((result) => result[key]));
      const ratios = api.map((result, round) => result.perSecond / ceiling[round].perSecond);
      const f = (n) => n.toFixed(1);
      console.log(
        tableRow([
          run.name,
          run.matches,
          Math.round(of(api, 'perSecond')),
          Math.round(of(ceiling, 'perSecond')),
          median(ratios).toFixed(2),
          f(of(api, 'p50')),
          f(of(api, 'p95')),
          f(of(ceiling, 'p95')),
          of(api, 'cpuPerRequest').toFixed(2),
          of(ceiling, 'cpuPerRequest').toFixed(2),
        ]),
      );
    }
  } finally {
    bare?.child.kill('SIGTERM');
    await direct.pool.end();
  }
}

await withBenchApi(
  {
    name: 'requests',
    dist: args.dist,
    nodeOptions: process.env.BENCH_API_NODE_OPTIONS?.split(' ') ?? [],
  },
  main,
);
