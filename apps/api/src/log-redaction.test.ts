import { encodePesel } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { serializeError, type SafeError } from './log-redaction.js';
import { createLogger } from './logger.js';
import { createTestDatabase, type TestDatabase } from './test/database.js';
import { graphql } from './test/graphql.js';
import { accountOf, patientInput, type Account } from './test/patient-calls.js';
import { testConfig } from './test/test-app.js';
import { buildBranch, REGISTER_TABLET } from './test/tablets.js';

/**
 * Issue 9, point 5 (ADR 0017): a failed query's parameters — a patient's name, PESEL, birth date,
 * phone, e-mail; a tablet's argon2 secret hash — never reach the log, whoever logs the error;
 * the log still says which statement and which constraint failed.
 */

const FIRST_NAME = 'Bożydara';
const LAST_NAME = 'Wiśniewska';
const BIRTH_DATE = '1982-03-14';
const PESEL = encodePesel(BIRTH_DATE, 471, 'Female');
const PHONE = '+48 600 700 800';
const EMAIL = 'anna@example.com';

let database: TestDatabase;
let app: FastifyInstance;
let technician: Account;
let admin: Account;
let lines: string[] = [];

/** Everything logged, as pino wrote it. */
const sink: DestinationStream = { write: (line: string) => void lines.push(line) };
const logged = () => lines.join('');

beforeAll(async () => {
  database = await createTestDatabase();
  const config = testConfig({ LOG_LEVEL: 'debug' });
  app = await buildApp({ config, db: database.db, logger: createLogger('debug', sink) });
  await app.ready();
  technician = await accountOf(database.db, 'Technician', config.sessionTtlMinutes);
  admin = await accountOf(database.db, 'Admin', config.sessionTtlMinutes);
  // Failures the services do not expect, in this file's own database only: every new contact
  // and every new tablet breaks a check constraint.
  await database.db.execute(
    sql`alter table contacts add constraint contacts_refused_by_test check (false) not valid`,
  );
  await database.db.execute(
    sql`alter table tablets add constraint tablets_refused_by_test check (false) not valid`,
  );
});
afterAll(async () => {
  await app?.close();
  await database?.drop();
});
beforeEach(() => {
  lines = [];
});

describe('a failed query run through the API', () => {
  it("logs which statement and constraint failed, without the patient's data", async () => {
    const response = await graphql(
      app,
      `
        mutation ($p: PatientInput!) {
          addPatient(newPatient: $p) {
            id
          }
        }
      `,
      {
        ...technician.options,
        variables: {
          p: patientInput({
            firstName: FIRST_NAME,
            lastName: LAST_NAME,
            birthDate: BIRTH_DATE,
            serial: 471,
            contact: { phoneNumbers: [PHONE], emailAddresses: [EMAIL] },
          }),
        },
      },
    );
    expect(response.errors?.[0]?.extensions.code).toBe('DATABASE_ERROR');

    const log = logged();
    expect(log).toContain('contacts_refused_by_test');
    expect(log).toContain('23514');
    expect(log).toContain('insert into \\"contacts\\"');
    for (const value of [PESEL, FIRST_NAME, LAST_NAME, BIRTH_DATE, PHONE, EMAIL]) {
      expect(log).not.toContain(value);
    }
  });

  it("logs a failed tablet registration without the secret's argon2 hash", async () => {
    const branch = await buildBranch(database.db);
    const response = await graphql(app, REGISTER_TABLET, {
      token: admin.options.token,
      variables: {
        newTablet: { name: 'Rejestracja 1', tabletId: 'TAB-LOG-1', branchId: String(branch.id) },
      },
    });
    expect(response.errors?.[0]?.extensions.code).toBe('DATABASE_ERROR');

    const log = logged();
    expect(log).toContain('tablets_refused_by_test');
    expect(log).not.toContain('$argon2');
    expect(log).not.toContain('TAB-LOG-1');
  });
});

describe('serializeError', () => {
  /** The error a query fails with, as the database and Drizzle report it. */
  async function failure(query: ReturnType<typeof sql>): Promise<unknown> {
    try {
      await database.db.execute(query);
    } catch (error) {
      return error;
    }
    throw new Error('the query did not fail');
  }

  it('drops the parameters of a failed query and keeps its SQL and SQLSTATE', async () => {
    const error = await failure(sql`select ${LAST_NAME}::int`);
    const text = JSON.stringify(serializeError(error));
    expect(String((error as Error).message)).toContain(LAST_NAME);
    expect(text).not.toContain(LAST_NAME);
    expect(text).toContain('select $1::int');
    expect(text).toContain('22P02');
  });

  it('drops a value PostgreSQL quotes in its message, even one containing quotes', async () => {
    const error = await failure(sql`select ${`Jan "${LAST_NAME}" Nowak`}::date`);
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain(LAST_NAME);
    expect(text).not.toContain('Nowak');
    expect(text).toContain('invalid input syntax for type date');
  });

  it("drops PostgreSQL's detail of a duplicate key and keeps the constraint's name", async () => {
    await database.db.execute(
      sql`create temporary table log_probe (pesel text constraint log_probe_pesel unique)`,
    );
    await database.db.execute(sql`insert into log_probe values (${PESEL})`);
    const error = await failure(sql`insert into log_probe values (${PESEL})`);
    const text = JSON.stringify(serializeError(error));
    expect(text).not.toContain(PESEL);
    expect(text).toContain('duplicate key value violates unique constraint \\"log_probe_pesel\\"');
    expect(text).toContain('"constraint":"log_probe_pesel"');
  });

  it('keeps the kind, message and stack of an ordinary error', () => {
    const error = Object.assign(new Error('Unknown queue "mail"'), { code: 'E_QUEUE' });
    const safe = serializeError(error) as SafeError;
    expect(safe).toMatchObject({ type: 'Error', message: 'Unknown queue "mail"', code: 'E_QUEUE' });
    expect(safe.stack).toMatch(/^Error: Unknown queue "mail"\n\s+at /);
  });

  it('keeps only the kind of a thrown non-error', () => {
    expect(serializeError(`${LAST_NAME} ${PESEL}`)).toBe('[string]');
  });
});

describe('the logger', () => {
  it("replaces an error's message used as the line's text (as Fastify logs errors)", async () => {
    const error = (await database.db
      .execute(sql`select ${PESEL}::int`)
      .catch((e: unknown) => e)) as Error;
    const logger = createLogger('info', sink);
    logger.error({ err: error }, error.message);
    logger.error(error);
    logger.warn(`wrapped: ${error.message}`);
    const log = logged();
    expect(log).not.toContain(PESEL);
    expect(log).toContain('Failed query: select $1::int');
  });
});
