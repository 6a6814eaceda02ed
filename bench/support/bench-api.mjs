// What every benchmark in bench/ does around its measurement: start the API as its own process on
// a throw-away database, sign in over GraphQL, and clean everything up afterwards. One copy keeps
// the scripts about what they measure, and makes them all clean up the same way (database, temp
// folder, API process), also when a run fails or is interrupted.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** The repository root: the API is started from here. */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The PostgreSQL server the benchmarks may create a database on. */
export const adminUrl =
  process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** For the title line of each table: which API was measured. */
export const apiLabel = (dist) => (dist ? 'built API (dist)' : 'API from sources (tsx)');

function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs one statement on its own connection (no pool to close); returns the rows. */
export async function query(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function spawnApi({ port, databaseUrl, dataDir, dist, nodeOptions, web }) {
  const entry = dist
    ? ['apps/api/dist/main.js']
    : ['--conditions=source', '--import', 'tsx', 'apps/api/src/main.ts'];
  const child = spawn(process.execPath, [...nodeOptions, ...entry], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // The built web app (apps/web/dist) only for benchmarks that drive a browser.
      ...(web ? {} : { WEB_DIST_DIR: '/nonexistent-web-dist' }),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the API exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      if (chunk.toString().includes('Portal ready')) resolve();
    });
  });
  // Awaited by `work`; this only keeps an exit before anyone awaits it from crashing the run.
  ready.catch(() => undefined);
  return { child, ready };
}

async function stopApi(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/**
 * Runs `work(api)` against an API process of its own on a fresh database
 * `portal_bench_<name>_<pid>`, then stops the API, drops the database and removes the temp folder,
 * also when `work` throws or the run is interrupted (SIGINT, SIGTERM).
 *
 * `api` is { base, databaseUrl, child, dir, ready }: `dir` is the run's temp folder (created
 * under `tempRoot`, default the system one; the API's DATA_DIR is `dir/data`), and `ready` settles
 * once the API has migrated, seeded and listens, so work that needs no API can overlap its start.
 * `dist` runs apps/api/dist/main.js instead of the sources via tsx; `nodeOptions` are flags for
 * the API's node (e.g. --max-old-space-size); `web` serves the built web app (`npm run build`).
 */
export async function withBenchApi(
  { name, dist = false, nodeOptions = [], tempRoot = os.tmpdir(), web = false },
  work,
) {
  if (!existsSync(path.join(root, 'apps/api/src/main.ts')))
    throw new Error('run from the repository');
  const database = `portal_bench_${name}_${process.pid}`;
  const dir = await mkdtemp(path.join(tempRoot, `portal-bench-${name}-`));
  const databaseUrl = withDatabase(adminUrl, database);
  let created = false;
  const cleanUp = async () => {
    if (created) await query(adminUrl, `drop database if exists ${database} with (force)`);
    await rm(dir, { recursive: true, force: true });
  };
  let child;
  const interrupted = () => {
    child?.kill('SIGTERM');
    void cleanUp()
      .catch(() => undefined)
      .finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted).once('SIGTERM', interrupted);
  try {
    await query(adminUrl, `create database ${database}`);
    created = true;
    const port = await freePort();
    const api = spawnApi({
      port,
      databaseUrl,
      dataDir: path.join(dir, 'data'),
      dist,
      nodeOptions,
      web,
    });
    child = api.child;
    return await work({ base: `http://127.0.0.1:${port}`, databaseUrl, dir, ...api });
  } finally {
    if (child) await stopApi(child);
    await cleanUp();
    process.off('SIGINT', interrupted).off('SIGTERM', interrupted);
  }
}

/** One GraphQL operation; throws on errors. `role` is sent as x-current-role. */
export async function graphql(base, text, variables, { token, role } = {}) {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(role ? { 'x-current-role': role } : {}),
    },
    body: JSON.stringify({ query: text, variables }),
  });
  const body = await response.json();
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/** Signs a demo user in (password Demo1234) and accepts the terms; returns the bearer token. */
export async function signIn(base, login, { role } = {}) {
  const data = await graphql(
    base,
    'mutation($l: String!, $p: String!) { login(loginData: { login: $l, password: $p }) { token } }',
    { l: login, p: 'Demo1234' },
    { role },
  );
  const token = data.login.token;
  await graphql(base, 'mutation { acceptTerms { id } }', {}, { token, role });
  return token;
}
