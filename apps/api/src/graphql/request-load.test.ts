import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createLogger } from '../logger.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { buildUser } from '../test/factories.js';
import { errorCode, graphql, signIn } from '../test/graphql.js';
import { eventually, portOf, subscribe } from '../test/subscriptions.js';
import { testConfig } from '../test/test-app.js';
import { MAX_ALIASES } from './alias-limit.js';

/**
 * Issue 9 §4: cheap aliases must not stall the server for everyone. Each app here has a pool of
 * its own, so the test can count what reached the database.
 */
let database: TestDatabase;
let counted: DatabaseHandle;
let app: FastifyInstance;
/** Statements stop after 300 ms. */
let impatient: { handle: DatabaseHandle; app: FastifyInstance };
/** Connections taken from `counted`'s pool: every statement or transaction takes one. */
let acquired = 0;
let registration: string;
let admin: string;

async function appOn(handle: DatabaseHandle): Promise<FastifyInstance> {
  const config = testConfig();
  const built = await buildApp({ config, db: handle.db, logger: createLogger(config.logLevel) });
  await built.ready();
  return built;
}

beforeAll(async () => {
  database = await createTestDatabase();
  counted = openDatabase(database.url, { max: 5 });
  counted.pool.on('acquire', () => acquired++);
  app = await appOn(counted);
  const slowHandle = openDatabase(database.url, { max: 2, statementTimeoutMs: 300 });
  impatient = { handle: slowHandle, app: await appOn(slowHandle) };
  registration = await signIn(
    app,
    (await buildUser(database.db, { roles: ['Registration'] })).login,
  );
  admin = await signIn(app, (await buildUser(database.db)).login);
});
afterAll(async () => {
  await Promise.all([app?.close(), impatient?.app.close()]);
  await Promise.all([counted?.pool.end(), impatient?.handle.pool.end()]);
  await database?.drop();
});

const aliases = (count: number, field: string) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join(' ')} }`;
const THOUSAND_COUNTS = aliases(1000, 'patients { total }');

describe('a request that would run many statements', () => {
  it('is refused before any SQL runs: 1,000 aliased patients { total }', async () => {
    acquired = 0;
    const response = await graphql(app, THOUSAND_COUNTS, { token: registration, lang: 'en' });
    expect(response.status).toBe(400);
    expect(response.data).toBeNull();
    expect(errorCode(response)).toBe('QUERY_TOO_COMPLEX');
    expect(response.errors?.map((error) => error.message)).toEqual(
      expect.arrayContaining([
        'The query is too complex.',
        `The query uses too many field aliases (at most ${MAX_ALIASES}).`,
      ]),
    );
    // Not even the session was looked up.
    expect(acquired).toBe(0);
  });

  it('adds no database work while another user’s currentUser is answered', async () => {
    acquired = 0;
    const alone = await graphql(app, '{ currentUser { id } }', { token: admin });
    expect(alone.errors).toBeUndefined();
    const currentUserAlone = acquired;

    acquired = 0;
    const [mine, ...heavy] = await Promise.all([
      graphql(app, '{ currentUser { id } }', { token: admin }),
      ...Array.from({ length: 10 }, () => graphql(app, THOUSAND_COUNTS, { token: registration })),
    ]);
    expect(mine.errors).toBeUndefined();
    expect(mine.data).toEqual(alone.data);
    for (const response of heavy) expect(errorCode(response)).toBe('QUERY_TOO_COMPLEX');
    expect(acquired).toBeLessThanOrEqual(currentUserAlone);
  });

  it('weighs a counted list: nine aliased patient pages run, ten exceed the default cost', async () => {
    // 515 each (500 for the list and its count, 15 × 1 for `total`): 4,635 and 5,150 of 5,000.
    // Counted at 1 per field, as before, the ten cost 20.
    const pages = (count: number) => aliases(count, 'patients(pagination: { take: 15 }) { total }');
    const nine = await graphql(app, pages(9), { token: registration });
    expect(nine.errors).toBeUndefined();
    expect(Object.keys(nine.data ?? {})).toHaveLength(9);

    acquired = 0;
    const ten = await graphql(app, pages(10), { token: registration, lang: 'pl' });
    expect(ten.status).toBe(400);
    expect(errorCode(ten)).toBe('QUERY_TOO_COMPLEX');
    expect(ten.errors?.[0]?.message).toBe('Zapytanie jest zbyt złożone.');
    expect(acquired).toBe(0);
  });
});

describe('aliases', () => {
  it(`runs ${MAX_ALIASES} aliases of a field that reads no table`, async () => {
    const response = await graphql(app, aliases(MAX_ALIASES, 'appInfo { version }'));
    expect(response.errors).toBeUndefined();
    expect(Object.keys(response.data ?? {})).toHaveLength(MAX_ALIASES);
  });

  it.each([
    ['pl', `Zapytanie zawiera zbyt wiele aliasów pól (najwyżej ${MAX_ALIASES}).`],
    ['en', `The query uses too many field aliases (at most ${MAX_ALIASES}).`],
    ['ua', `Запит містить забагато псевдонімів полів (не більше ${MAX_ALIASES}).`],
  ])('refuses one more, in %s', async (lang, message) => {
    const response = await graphql(app, aliases(MAX_ALIASES + 1, 'appInfo { version }'), { lang });
    expect(response.status).toBe(400);
    expect(response.data).toBeNull();
    expect(errorCode(response)).toBe('QUERY_TOO_COMPLEX');
    expect(response.errors?.[0]?.message).toBe(message);
  });
});

describe('statement timeout', () => {
  it('stops a statement that waits too long and answers QUERY_TIMEOUT in the caller’s language', async () => {
    const token = await signIn(impatient.app, (await buildUser(database.db)).login);
    const blocker = new pg.Client({ connectionString: database.url });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table patients, patient_count in access exclusive mode');
      for (const [lang, message] of [
        [
          'pl',
          'Wykonanie zapytania trwało zbyt długo i zostało przerwane. Zawęź wyszukiwanie lub spróbuj ponownie za chwilę.',
        ],
        [
          'en',
          'The request took too long and was stopped. Narrow the search or try again in a moment.',
        ],
      ] as const) {
        const response = await graphql(impatient.app, '{ patients { total } }', { token, lang });
        expect(errorCode(response), lang).toBe('QUERY_TIMEOUT');
        expect(response.errors?.[0]?.message, lang).toBe(message);
      }
    } finally {
      await blocker.query('rollback');
      await blocker.end();
    }
    // The pool's connections are fine afterwards.
    const after = await graphql(impatient.app, '{ patients { total } }', { token });
    expect(after.errors).toBeUndefined();
    expect(after.data).toEqual({ patients: { total: 0 } });
  });
});

describe('subscriptions get the same limits', () => {
  it('refuses a subscription over the alias or cost limit, and an unknown field', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = portOf(app);
    const contacts = `subscription { currentUserUpdated { ${Array.from(
      { length: MAX_ALIASES + 1 },
      (_, i) => `c${i}: contact { id }`,
    ).join(' ')} } }`;
    for (const [query, code] of [
      [contacts, 'QUERY_TOO_COMPLEX'],
      ['subscription { currentUserUpdated { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
    ] as const) {
      const subscription = subscribe(port, query, { token: admin, lang: 'en' });
      try {
        await eventually(() => subscription.errors.length > 0, `the refusal of ${query}`);
      } finally {
        await subscription.dispose();
      }
      expect(subscription.errors[0]?.extensions.code, query).toBe(code);
    }
  });
});
