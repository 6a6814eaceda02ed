import { translate } from '@portal/domain';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { patients } from './schema/index.js';
import { graphql, type GraphQLResponse } from '../test/graphql.js';
import { accountOf, patientInput, type Account } from '../test/patient-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 9, point 1 (ADR 0017): the server cuts every connection of the API's pool while writes
 * are running. The API stays up, the requests caught mid-way answer DATABASE_UNAVAILABLE (never
 * an internal error), the next ones succeed on new connections, and every write that was
 * acknowledged is in the database.
 */

const ADD = `mutation Add($patient: PatientInput!) { addPatient(newPatient: $patient) { id } }`;
const WORKERS = 8;
/** Acknowledged writes before the cut, and after it, that make the run conclusive. */
const BEFORE_CUT = 12;
const AFTER_CUT = 12;

let t: TestApp;
let technician: Account;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  technician = await accountOf(t.database.db, 'Technician', t.config.sessionTtlMinutes);
});
afterAll(async () => {
  await t?.close();
});

/** A patient no other call of this file adds: the PESEL's serial and birth day follow a counter. */
function nextPatient(): Record<string, unknown> {
  serial += 1;
  const birthDate = `1970-01-${String(1 + Math.floor(serial / 1000)).padStart(2, '0')}`;
  return patientInput({
    firstName: 'Obciążenie',
    // Names take letters only: the counter's digits become letters.
    lastName: `Zapis ${[...String(serial)].map((digit) => 'abcdefghij'[Number(digit)]).join('')}`,
    birthDate,
    serial: serial % 1000,
  });
}

function add(): Promise<GraphQLResponse<{ addPatient: { id: string } }>> {
  return graphql<{ addPatient: { id: string } }>(t.app, ADD, {
    ...technician.options,
    variables: { patient: nextPatient() },
  });
}

/** Ends every backend the API's pool holds, from a connection of its own (as an operator would). */
async function terminatePoolBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: t.database.url, application_name: 'outage' });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ terminated: string }>(
      `select count(*) filter (where pg_terminate_backend(pid)) as terminated
         from pg_stat_activity
        where datname = current_database() and application_name = 'radiology-portal'`,
    );
    return Number(rows[0]!.terminated);
  } finally {
    await admin.end();
  }
}

it('survives every pool connection being terminated mid-load and keeps every acknowledged write', async () => {
  const acknowledged: string[] = [];
  const failures: { status: number; code: string | undefined; message: string | undefined }[] = [];
  let acknowledgedAtCut: number | null = null;
  let terminated = 0;
  const cut: Promise<void>[] = [];

  const worker = async () => {
    while (acknowledgedAtCut === null || acknowledged.length < acknowledgedAtCut + AFTER_CUT) {
      const response = await add();
      if (response.data?.addPatient) acknowledged.push(response.data.addPatient.id);
      else {
        const error = response.errors?.[0];
        failures.push({
          status: response.status,
          code: error?.extensions.code,
          message: error?.message,
        });
      }
      if (acknowledged.length >= BEFORE_CUT && cut.length === 0) {
        acknowledgedAtCut = acknowledged.length;
        // The other workers' requests are in flight meanwhile, some inside their transaction.
        cut.push(
          terminatePoolBackends().then((count) => {
            terminated = count;
          }),
        );
      }
      if (failures.length > 50)
        throw new Error(`the API does not recover: ${JSON.stringify(failures.at(-1))}`);
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await Promise.all(cut);

  expect(terminated).toBeGreaterThan(0);
  // Caught mid-way: a clear, localized 503 — never INTERNAL_SERVER_ERROR.
  for (const failure of failures) {
    expect(failure).toEqual({
      status: 503,
      code: 'DATABASE_UNAVAILABLE',
      message: translate('pl', 'errors.databaseUnavailable'),
    });
  }
  // No connection is still lent out: one a failed request never gave back would be lost for good.
  expect(t.database.pool.totalCount).toBe(t.database.pool.idleCount);
  // The same app answers again: no rebuild, no restart.
  expect(acknowledged.length).toBeGreaterThanOrEqual(BEFORE_CUT + AFTER_CUT);
  const stored = await t.database.db
    .select({ id: patients.id })
    .from(patients)
    .where(inArray(patients.id, acknowledged.map(Number)));
  expect(stored.map((row) => String(row.id)).sort()).toEqual([...acknowledged].sort());
  const health = await t.app.inject({ method: 'GET', url: '/healthz' });
  expect(health.json()).toEqual({ status: 'ok', database: 'up' });
}, 30_000);

it('gives a connection lost while lent out back to the pool, which discards it', async () => {
  const { pool } = t.database;
  const client = await pool.connect();
  const lost = new Promise<Error>((resolve) => client.once('error', resolve));
  const before = pool.totalCount;
  const admin = new pg.Client({ connectionString: t.database.url, application_name: 'outage' });
  await admin.connect();
  const pid = (client as unknown as { processID: number }).processID;
  await admin.query('select pg_terminate_backend($1)', [pid]);
  await admin.end();

  // It died while lent out (pg-pool itself no longer listens to it then).
  expect((await lost).message).toMatch(/terminat/);
  // Whoever borrowed it (Drizzle's transaction when BEGIN fails) may never release it.
  expect(pool.totalCount).toBe(before - 1);
  expect(() => client.release()).not.toThrow();
  await expect(t.database.db.execute(sql`select 1`)).resolves.toBeDefined();
});
