import { ROLES, roleHas, type Role } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/sessions.js';
import { buildUser, TEST_PASSWORD } from '../test/factories.js';
import { graphql, type GraphQLResponse } from '../test/graphql.js';
import { portOf, subscriptionOutcome } from '../test/subscriptions.js';
import {
  consentSubmitted,
  tabletStatusChanged,
  type PortalEvent,
} from '../platform/pubsub/events.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { listOperations } from './operation-policy.js';
import { buildPortalSchema, portalResolvers } from './schema.js';

/**
 * Who may call each root operation (ADR 0003). Written out literally, one row per operation and
 * one column per role plus anonymous, denied cells included: a change to who may do what shows up
 * here in review. The catalogue test below keeps the table honest against packages/domain.
 */
type Outcome = 'allowed' | 'FORBIDDEN' | 'UNAUTHENTICATED';
type Caller = Role | 'anonymous';
type Row = Record<Caller, Outcome>;

const MATRIX = {
  appInfo: {
    anonymous: 'allowed',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  currentUser: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  loginChallenge: {
    anonymous: 'allowed',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  login: {
    anonymous: 'allowed',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  acceptTerms: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  logout: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  changePassword: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  updatePreferences: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  auditLog: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  currentUserUpdated: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  getDownloadURL: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'allowed',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  prepareUpload: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  confirmUpload: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  deleteFile: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'allowed',
  },
  updateProfilePicture: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  deleteExistingProfilePicture: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  // Patients (ADR 0013). updatePatient is declared with patients.view: the creator's edit rule
  // and patients.edit are decided per record (auth/patient-policy.ts, patients-permissions.test.ts).
  patients: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  patient: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  addPatient: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'allowed',
  },
  updatePatient: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  deletePatient: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  // Tablets and consents (ADR 0014). The kiosk operations are a tablet’s: every user is refused.
  tablets: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  registerTablet: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  updateTablet: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  deleteTablet: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  tabletStatusChanged: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  requestConsent: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  consentSubmitted: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'allowed',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'allowed',
    Patient: 'FORBIDDEN',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  tabletSignIn: {
    anonymous: 'allowed',
    Admin: 'allowed',
    Complaints: 'allowed',
    Coordinator: 'allowed',
    DentalOffice: 'allowed',
    DescribingDoctor: 'allowed',
    Doctor: 'allowed',
    HelpContact: 'allowed',
    Laboratory: 'allowed',
    Manager: 'allowed',
    Patient: 'allowed',
    Registration: 'allowed',
    Technician: 'allowed',
  },
  tabletHeartbeat: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'FORBIDDEN',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  pendingConsentRequest: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'FORBIDDEN',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  submitConsent: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'FORBIDDEN',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
  consentRequested: {
    anonymous: 'UNAUTHENTICATED',
    Admin: 'FORBIDDEN',
    Complaints: 'FORBIDDEN',
    Coordinator: 'FORBIDDEN',
    DentalOffice: 'FORBIDDEN',
    DescribingDoctor: 'FORBIDDEN',
    Doctor: 'FORBIDDEN',
    HelpContact: 'FORBIDDEN',
    Laboratory: 'FORBIDDEN',
    Manager: 'FORBIDDEN',
    Patient: 'FORBIDDEN',
    Registration: 'FORBIDDEN',
    Technician: 'FORBIDDEN',
  },
} as const satisfies Record<string, Row>;

type OperationName = keyof typeof MATRIX;

/** A caller's account, so an operation can be given arguments that fit it. */
interface Account {
  login: string;
}

/** A file id nobody has: file operations past the guard answer NOT_FOUND (still "allowed"). */
const NO_FILE = '00000000-0000-4000-8000-000000000000';
/** Ids of records nobody has (tablets, patients, consent requests). */
const NO_RECORD = '999999';
const NO_REQUEST = '00000000-0000-4000-8000-000000000001';

/**
 * The smallest valid call of each operation. "allowed" means the permission guard let the call
 * through; an error raised after the guard (bad input, not found) would still count as allowed.
 */
const CALLS: Record<
  OperationName,
  {
    query: string;
    variables?: (account: Account) => Record<string, unknown>;
    /** Subscriptions (over a WebSocket): the caller's own change that gives them an event. */
    trigger?: string;
    /**
     * Subscriptions whose events the caller cannot cause: publishes one meant for the caller. An
     * event about a record that does not exist answers NOT_FOUND past the guard ("allowed").
     */
    poke?: (account: Account & { id: number }) => Promise<unknown>;
  }
> = {
  appInfo: { query: '{ appInfo { version } }' },
  currentUser: { query: '{ currentUser { id } }' },
  loginChallenge: { query: '{ loginChallenge }' },
  login: {
    query:
      'mutation($login: String!, $password: String!) { login(loginData: { login: $login, password: $password }) { expiresAt } }',
    variables: ({ login }) => ({ login, password: TEST_PASSWORD }),
  },
  acceptTerms: { query: 'mutation { acceptTerms { id } }' },
  logout: { query: 'mutation { logout }' },
  changePassword: {
    query:
      'mutation($current: String!, $password: String!) { changePassword(currentPassword: $current, newPassword: $password) }',
    variables: () => ({ current: TEST_PASSWORD, password: 'Changed123' }),
  },
  updatePreferences: {
    query:
      'mutation { updatePreferences(newPreferences: { mailNotifications: true }) { preferences { mailNotifications } } }',
  },
  auditLog: { query: '{ auditLog(pagination: { take: 1 }) { total } }' },
  currentUserUpdated: {
    query: 'subscription { currentUserUpdated { id } }',
    trigger: 'mutation { updatePreferences(newPreferences: { mailNotifications: true }) { id } }',
  },
  getDownloadURL: { query: `{ getDownloadURL(filePath: "${NO_FILE}") }` },
  prepareUpload: {
    query:
      'mutation { prepareUpload(file: { fileType: ProfilePicture, fileSizeInBytes: 100, filename: "me.png", mimetype: "image/png" }) { fileId } }',
  },
  confirmUpload: { query: `mutation { confirmUpload(fileId: "${NO_FILE}") { id } }` },
  deleteFile: { query: `mutation { deleteFile(ids: ["${NO_FILE}"]) }` },
  updateProfilePicture: {
    query: `mutation { updateProfilePicture(fileId: "${NO_FILE}") { id } }`,
  },
  deleteExistingProfilePicture: { query: 'mutation { deleteExistingProfilePicture { id } }' },
  // Patient ids nobody has: past the guard these answer NOT_FOUND (still "allowed").
  patients: { query: '{ patients(pagination: { take: 1 }) { total } }' },
  patient: { query: '{ patient(id: "2000000000") { id } }' },
  addPatient: {
    query:
      'mutation { addPatient(newPatient: { registrationDate: "2026-01-15", ssnIsPesel: false, contact: { firstName: "M", lastName: "Matrix", ssn: "MX1", gender: Female, birthDate: "1990-01-01" } }) { id } }',
  },
  updatePatient: {
    query:
      'mutation { updatePatient(id: "2000000000", patient: { registrationDate: "2026-01-15", ssnIsPesel: false, contact: { firstName: "M", lastName: "Matrix", ssn: "MX1", gender: Female, birthDate: "1990-01-01" } }, version: 1) { id } }',
  },
  deletePatient: { query: 'mutation { deletePatient(id: "2000000000") }' },
  tablets: { query: '{ tablets { id } }' },
  registerTablet: {
    query: `mutation { registerTablet(newTablet: { name: "T", tabletId: "matrix", branchId: "${NO_RECORD}" }) { clientId } }`,
  },
  updateTablet: {
    query: `mutation { updateTablet(id: "${NO_RECORD}", input: { name: "T", branchId: "${NO_RECORD}", active: true }, version: 1) { id } }`,
  },
  deleteTablet: { query: `mutation { deleteTablet(id: "${NO_RECORD}") }` },
  tabletStatusChanged: {
    query: 'subscription { tabletStatusChanged { id } }',
    poke: () => publish(tabletStatusChanged(Number(NO_RECORD))),
  },
  requestConsent: {
    query: `mutation { requestConsent(tabletId: "${NO_RECORD}", patientId: "${NO_RECORD}") { id } }`,
  },
  consentSubmitted: {
    query: 'subscription { consentSubmitted { requestId } }',
    poke: ({ id }) => publish(consentSubmitted(NO_REQUEST, id)),
  },
  tabletSignIn: {
    query:
      'mutation { tabletSignIn(clientId: "no-such-client", clientSecret: "wrong") { expiresAt } }',
  },
  tabletHeartbeat: { query: 'mutation { tabletHeartbeat }' },
  pendingConsentRequest: { query: '{ pendingConsentRequest { id } }' },
  submitConsent: {
    query: `mutation { submitConsent(answers: { requestId: "${NO_REQUEST}", lang: "pl", rodo: true, sending: true, dataProcessing: true, signature: "x" }) }`,
  },
  consentRequested: {
    query: 'subscription { consentRequested { id } }',
    poke: () => Promise.resolve(),
  },
};

/** Publishes an event as a service would. */
function publish(event: PortalEvent): Promise<void> {
  return new Promise((resolve) => t.app.graphql.pubsub.publish(event, () => resolve()));
}

const CALLERS: readonly Caller[] = ['anonymous', ...ROLES];

/** Codes that mean the call never got past authentication or authorization. */
const DENIALS = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED']);
/** Codes that mean the call never reached the guard at all: the test's own call is broken. */
const BROKEN_CALL = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR']);

/** The outcome as the table writes it, or a description of what went wrong. */
function outcomeOf(response: GraphQLResponse): string {
  const codes = (response.errors ?? []).map((error) => error.extensions.code);
  const broken = codes.find((code) => BROKEN_CALL.has(code));
  if (broken) return `broken call: ${broken} ${JSON.stringify(response.errors)}`;
  const denial = codes.find((code) => DENIALS.has(code));
  // A nullable field refused is `{ field: null }`: no data either.
  const noData = response.data === null || Object.values(response.data).every((v) => v === null);
  if (denial === 'FORBIDDEN') return noData ? 'FORBIDDEN' : 'FORBIDDEN with data';
  if (denial === 'UNAUTHENTICATED') {
    return response.status === 401 ? 'UNAUTHENTICATED' : `UNAUTHENTICATED with ${response.status}`;
  }
  return denial ?? 'allowed';
}

let t: TestApp;
/** One user per role, terms accepted; each call gets a fresh session of that user. */
const accounts = new Map<Caller, Account & { id: number }>();

beforeAll(async () => {
  t = await createTestApp();
  // Subscriptions are called over a WebSocket.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  for (const role of ROLES) {
    const user = await buildUser(t.database.db, { roles: [role], acceptedTerms: true });
    accounts.set(role, { id: user.id, login: user.login });
  }
  // Anonymous callers sign in (login is public) with an account of their own.
  const stranger = await buildUser(t.database.db, { roles: ['Patient'] });
  accounts.set('anonymous', { id: stranger.id, login: stranger.login });
});
afterAll(() => t.close());

/** Calls `operation` as `caller`: anonymous without a token, a role with a session of its own. */
async function callAs(caller: Caller, operation: OperationName): Promise<GraphQLResponse> {
  const account = accounts.get(caller)!;
  const call = CALLS[operation];
  // A fresh session per call: logout and changePassword end sessions, and must not end another's.
  const token =
    caller === 'anonymous'
      ? undefined
      : (await createSession(t.database.db, account.id, t.config.sessionTtlMinutes)).token;
  const role = caller === 'anonymous' ? undefined : caller;
  const { trigger, poke } = call;
  if (poke) {
    return subscriptionOutcome(portOf(t.app), call.query, { token, role }, () => poke(account));
  }
  if (trigger) {
    return subscriptionOutcome(portOf(t.app), call.query, { token, role }, () =>
      graphql(t.app, trigger, { token, ...(role ? { role } : {}) }),
    );
  }
  return graphql(t.app, call.query, {
    token,
    ...(caller === 'anonymous' ? {} : { role: caller }),
    variables: call.variables?.(account),
  });
}

const schemaOperations = listOperations(buildPortalSchema(), portalResolvers());

describe('permission matrix', () => {
  it('has a row for every operation in the schema, and none for an operation that is gone', () => {
    expect(Object.keys(MATRIX).sort()).toEqual(schemaOperations.map(({ field }) => field).sort());
  });

  it.each(Object.keys(MATRIX) as OperationName[])(
    '%s answers every role exactly as its row says',
    async (operation) => {
      const actual: Record<string, string> = {};
      for (const caller of CALLERS) actual[caller] = outcomeOf(await callAs(caller, operation));
      expect(actual).toEqual(MATRIX[operation]);
    },
  );

  it('agrees with the permission catalogue in packages/domain', () => {
    const expected: Record<string, Row> = {};
    for (const { field, policy } of schemaOperations) {
      const row = {} as Row;
      for (const caller of CALLERS) {
        if (policy?.access === 'public') row[caller] = 'allowed';
        else if (caller === 'anonymous') row[caller] = 'UNAUTHENTICATED';
        // A tablet's operations refuse every user (graphql/tablet-principal.test.ts: the tablet).
        else if (policy?.access === 'permission' && roleHas(caller, policy.permission))
          row[caller] = 'allowed';
        else row[caller] = 'FORBIDDEN';
      }
      expected[field] = row;
    }
    expect(MATRIX).toEqual(expected);
  });
});
