import { MESSAGES } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { buildPatient, buildUser, TEST_PASSWORD } from '../test/factories.js';
import { graphql, type GraphQLResponse } from '../test/graphql.js';
import { patientInput } from '../test/patient-calls.js';
import {
  buildBranch,
  pairTablet,
  registerTablet,
  signatureDataUrl,
  type Registration,
} from '../test/tablets.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { listOperations, type OperationDeclaration } from './operation-policy.js';
import { buildPortalSchema, portalResolvers } from './schema.js';

/**
 * The fuzz run of issue 9: every query and mutation of the schema that takes arguments — listed
 * from the built schema, so an operation added tomorrow is fuzzed too — gets a table of hostile
 * values in each of its argument paths, one at a time, from the caller it is meant for (an Admin,
 * a paired tablet, or nobody for the public ones). Whatever comes back, never a 5xx, never
 * INTERNAL_SERVER_ERROR or DATABASE_ERROR, and every message from our catalogue. Text no column can
 * store (NUL, a lone surrogate) is BAD_USER_INPUT 'Tekst zawiera niedozwolone znaki' everywhere.
 * At the end, no text column of the database holds a hidden or control character.
 */

type Path = (string | number)[];
type Variables = Record<string, unknown>;

const schema = buildPortalSchema();
const operations = listOperations(schema, portalResolvers());

// ── The hostile values ──────────────────────────────────────────────────────────────────────

/** Nothing a text column can store: refused at the edge, whatever the field. */
const UNSTORABLE: Record<string, string> = {
  NUL: 'a\u0000b',
  'lone high surrogate': 'a\uD800b',
  'lone low surrogate': 'a\uDC00b',
};

/** Storable but hostile text: refused or stored normalized, field by field. */
const HOSTILE_TEXT: Record<string, string> = {
  'bidi override': 'abc\u202Edef',
  'ESC and BEL': 'a\u001b[31mb\u0007',
  'CR/LF': 'a\r\nb',
  '90 combining accents': `Za${'\u0301\u0300\u0302'.repeat(30)}`,
  'zero-width only': '\u200B\u200D\uFEFF',
  blank: '   ',
  empty: '',
  '100k characters': 'x'.repeat(100_000),
  'script tag': '<script>alert(1)</script>',
  'SQL quotes': "x'); drop table patients; --",
  'backslashes and quotes': '"\\\'`',
  'LIKE wildcards': '%_%\\',
};

/** ID-shaped values that name no record and are not ids. */
const HOSTILE_IDS: Record<string, unknown> = {
  negative: '-1',
  float: '1.5',
  exponent: '1e3',
  huge: '99999999999999999999',
  hexadecimal: '0x10',
  padded: ' 999997 ',
  'negative number': -1,
  'float number': 1.5,
  'unsafe integer': 2 ** 53 + 2,
};

const HOSTILE_NUMBERS: Record<string, unknown> = {
  'over Int': 2 ** 31,
  'under Int': -(2 ** 31) - 1,
  negative: -1,
  zero: 0,
  float: 1.5,
  huge: 1e308,
  'numeric text': '1',
  text: 'x',
};

function nested(depth: number, leaf: unknown, wrap: (inner: unknown) => unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = wrap(value);
  return value;
}

/** A text argument given something else entirely (through variables). */
const WRONG_TYPES: Record<string, unknown> = {
  'a number': 123,
  'a boolean': true,
  'an object': {},
  'a list': [],
  'lists 64 deep': nested(64, 'x', (inner) => [inner]),
  'objects 64 deep': nested(64, 'x', (inner) => ({ a: inner })),
};

/** An input object given something else. */
const WRONG_OBJECTS: Record<string, unknown> = {
  'a string': 'x',
  'a list': [],
  'an empty object': {},
  'objects 64 deep': nested(64, {}, (inner) => ({ a: inner })),
};

// ── Arguments from the schema ───────────────────────────────────────────────────────────────

const NO_ID = '999999';
const NO_UUID = '00000000-0000-4000-8000-000000000000';

/** A plausible value of any input type: every field of an input object filled in. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [sample(type.ofType)];
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, sample(field.type)]),
    );
  }
  if (isEnumType(type)) return type.getValues()[0]!.name;
  const scalars: Record<string, unknown> = {
    String: 'x',
    ID: NO_ID,
    Int: 1,
    Float: 1,
    Boolean: false,
    Date: '2000-01-01',
    DateTime: '2026-01-01T00:00:00.000Z',
    Money: '1.00',
  };
  if (!(type.name in scalars)) throw new Error(`no sample for scalar ${type.name}`);
  return scalars[type.name];
}

interface Slot {
  path: Path;
  /** A scalar's name, or 'input' for an input object. */
  kind: string;
}

/** Every leaf and every input object of the arguments, with its path in the variables. */
function slotsOf(field: GraphQLField<unknown, unknown>): Slot[] {
  const slots: Slot[] = [];
  const walk = (type: GraphQLInputType, path: Path) => {
    if (isNonNullType(type)) return walk(type.ofType, path);
    if (isListType(type)) return walk(type.ofType, [...path, 0]);
    if (isInputObjectType(type)) {
      slots.push({ path, kind: 'input' });
      for (const inner of Object.values(type.getFields())) walk(inner.type, [...path, inner.name]);
      return;
    }
    if (!isEnumType(type)) slots.push({ path, kind: type.name });
  };
  for (const arg of field.args) walk(arg.type, [arg.name]);
  return slots;
}

/** The operation with every argument as a variable; objects answer just their __typename. */
function documentOf(declaration: OperationDeclaration): string {
  const field = fieldOf(declaration);
  const definitions = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const keyword = declaration.type === 'Query' ? 'query' : 'mutation';
  return `${keyword}${definitions ? `(${definitions})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

function fieldOf({ type, field }: OperationDeclaration): GraphQLField<unknown, unknown> {
  const root = type === 'Query' ? schema.getQueryType() : schema.getMutationType();
  return root!.getFields()[field]!;
}

function withValueAt(variables: Variables, path: Path, value: unknown): Variables {
  const copy = structuredClone(variables);
  let node = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
}

/** `override` laid over `base`: objects merged key by key, anything else replaced. */
function merged(base: unknown, override: unknown): unknown {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  if (!isObject(base) || !isObject(override)) return override === undefined ? base : override;
  const result: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) result[key] = merged(base[key], value);
  return result;
}

// ── The fixtures a valid call needs ─────────────────────────────────────────────────────────

let t: TestApp;
let adminId: number;
let loginUser: string;
let branchId: string;
let patientId: number;
let kioskToken: string;
let kiosk: Registration;
let spareTablet: Registration;
let signInTablet: Registration;
let signature: string;
let sequence = 0;

/** What a valid call sends, where the schema's sample would be refused for its meaning. */
const VALID: Record<string, () => Promise<Variables> | Variables> = {
  login: () => ({
    loginData: { login: loginUser, email: null, password: 'Wrong1234', proofOfWork: null },
  }),
  changePassword: () => ({ currentPassword: TEST_PASSWORD, newPassword: `Changed${++sequence}A` }),
  addPatient: () => ({
    newPatient: patientInput({ ssnIsPesel: false, contact: { ssn: `HX${++sequence}` } }),
  }),
  updatePatient: async () => ({
    id: String(patientId),
    patient: patientInput({ ssnIsPesel: false, contact: { ssn: `HXU${patientId}` } }),
    version: await versionOf('patients', patientId),
  }),
  patients: () => ({ pagination: { skip: 0, take: 1 }, where: { name: 'x', ssn: 'x' } }),
  auditLog: () => ({ pagination: { skip: 0, take: 1 }, where: { actorUserId: null } }),
  registerTablet: () => ({ newTablet: { name: 'T', tabletId: `HX-${++sequence}`, branchId } }),
  updateTablet: async () => ({
    id: spareTablet.tablet.id,
    input: { name: 'T', branchId, active: true },
    version: await versionOf('tablets', Number(spareTablet.tablet.id)),
  }),
  tablets: () => ({ branchId, activeOnly: true }),
  requestConsent: () => ({
    tabletId: kiosk.tablet.id,
    patientId: String(patientId),
    parentName: null,
    parentType: null,
  }),
  tabletSignIn: () => ({
    clientId: signInTablet.clientId,
    clientSecret: signInTablet.clientSecret,
  }),
  submitConsent: () => ({
    answers: { requestId: NO_UUID, lang: 'pl', woman: null, signature },
  }),
  prepareUpload: () => ({
    file: {
      fileType: 'StudyImage',
      fileSizeInBytes: 10,
      filename: 'scan.dcm',
      mimetype: '',
      rejected: true,
      rejectionReason: 'tooLarge',
      patientId: String(patientId),
      studyId: null,
    },
  }),
  getDownloadURL: () => ({ filePath: NO_UUID, studyId: null }),
  confirmUpload: () => ({ fileId: NO_UUID }),
  signUploadParts: () => ({ fileId: NO_UUID, partNumbers: [1] }),
  uploadedParts: () => ({ fileId: NO_UUID }),
  deleteFile: () => ({ ids: [NO_UUID] }),
  updateProfilePicture: () => ({ fileId: NO_UUID }),
};

async function versionOf(table: 'patients' | 'tablets', id: number): Promise<number> {
  const result = await t.database.db.execute<{ version: number }>(
    sql`select version from ${sql.identifier(table)} where id = ${id}`,
  );
  return result.rows[0]?.version ?? 1;
}

async function validVariables(declaration: OperationDeclaration): Promise<Variables> {
  const field = fieldOf(declaration);
  const base = Object.fromEntries(field.args.map((arg) => [arg.name, sample(arg.type)]));
  const override = await VALID[declaration.field]?.();
  return merged(base, override) as Variables;
}

/** Calls as the operation's own caller: nobody, the paired tablet, or a fresh Admin session. */
async function call(
  declaration: OperationDeclaration,
  variables: Variables,
): Promise<GraphQLResponse> {
  const access = declaration.policy?.access;
  let token: string | undefined;
  if (access === 'tablet') token = kioskToken;
  else if (access === 'permission') {
    token = (await createSession(t.database.db, adminId, t.config.sessionTtlMinutes)).token;
  }
  return graphql(t.app, documentOf(declaration), {
    variables,
    lang: 'pl',
    ...(token ? { token } : {}),
    ...(access === 'permission' ? { role: 'Admin' } : {}),
  });
}

// ── What every answer must be ───────────────────────────────────────────────────────────────

/** Every text of the Polish catalogue, its parameters as wildcards. */
const CATALOGUE = Object.values(MESSAGES.pl).map(
  (template) =>
    new RegExp(
      `^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`,
      's',
    ),
);
const fromCatalogue = (message: string) => CATALOGUE.some((pattern) => pattern.test(message));

/** Codes that mean the server failed rather than refused. */
const SERVER_FAILURES = new Set(['INTERNAL_SERVER_ERROR', 'DATABASE_ERROR']);

/** A description of what is wrong with an answer, or null when it is a sound one. */
function unsound(response: GraphQLResponse): string | null {
  if (response.status >= 500) return `HTTP ${response.status}`;
  for (const error of response.errors ?? []) {
    const { code } = error.extensions;
    if (SERVER_FAILURES.has(code)) return code;
    // graphql-js words type errors of the request itself; everything else is ours, localized.
    if (code === 'GRAPHQL_VALIDATION_FAILED') continue;
    // A refused input's message joins its fields' messages; each must be ours.
    const fieldMessages = (
      error.extensions.validationErrors as { message: string }[] | undefined
    )?.map((issue) => issue.message);
    const foreign = (fieldMessages ?? [error.message]).find((message) => !fromCatalogue(message));
    if (foreign !== undefined) return `${code} with "${foreign}"`;
  }
  return null;
}

const FORBIDDEN_CHARACTERS = MESSAGES.pl['validation.text.forbiddenCharacters'];

function refusedAsUnstorable(response: GraphQLResponse): boolean {
  const [error] = response.errors ?? [];
  return (
    error?.extensions.code === 'BAD_USER_INPUT' &&
    error.message === FORBIDDEN_CHARACTERS &&
    response.data === null
  );
}

// ── The run ─────────────────────────────────────────────────────────────────────────────────

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  adminId = (await buildUser(db, { roles: ['Admin'] })).id;
  loginUser = (await buildUser(db, { roles: ['Registration'] })).login;
  const adminToken = (await createSession(db, adminId, t.config.sessionTtlMinutes)).token;
  const branch = await buildBranch(db);
  branchId = String(branch.id);
  kiosk = await registerTablet(t.app, adminToken, { branchId });
  spareTablet = await registerTablet(t.app, adminToken, { branchId });
  signInTablet = await registerTablet(t.app, adminToken, { branchId });
  kioskToken = await pairTablet(t.app, kiosk);
  patientId = (await buildPatient(db, { ssn: 'HXPATIENT', ssnIsPesel: false })).id;
  signature = await signatureDataUrl();
});
afterAll(() => t?.close());

/** Queries and mutations, each with the slots of its arguments. */
const fuzzed = operations
  .filter(({ type }) => type !== 'Subscription')
  .map((declaration) => ({ declaration, slots: slotsOf(fieldOf(declaration)) }));

describe('the fuzzed operations', () => {
  it('are every query and mutation of the schema, mutations without arguments included', () => {
    const mutations = operations.filter(({ type }) => type === 'Mutation').map((op) => op.field);
    expect(mutations.length).toBeGreaterThan(10);
    expect(fuzzed.map(({ declaration }) => declaration.field)).toEqual(
      expect.arrayContaining([...mutations, 'patients', 'auditLog', 'tablets']),
    );
  });

  it('leave no subscription argument unfuzzed (a subscription with arguments needs a case here)', () => {
    const withArgs = operations
      .filter(({ type }) => type === 'Subscription')
      .filter(({ field }) => schema.getSubscriptionType()!.getFields()[field]!.args.length > 0);
    expect(withArgs).toEqual([]);
  });

  it('start from valid calls: the baseline of each is never a failure', async () => {
    for (const { declaration } of fuzzed) {
      const response = await call(declaration, await validVariables(declaration));
      expect(unsound(response), declaration.field).toBeNull();
      const codes = (response.errors ?? []).map((error) => error.extensions.code);
      expect(codes, declaration.field).not.toContain('GRAPHQL_VALIDATION_FAILED');
    }
  });
});

describe.each(fuzzed.map((entry) => [entry.declaration.field, entry] as const))(
  'hostile input to %s',
  (_name, { declaration, slots }) => {
    const textSlots = slots.filter(({ kind }) => kind === 'String' || kind === 'ID');

    // Operations without arguments have only the last case.
    if (textSlots.length > 0) {
      it('refuses NUL and lone surrogates in every text and id argument, localized', async () => {
        for (const { path } of textSlots) {
          for (const [what, value] of Object.entries(UNSTORABLE)) {
            const variables = withValueAt(await validVariables(declaration), path, value);
            const response = await call(declaration, variables);
            expect(refusedAsUnstorable(response), `${path.join('.')}: ${what}`).toBe(true);
          }
        }
      });
    }

    if (slots.length > 0) {
      it('answers every other hostile value soundly', async () => {
        for (const { path, kind } of slots) {
          const table =
            kind === 'input'
              ? WRONG_OBJECTS
              : kind === 'Int' || kind === 'Float'
                ? HOSTILE_NUMBERS
                : kind === 'ID'
                  ? { ...HOSTILE_TEXT, ...HOSTILE_IDS, ...WRONG_TYPES }
                  : { ...HOSTILE_TEXT, ...WRONG_TYPES };
          for (const [what, value] of Object.entries(table)) {
            const variables = withValueAt(await validVariables(declaration), path, value);
            const response = await call(declaration, variables);
            expect(unsound(response), `${path.join('.')}: ${what}`).toBeNull();
          }
        }
      });
    }

    it('refuses hostile variables it does not even declare', async () => {
      for (const value of Object.values(UNSTORABLE)) {
        const variables = { ...(await validVariables(declaration)), extra: value };
        expect(refusedAsUnstorable(await call(declaration, variables))).toBe(true);
      }
    });
  },
);

describe('after the run', () => {
  /** Control (but TAB and LF), bidi and other format characters, and stacked accents. */
  const HIDDEN = String.raw`[\x01-\x08\x0b-\x1f\x7f-\x9f\u061c\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]|[\u0300-\u036f]{4,}`;

  it('no text column of the database holds a hidden or control character', async () => {
    const { rows: columns } = await t.database.db.execute<{ table: string; column: string }>(sql`
      select table_name as "table", column_name as "column"
        from information_schema.columns
       where table_schema = 'public' and data_type in ('text', 'character varying')`);
    expect(columns.length).toBeGreaterThan(10);
    const found: string[] = [];
    for (const { table, column } of columns) {
      const { rows } = await t.database.db.execute<{ n: number }>(sql`
        select count(*)::int as n from ${sql.identifier(table)}
         where ${sql.identifier(column)} ~ ${HIDDEN}`);
      if (rows[0]!.n > 0) found.push(`${table}.${column}: ${rows[0]!.n}`);
    }
    expect(found).toEqual([]);
  });
});
