import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { createLogger } from '../logger.js';
import { Jobs } from '../platform/jobs/jobs.js';
import { graphql } from '../test/graphql.js';
import { eventually, portOf, subscribe } from '../test/subscriptions.js';
import { accountOf, patientInput, type Account } from '../test/patient-calls.js';
import { testConfig } from '../test/test-app.js';
import { openDatabase, type DatabaseHandle } from './client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './embedded.js';
import { runMigrations } from './migrate.js';
import { patients } from './schema/index.js';
import { ensureAppConfig } from './seed/app-config.js';

/**
 * Issue 9, point 1 (ADR 0017): the database goes away and comes back while the API runs. This file
 * starts a PostgreSQL of its own (embedded, in a temporary folder) so it may stop and kill it.
 */

const ADD = `mutation Add($patient: PatientInput!) { addPatient(newPatient: $patient) { id } }`;
const PROBE_QUEUE = 'outage-probe';
const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined };

let dataDir: string;
let embedded: EmbeddedDatabase;
let port: number;
let database: DatabaseHandle;
let jobs: Jobs;
let app: FastifyInstance;
let technician: Account;
let admin: Account;
const probesRun: string[] = [];
/** What the job runner logged, as pino wrote it. */
const jobsLog: string[] = [];
const jobsLogged = (text: string) => jobsLog.filter((line) => line.includes(text)).length;
const acknowledged: string[] = [];
let serial = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'portal-db-restart-'));
  // As root, PostgreSQL runs as the `postgres` OS user, which must be able to enter it.
  await chmod(dataDir, 0o755);
  embedded = await startEmbeddedPostgres(dataDir, quiet);
  port = Number(new URL(embedded.url).port);
  database = openDatabase(embedded.url, { max: 5 });
  await runMigrations(database);
  await ensureAppConfig(database.db);

  const config = testConfig();
  const logger = createLogger(config.logLevel);
  jobs = new Jobs({
    connectionString: embedded.url,
    logger: createLogger('info', { write: (line: string) => void jobsLog.push(line) }),
    pollingIntervalSeconds: 0.5,
    keepFailedDays: 1,
    stopTimeoutMs: 2_000,
  });
  app = await buildApp({ config, db: database.db, logger, jobs });
  jobs.define<{ probe: string }>({
    queue: PROBE_QUEUE,
    retryLimit: 0,
    retryDelaySeconds: 1,
    expireInSeconds: 60,
    handler: ({ data }) => {
      probesRun.push(data.probe);
      return Promise.resolve();
    },
  });
  await jobs.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  technician = await accountOf(database.db, 'Technician', config.sessionTtlMinutes);
  admin = await accountOf(database.db, 'Admin', config.sessionTtlMinutes);
}, 60_000);

afterAll(async () => {
  await app?.close();
  await jobs?.stop();
  await database?.pool.end();
  await embedded?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

function add(lang = 'pl') {
  serial += 1;
  const patient = patientInput({ lastName: 'Restart', birthDate: '1975-06-20', serial });
  return graphql<{ addPatient: { id: string } }>(app, ADD, {
    ...technician.options,
    lang,
    variables: { patient },
  });
}

/** Adds a patient and remembers its id: a write the API acknowledged. */
async function addAcknowledged(): Promise<void> {
  const response = await add();
  expect(response.errors).toBeUndefined();
  acknowledged.push(response.data!.addPatient.id);
}

async function expectAcknowledgedStored(): Promise<void> {
  const rows = await database.db
    .select({ id: patients.id })
    .from(patients)
    .where(inArray(patients.id, acknowledged.map(Number)));
  expect(rows.map((row) => String(row.id)).sort()).toEqual([...acknowledged].sort());
}

async function expectProbeRuns(probe: string): Promise<void> {
  await jobs.send(PROBE_QUEUE, { probe });
  await vi.waitFor(() => expect(probesRun).toContain(probe), { timeout: 15_000, interval: 100 });
}

it('answers DATABASE_UNAVAILABLE while the database is stopped and recovers when it is back', async () => {
  await addAcknowledged();
  await addAcknowledged();
  await expectProbeRuns('before the outage');

  await embedded.stop();

  // Whether the session comes from the cache or its lookup meets the missing database first,
  // the answer is the same: a transaction's failed connect is an outage too.
  const polish = await add('pl');
  expect(polish.status).toBe(503);
  expect(polish.errors?.[0]).toMatchObject({
    message: 'Baza danych jest chwilowo niedostępna. Spróbuj ponownie za chwilę.',
    extensions: { code: 'DATABASE_UNAVAILABLE' },
  });
  const english = await add('en');
  expect(english.errors?.[0]?.message).toBe(translate('en', 'errors.databaseUnavailable'));

  const health = await app.inject({ method: 'GET', url: '/healthz' });
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'unavailable', database: 'down' });

  // A plain HTTP route: 503 with the same code, not Fastify's 500 with the failed query.
  const csv = await app.inject({
    method: 'GET',
    url: '/api/audit-log.csv',
    headers: { authorization: `Bearer ${admin.options.token}`, 'accept-language': 'pl' },
  });
  expect(csv.statusCode).toBe(503);
  expect(csv.headers['retry-after']).toBeDefined();
  expect(csv.json()).toEqual({
    code: 'DATABASE_UNAVAILABLE',
    message: translate('pl', 'errors.databaseUnavailable'),
  });

  // A live-update socket opened meanwhile is closed as a server error the web retries (1011),
  // not as a refused session (4403), after which it would stop reconnecting.
  const socket = subscribe(portOf(app), 'subscription { currentUserUpdated { id } }', {
    token: technician.options.token,
  });
  await eventually(() => socket.closed !== null, 'the socket to close');
  expect(socket.closed?.code).toBe(1011);
  await socket.dispose();

  // Every worker's poll fails meanwhile: the job runner says so once, not once per poll.
  await vi.waitFor(() => expect(jobsLogged('cannot reach the database')).toBe(1), {
    timeout: 5_000,
    interval: 50,
  });

  // Same folder, port and password: the pool's URL is valid again.
  embedded = await startEmbeddedPostgres(dataDir, quiet, port);

  await vi.waitFor(addAcknowledged, { timeout: 10_000, interval: 100 });
  const healthy = await app.inject({ method: 'GET', url: '/healthz' });
  expect(healthy.json()).toEqual({ status: 'ok', database: 'up' });
  await expectAcknowledgedStored();
  await expectProbeRuns('after the outage');
  expect(jobsLogged('cannot reach the database')).toBe(1);
  expect(jobsLogged('job queue error')).toBe(0);
}, 60_000);

it('restarts an embedded PostgreSQL whose server process was killed, keeping committed writes', async () => {
  await addAcknowledged();
  const killed = embedded.pid;
  expect(killed).toEqual(expect.any(Number));

  process.kill(killed!, 'SIGKILL');

  await vi.waitFor(() => expect(embedded.pid).not.toBe(killed), { timeout: 5_000, interval: 50 });
  await vi.waitFor(() => expect(embedded.pid).toEqual(expect.any(Number)), {
    timeout: 30_000,
    interval: 100,
  });
  await vi.waitFor(addAcknowledged, { timeout: 10_000, interval: 100 });
  await expectAcknowledgedStored();
  await expectProbeRuns('after the restart');
}, 60_000);
