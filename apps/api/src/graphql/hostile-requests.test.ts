import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { buildUser } from '../test/factories.js';
import { patientInput } from '../test/patient-calls.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Requests that are not GraphQL requests, and hostile text where no schema of a resolver would
 * see it (hostile-text-guard.ts). Before the guard, `{"query":123}` crashed the validator
 * (INTERNAL_SERVER_ERROR) and a NUL in any argument reached PostgreSQL (DATABASE_ERROR).
 */

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await buildUser(t.database.db, { roles: ['Admin'] });
  adminToken = (await createSession(t.database.db, admin.id, t.config.sessionTtlMinutes)).token;
});
afterAll(() => t?.close());

interface Answer {
  status: number;
  codes: string[];
  messages: string[];
  body: { data?: unknown; errors?: { message: string; extensions: Record<string, unknown> }[] };
}

async function post(payload: string, lang = 'pl', token?: string): Promise<Answer> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'accept-language': lang,
      ...(token ? { authorization: `Bearer ${token}`, 'x-current-role': 'Admin' } : {}),
    },
    payload,
  });
  return answerOf(response.statusCode, response.body);
}

async function get(query: Record<string, string>): Promise<Answer> {
  const response = await t.app.inject({ method: 'GET', url: '/graphql', query });
  return answerOf(response.statusCode, response.body);
}

function answerOf(status: number, text: string): Answer {
  const body = JSON.parse(text) as Answer['body'];
  return {
    status,
    codes: (body.errors ?? []).map((error) => String(error.extensions.code)),
    messages: (body.errors ?? []).map((error) => error.message),
    body,
  };
}

const BAD_REQUEST = {
  status: 400,
  codes: ['BAD_REQUEST'],
  messages: ['Żądanie jest nieprawidłowe.'],
};

describe('a body that is not a GraphQL request', () => {
  it('answers {"query":123} with 400 BAD_REQUEST, localized', async () => {
    expect(await post('{"query":123}')).toMatchObject(BAD_REQUEST);
    expect(await post('{"query":123}', 'en')).toMatchObject({
      status: 400,
      codes: ['BAD_REQUEST'],
      messages: ['The request is malformed.'],
    });
  });

  it.each([
    ['a number as text', '{"query":"123"}'],
    ['an empty JSON object as text', '{"query":"{}"}'],
    ['a JSON list as text', '{"query":"[1, 2]"}'],
    ['a JSON document tree', JSON.stringify({ query: JSON.stringify({ kind: 'Document' }) })],
    [
      'a JSON document tree with definitions',
      JSON.stringify({
        query: JSON.stringify({ kind: 'Document', definitions: [{ kind: 'OperationDefinition' }] }),
      }),
    ],
    ['true as the query', '{"query":true}'],
    ['variables that are a number', '{"query":"{ appInfo { version } }","variables":5}'],
  ])('answers %s with 400 BAD_REQUEST', async (_what, payload) => {
    expect(await post(payload)).toMatchObject(BAD_REQUEST);
  });

  it.each([['5'], ['"x"'], ['[1]'], ['true']])(
    'answers GET variables=%s with 400 BAD_REQUEST',
    async (variables) => {
      expect(await get({ query: '{ appInfo { version } }', variables })).toMatchObject(BAD_REQUEST);
    },
  );

  it('still answers a real query, by POST and by GET', async () => {
    const posted = await post('{"query":"{ appInfo { version } }","variables":null}');
    expect(posted.status).toBe(200);
    expect(posted.codes).toEqual([]);
    const fetched = await get({ query: '{ appInfo { version } }', variables: '{}' });
    expect(fetched.codes).toEqual([]);
  });
});

describe('text no column can store, wherever it is', () => {
  const FORBIDDEN = 'Tekst zawiera niedozwolone znaki';

  it('refuses a NUL written into the document itself, naming the argument', async () => {
    const query = `mutation { addPatient(newPatient: { registrationDate: "2026-01-15", ssnIsPesel: false,
      contact: { firstName: "M\\u0000", lastName: "Nowak", ssn: "NUL1", gender: Female, birthDate: "1990-01-01" } }) { id } }`;
    const answer = await post(JSON.stringify({ query }), 'pl', adminToken);
    expect(answer).toMatchObject({ codes: ['BAD_USER_INPUT'], messages: [FORBIDDEN] });
    expect(answer.body.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'newPatient.contact.firstName', message: FORBIDDEN },
    ]);
  });

  it('refuses one in a variable, with its path, in the caller’s language', async () => {
    const patient = patientInput({ ssnIsPesel: false, contact: { ssn: 'NUL2' } });
    (patient.contact as Record<string, unknown>).addresses = [
      { street: 'Polna 1', postalCode: '00-001', city: 'Łódź\u0000', country: 'PL' },
    ];
    const query = 'mutation($p: PatientInput!) { addPatient(newPatient: $p) { id } }';
    const answer = await post(
      JSON.stringify({ query, variables: { p: patient } }),
      'ua',
      adminToken,
    );
    expect(answer.codes).toEqual(['BAD_USER_INPUT']);
    expect(answer.body.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'p.contact.addresses.0.city', message: 'Текст містить недозволені символи' },
    ]);
  });

  it('refuses a lone surrogate sent to the anonymous tabletSignIn', async () => {
    const query =
      'mutation($id: String!, $s: String!) { tabletSignIn(clientId: $id, clientSecret: $s) { token } }';
    const payload = `{"query":${JSON.stringify(query)},"variables":{"id":"a\\ud800","s":"x"}}`;
    expect(await post(payload)).toMatchObject({
      status: 200,
      codes: ['BAD_USER_INPUT'],
      messages: [FORBIDDEN],
    });
  });

  it('refuses NUL and other hidden characters in the audit trail export’s filter (not GraphQL)', async () => {
    for (const action of ['%00', 'a%1Bb', 'a%E2%80%AEb']) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/audit-log.csv?action=${action}`,
        headers: { authorization: `Bearer ${adminToken}`, 'x-current-role': 'Admin' },
      });
      expect(response.statusCode, action).toBe(400);
      expect(response.json(), action).toMatchObject({ code: 'BAD_USER_INPUT' });
    }
  });

  it('reads variables nested ten thousand levels deep without a stack overflow', async () => {
    // Written out by hand: JSON.stringify itself would overflow on such a value.
    const deep = `${'['.repeat(10_000)}"x\\u0000"${']'.repeat(10_000)}`;
    // Declared, the variable is refused by graphql-js (a list is no String); undeclared, only the
    // guard reads it, to the bottom.
    const declared = 'query($x: String) { appInfo { version } }';
    const refused = await post(`{"query":${JSON.stringify(declared)},"variables":{"x":${deep}}}`);
    expect(refused).toMatchObject({ status: 400, codes: ['GRAPHQL_VALIDATION_FAILED'] });
    const undeclared = '{ appInfo { version } }';
    const read = await post(`{"query":${JSON.stringify(undeclared)},"variables":{"x":${deep}}}`);
    expect(read).toMatchObject({ status: 200, codes: ['BAD_USER_INPUT'], messages: [FORBIDDEN] });
  });
});
