// Benchmark: 100k-row CSV export of the audit trail through the real HTTP route.
//
// Starts the API as its own process on a fresh database, fills audit_log with synthetic rows,
// signs in as the demo Admin and downloads GET /api/audit-log.csv several times, measuring the
// total time and how far the API process's resident memory (RSS) rises above where it started.
//
//   node bench/csv/audit-export.mjs [--rows 100000] [--runs 3] [--dist] [--heap 64]
//
// BENCH_DATABASE_URL: a PostgreSQL server the benchmark may create a database on
// (default postgres://postgres@127.0.0.1:5432/postgres). --dist runs apps/api/dist/main.js
// (build first: npm run build -w packages/domain -w apps/api); otherwise the sources via tsx.
// --heap caps the API's V8 old space (MiB), to show the export does not need memory per row.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'boolean', default: false },
    heap: { type: 'string' },
  },
});
const ROWS = Number(args.rows);
const RUNS = Number(args.runs);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = `portal_bench_${process.pid}`;

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(text) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MiB: now (VmRSS) and the peak since the last reset (VmHWM). */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/** Resets VmHWM so the next peak belongs to the export alone (Linux ≥ 4.0; else sampling only). */
function resetPeak(pid) {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

function startApi(port, databaseUrl) {
  const entry = args.dist
    ? ['apps/api/dist/main.js']
    : ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'];
  // --heap caps V8's old space: an export that held its rows would die of it.
  const heap = args.heap ? [`--max-old-space-size=${args.heap}`] : [];
  const child = spawn(process.execPath, [...heap, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      DATA_DIR: path.join(os.tmpdir(), database),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Portal ready')) resolve();
    });
  });
  return { child, ready };
}

async function graphql(base, query, variables, token) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function fillAuditLog(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // Realistic widths: an IPv4 address, an entity id, a small JSON details object.
    await client.query(
      `insert into audit_log (occurred_at, actor_user_id, action, entity_type, entity_id, address, outcome, details)
       select now() - g * interval '1 second', (select min(id) from users), 'bench.row', 'patient',
              (g % 50000)::text, '10.' || (g % 250) || '.' || (g % 200) || '.7',
              case when g % 17 = 0 then 'denied' else 'success' end,
              jsonb_build_object('role', 'Technician', 'field', 'firstName', 'n', g)
       from generate_series(1, $1) g`,
      [ROWS],
    );
    await client.query('analyze audit_log');
  } finally {
    await client.end();
  }
}

async function exportOnce(base, token, pid) {
  const before = memoryOf(pid).rss;
  const peakReset = resetPeak(pid);
  let sampled = before;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, memoryOf(pid).rss);
  }, 10);
  const started = performance.now();
  const response = await fetch(`${base}/api/audit-log.csv?action=bench.row`, {
    headers: { authorization: `Bearer ${token}`, 'x-current-role': 'Admin' },
  });
  if (response.status !== 200) throw new Error(`export answered ${response.status}`);
  let firstByte = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body) {
    if (!firstByte) firstByte = performance.now() - started;
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = memoryOf(pid);
  const peak = Math.max(sampled, peakReset ? after.hwm : 0);
  return { seconds, firstByte, bytes, rows: lines - 1, before, peak, growth: peak - before };
}

async function main() {
  await adminQuery(`create database ${database}`);
  const databaseUrl = withDatabase(adminUrl, database);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child, ready } = startApi(port, databaseUrl);
  try {
    await ready;
    await fillAuditLog(databaseUrl);
    const { login } = await graphql(
      base,
      'mutation($l: String!, $p: String!) { login(loginData: { login: $l, password: $p }) { token } }',
      { l: 'admin@example.com', p: 'Demo1234' },
    );
    await graphql(base, 'mutation { acceptTerms { id } }', {}, login.token);

    console.log(
      `CSV export of ${ROWS} audit rows — Node ${process.version}, ${os.cpus().length} cores, ` +
        `${args.dist ? 'built API (dist)' : 'API from sources (tsx)'}`,
    );
    console.log(
      '| run | rows | MiB | seconds | rows/s | first byte ms | RSS before MiB | RSS peak MiB | growth MiB |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    for (let run = 0; run <= RUNS; run++) {
      const r = await exportOnce(base, login.token, child.pid);
      if (r.rows !== ROWS) throw new Error(`expected ${ROWS} rows, got ${r.rows}`);
      const label = run === 0 ? 'warm-up' : String(run);
      console.log(
        `| ${label} | ${r.rows} | ${(r.bytes / 1048576).toFixed(1)} | ${r.seconds.toFixed(2)} | ` +
          `${Math.round(r.rows / r.seconds)} | ${r.firstByte.toFixed(0)} | ${r.before.toFixed(0)} | ` +
          `${r.peak.toFixed(0)} | ${r.growth.toFixed(1)} |`,
      );
    }
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await adminQuery(`drop database if exists ${database} with (force)`);
  }
}

if (!existsSync(path.join(root, 'apps/api/src/main.ts')))
  throw new Error('run from the repository');
await main();
