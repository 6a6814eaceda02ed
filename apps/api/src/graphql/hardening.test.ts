import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../test/database.js';
import { buildUser } from '../test/factories.js';
import { errorCode, graphql, signIn } from '../test/graphql.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let database: TestDatabase;
/** Default limits, NODE_ENV=development. */
let development: TestApp;
/** NODE_ENV=production. */
let production: TestApp;
/** Small limits, so ordinary queries can cross them. */
let limited: TestApp;

beforeAll(async () => {
  database = await createTestDatabase();
  development = await createTestApp({ NODE_ENV: 'development' }, database);
  production = await createTestApp({ NODE_ENV: 'production' }, database);
  limited = await createTestApp({ GRAPHQL_MAX_DEPTH: '2', GRAPHQL_MAX_COST: '200' }, database);
});
afterAll(async () => {
  await Promise.all([development?.close(), production?.close(), limited?.close()]);
  await database?.drop();
});

const DEEP = '{ currentUser { branches { devices { name } } } }';
/** Costs 130: the user (10), their branches (10, counted as 10) and each one's devices (10 + 1). */
const DEEP_COST = 10 + 10 + 10 * (10 + 1);
/** `tablets { id }` costs 40 (20, and 20 tablets counted of 1 each); only two levels deep. */
const tablets = (count: number) =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: tablets { id }`).join(' ')} }`;
/** 240, over a limit of 200. */
const COSTLY = tablets(6);
const INTROSPECTION = '{ __schema { queryType { name } } }';

describe('query depth limit', () => {
  it('refuses a query nested deeper than GRAPHQL_MAX_DEPTH, in the caller’s language', async () => {
    expect(DEEP_COST).toBeLessThanOrEqual(limited.config.graphql.maxCost);
    const en = await graphql(limited.app, DEEP, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.data).toBeNull();
    expect(errorCode(en)).toBe('QUERY_TOO_DEEP');
    expect(en.errors?.[0]?.message).toBe('The query is nested too deeply.');

    const pl = await graphql(limited.app, DEEP, { lang: 'pl' });
    expect(errorCode(pl)).toBe('QUERY_TOO_DEEP');
    expect(pl.errors?.[0]?.message).toBe('Zapytanie jest zbyt głęboko zagnieżdżone.');
  });

  it('refuses a deep query before looking at the session', async () => {
    const response = await graphql(limited.app, DEEP, { token: 'x'.repeat(43) });
    expect(errorCode(response)).toBe('QUERY_TOO_DEEP');
  });

  it('lets the same query through under the default limit', async () => {
    const user = await buildUser(database.db);
    const token = await signIn(development.app, user.login);
    const response = await graphql(development.app, DEEP, { token });
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ currentUser: { branches: [] } });
  });
});

describe('query cost limit', () => {
  it('refuses a query that costs more than GRAPHQL_MAX_COST, in the caller’s language', async () => {
    const en = await graphql(limited.app, COSTLY, { lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.data).toBeNull();
    expect(errorCode(en)).toBe('QUERY_TOO_COMPLEX');
    expect(en.errors?.[0]?.message).toBe('The query is too complex.');
    const pl = await graphql(limited.app, COSTLY, { lang: 'pl' });
    expect(pl.errors?.[0]?.message).toBe('Zapytanie jest zbyt złożone.');
  });

  it('runs a query just under the limit', async () => {
    // Signing in (1,000: a password hash) is over this limit; the session is shared.
    const token = await signIn(development.app, (await buildUser(database.db)).login);
    const response = await graphql(limited.app, tablets(5), { token });
    expect(response.errors).toBeUndefined();
    expect(Object.keys(response.data ?? {})).toHaveLength(5);
  });
});

describe('introspection', () => {
  it('works in development', async () => {
    const response = await graphql(development.app, INTROSPECTION);
    expect(response.errors).toBeUndefined();
    expect(response.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  it('is refused in production', async () => {
    for (const query of [INTROSPECTION, '{ __type(name: "User") { name } }']) {
      const response = await graphql(production.app, query);
      expect(response.status, query).toBe(400);
      expect(response.data, query).toBeNull();
      expect(errorCode(response), query).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });

  it('still answers ordinary queries in production', async () => {
    const response = await graphql<{ appInfo: { version: string } }>(
      production.app,
      '{ appInfo { version } }',
    );
    expect(response.errors).toBeUndefined();
    expect(response.data?.appInfo.version).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('suggestions of field names', () => {
  const MISTYPED = '{ patientz { total } }';
  const WRONG_FILTER = 'query List($where: PatientsWhere) { patients(where: $where) { total } }';

  it('help in development', async () => {
    const response = await graphql(development.app, MISTYPED);
    expect(response.errors?.[0]?.message).toBe(
      'Cannot query field "patientz" on type "Query". Did you mean "patient" or "patients"?',
    );
  });

  it('are left out in production, of documents and of variables alike', async () => {
    const mistyped = await graphql(production.app, MISTYPED);
    expect(mistyped.status).toBe(400);
    expect(errorCode(mistyped)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(mistyped.errors?.[0]?.message).toBe('Cannot query field "patientz" on type "Query".');

    const filter = await graphql(production.app, WRONG_FILTER, {
      variables: { where: { nam: 'Kowalski' } },
    });
    expect(errorCode(filter)).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(filter.errors?.[0]?.message).toContain('Field "nam" is not defined');
    for (const response of [mistyped, filter]) {
      expect(JSON.stringify(response.errors)).not.toMatch(/Did you mean|"name"|"patients?"/);
    }
  });
});

describe('invalid documents', () => {
  it.each([
    ['an unknown field', '{ nope }'],
    ['a syntax error', '{ appInfo { version }'],
    ['two anonymous operations', '{ appInfo { version } } { appInfo { commit } }'],
  ])('answers %s with 400 GRAPHQL_VALIDATION_FAILED', async (_what, query) => {
    const response = await graphql(development.app, query);
    expect(response.status).toBe(400);
    expect(response.data).toBeNull();
    expect(response.errors?.length).toBeGreaterThan(0);
    for (const error of response.errors ?? []) {
      expect(error.extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe('error messages follow Accept-Language', () => {
  const SIGNED_OUT = '{ currentUser { id } }';

  it.each([
    [undefined, 'Sesja jest nieważna. Zaloguj się ponownie.'],
    ['pl', 'Sesja jest nieważna. Zaloguj się ponownie.'],
    ['en', 'Session invalid. Please log in again.'],
    ['en-GB,en;q=0.9', 'Session invalid. Please log in again.'],
    ['ua', 'Сеанс недійсний. Увійдіть знову.'],
    ['uk', 'Сеанс недійсний. Увійдіть знову.'],
    ['uk-UA,uk;q=0.9,en;q=0.8', 'Сеанс недійсний. Увійдіть знову.'],
    ['de-DE, en;q=0.5', 'Session invalid. Please log in again.'],
    ['de', 'Sesja jest nieważna. Zaloguj się ponownie.'],
  ])('Accept-Language %s', async (lang, message) => {
    const response = await graphql(development.app, SIGNED_OUT, lang ? { lang } : {});
    expect(errorCode(response)).toBe('UNAUTHENTICATED');
    expect(response.errors?.[0]?.message).toBe(message);
  });
});

describe('bearer tokens', () => {
  it('answers an invalid bearer token with UNAUTHENTICATED and HTTP 401', async () => {
    for (const authorization of [
      'Bearer x',
      `Bearer ${'A'.repeat(43)}`,
      'Basic dXNlcjpwYXNz',
      'Bearer <script>',
    ]) {
      const response = await graphql(development.app, '{ currentUser { id } }', {
        headers: { authorization },
      });
      expect(response.status, authorization).toBe(401);
      expect(errorCode(response), authorization).toBe('UNAUTHENTICATED');
      expect(response.data, authorization).toBeNull();
    }
  });

  it('answers an expired session with the message "jwt expired" in every language', async () => {
    const user = await buildUser(database.db);
    const token = await signIn(development.app, user.login);
    await database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, user.id));
    for (const lang of ['pl', 'en', 'ua']) {
      const response = await graphql(development.app, '{ currentUser { id } }', { token, lang });
      expect(response.status, lang).toBe(401);
      expect(errorCode(response), lang).toBe('TOKEN_EXPIRED');
      expect(response.errors?.[0]?.message, lang).toBe('jwt expired');
    }
  });
});
