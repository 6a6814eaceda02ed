import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.js';
import { buildPatient, buildUser } from '../test/factories.js';
import { errorCode, graphql, signIn, type GraphQLResponse } from '../test/graphql.js';
import { eventually, portOf, subscribe, subscriptionOutcome } from '../test/subscriptions.js';
import { buildBranch, pairTablet, registerTablet, type Registration } from '../test/tablets.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { listOperations } from './operation-policy.js';
import { buildPortalSchema, portalResolvers } from './schema.js';

/**
 * The tablet principal (ADR 0014): a paired kiosk's token calls the kiosk's operations and the
 * public ones, and is refused every user operation. Written out literally, one row per operation
 * of the schema, as permission-matrix.test.ts does for the 12 roles and anonymous (which shows
 * every user refused by the kiosk's operations).
 */
type Outcome = 'allowed' | 'FORBIDDEN';

const TABLET_CALLER: Record<string, Outcome> = {
  // Public
  appInfo: 'allowed',
  login: 'allowed',
  loginChallenge: 'allowed',
  tabletSignIn: 'allowed',
  // The kiosk's own
  tabletHeartbeat: 'allowed',
  pendingConsentRequest: 'allowed',
  submitConsent: 'allowed',
  consentRequested: 'allowed',
  // Everything a user does
  currentUser: 'FORBIDDEN',
  acceptTerms: 'FORBIDDEN',
  logout: 'FORBIDDEN',
  changePassword: 'FORBIDDEN',
  updatePreferences: 'FORBIDDEN',
  auditLog: 'FORBIDDEN',
  currentUserUpdated: 'FORBIDDEN',
  getDownloadURL: 'FORBIDDEN',
  prepareUpload: 'FORBIDDEN',
  confirmUpload: 'FORBIDDEN',
  deleteFile: 'FORBIDDEN',
  updateProfilePicture: 'FORBIDDEN',
  deleteExistingProfilePicture: 'FORBIDDEN',
  patients: 'FORBIDDEN',
  patient: 'FORBIDDEN',
  addPatient: 'FORBIDDEN',
  updatePatient: 'FORBIDDEN',
  deletePatient: 'FORBIDDEN',
  tablets: 'FORBIDDEN',
  registerTablet: 'FORBIDDEN',
  updateTablet: 'FORBIDDEN',
  deleteTablet: 'FORBIDDEN',
  unpairTablet: 'FORBIDDEN',
  tabletStatusChanged: 'FORBIDDEN',
  requestConsent: 'FORBIDDEN',
  consentSubmitted: 'FORBIDDEN',
  appConfig: 'FORBIDDEN',
  saveAppConfig: 'FORBIDDEN',
  software: 'FORBIDDEN',
  createSoftware: 'FORBIDDEN',
  updateSoftware: 'FORBIDDEN',
  deleteSoftware: 'FORBIDDEN',
  helpUserContacts: 'FORBIDDEN',
  currentBranch: 'FORBIDDEN',
  setCurrentBranch: 'FORBIDDEN',
  branches: 'FORBIDDEN',
  branch: 'FORBIDDEN',
  saveBranch: 'FORBIDDEN',
  deleteOneBranch: 'FORBIDDEN',
  studyTypes: 'FORBIDDEN',
  studyType: 'FORBIDDEN',
  branchStudyTypes: 'FORBIDDEN',
  createStudyType: 'FORBIDDEN',
  updateStudyType: 'FORBIDDEN',
  deleteStudyType: 'FORBIDDEN',
  users: 'FORBIDDEN',
  user: 'FORBIDDEN',
  createUser: 'FORBIDDEN',
  createOfficeUser: 'FORBIDDEN',
  updateUser: 'FORBIDDEN',
  deleteUser: 'FORBIDDEN',
  resetPassword: 'allowed',
};

const NO_ID = '999999';
const NO_UUID = '00000000-0000-4000-8000-000000000000';
const PATIENT_INPUT = `{ contact: { firstName: "A", lastName: "B", ssn: "1", gender: Male, birthDate: "1990-01-01" }, registrationDate: "2026-01-01" }`;

/** The smallest valid document of each operation; subscriptions say how to cause an event. */
const CALLS: Record<string, { query: string; subscription?: boolean }> = {
  appInfo: { query: '{ appInfo { version } }' },
  loginChallenge: { query: '{ loginChallenge }' },
  login: {
    query: 'mutation { login(loginData: { login: "x@example.com", password: "x" }) { token } }',
  },
  tabletSignIn: {
    query: 'mutation { tabletSignIn(clientId: "none", clientSecret: "x") { token } }',
  },
  tabletHeartbeat: { query: 'mutation { tabletHeartbeat }' },
  pendingConsentRequest: { query: '{ pendingConsentRequest { id } }' },
  submitConsent: {
    query: `mutation { submitConsent(answers: { requestId: "${NO_UUID}", lang: "pl", rodo: true, sending: true, dataProcessing: true, signature: "x" }) }`,
  },
  consentRequested: { query: 'subscription { consentRequested { id } }', subscription: true },
  currentUser: { query: '{ currentUser { id } }' },
  acceptTerms: { query: 'mutation { acceptTerms { id } }' },
  logout: { query: 'mutation { logout }' },
  changePassword: {
    query: 'mutation { changePassword(currentPassword: "Test1234", newPassword: "Changed123") }',
  },
  updatePreferences: {
    query: 'mutation { updatePreferences(newPreferences: { mailNotifications: true }) { id } }',
  },
  auditLog: { query: '{ auditLog { total } }' },
  currentUserUpdated: { query: 'subscription { currentUserUpdated { id } }', subscription: true },
  getDownloadURL: { query: `{ getDownloadURL(filePath: "${NO_UUID}") }` },
  prepareUpload: {
    query:
      'mutation { prepareUpload(file: { fileType: ProfilePicture, fileSizeInBytes: 1, filename: "a.png", mimetype: "image/png" }) { fileId } }',
  },
  confirmUpload: { query: `mutation { confirmUpload(fileId: "${NO_UUID}") { id } }` },
  deleteFile: { query: `mutation { deleteFile(ids: ["${NO_UUID}"]) }` },
  updateProfilePicture: { query: `mutation { updateProfilePicture(fileId: "${NO_UUID}") { id } }` },
  deleteExistingProfilePicture: { query: 'mutation { deleteExistingProfilePicture { id } }' },
  patients: { query: '{ patients { total } }' },
  patient: { query: `{ patient(id: "${NO_ID}") { id } }` },
  addPatient: { query: `mutation { addPatient(newPatient: ${PATIENT_INPUT}) { id } }` },
  updatePatient: {
    query: `mutation { updatePatient(id: "${NO_ID}", patient: ${PATIENT_INPUT}, version: 1) { id } }`,
  },
  deletePatient: { query: `mutation { deletePatient(id: "${NO_ID}") }` },
  tablets: { query: '{ tablets { id } }' },
  registerTablet: {
    query: `mutation { registerTablet(newTablet: { name: "T", tabletId: "T", branchId: "${NO_ID}" }) { clientId } }`,
  },
  updateTablet: {
    query: `mutation { updateTablet(id: "${NO_ID}", input: { name: "T", branchId: "${NO_ID}", active: true }, version: 1) { id } }`,
  },
  deleteTablet: { query: `mutation { deleteTablet(id: "${NO_ID}") }` },
  unpairTablet: { query: `mutation { unpairTablet(id: "${NO_ID}") { clientId } }` },
  tabletStatusChanged: { query: 'subscription { tabletStatusChanged { id } }', subscription: true },
  requestConsent: {
    query: `mutation { requestConsent(tabletId: "${NO_ID}", patientId: "${NO_ID}") { id } }`,
  },
  consentSubmitted: {
    query: 'subscription { consentSubmitted { requestId } }',
    subscription: true,
  },
  appConfig: { query: '{ appConfig { version } }' },
  saveAppConfig: {
    query:
      'mutation { saveAppConfig(data: { paymentTypes: [], priceGroups: [], radiationGroups: [], carrierPrices: { Disc: "1", Film: "1", Pendrive: "1" }, deviceTypes: [], regions: [], complaintTypes: [], complaintResolutionTimeHours: 1, specializations: [], visitFollowUpDays: 1, gadgets: [], visitReasons: [] }, version: 999999) { version } }',
  },
  software: { query: '{ software { id } }' },
  createSoftware: {
    query:
      'mutation { createSoftware(newSoftware: { name: "", downloadURL: "https://example.com" }) { id } }',
  },
  updateSoftware: {
    query: `mutation { updateSoftware(softwareId: "${NO_ID}", software: { name: "X", downloadURL: "https://example.com" }, version: 1) { id } }`,
  },
  deleteSoftware: { query: `mutation { deleteSoftware(softwareId: "${NO_ID}") }` },
  helpUserContacts: { query: '{ helpUserContacts { id } }' },
  currentBranch: { query: '{ currentBranch { id } }' },
  setCurrentBranch: { query: `mutation { setCurrentBranch(branchId: "${NO_ID}") { id } }` },
  branches: { query: '{ branches(paging: { limit: 1 }) { totalCount } }' },
  branch: { query: `{ branch(id: "${NO_ID}") { id } }` },
  saveBranch: {
    query: `mutation { saveBranch(branch: { id: "${NO_ID}", version: 1, name: "M", color: "#123456", devices: [] }) { id } }`,
  },
  deleteOneBranch: {
    query: `mutation { deleteOneBranch(branchId: "${NO_ID}") { deleted } }`,
  },
  studyTypes: { query: '{ studyTypes { id } }' },
  studyType: { query: `{ studyType(id: "${NO_ID}") { id } }` },
  branchStudyTypes: { query: `{ branchStudyTypes(branchId: "${NO_ID}") { id } }` },
  createStudyType: {
    query:
      'mutation { createStudyType(newStudyType: { code: "", name: "", timeToDescribe: 0 }) { id } }',
  },
  updateStudyType: {
    query: `mutation { updateStudyType(studyTypeId: "${NO_ID}", studyType: { code: "M", name: "M", timeToDescribe: 0 }, version: 1) { id } }`,
  },
  deleteStudyType: {
    query: `mutation { deleteStudyType(studyTypeId: "${NO_ID}") { deleted } }`,
  },
  users: { query: '{ users(pagination: { take: 1 }) { total } }' },
  user: { query: `{ user(id: "${NO_ID}") { id } }` },
  createUser: {
    query:
      'mutation { createUser(userData: { login: "", firstName: "", lastName: "", phoneNumbers: [], regions: [] }, roles: [Registration]) { id } }',
  },
  createOfficeUser: {
    query:
      'mutation { createOfficeUser(userData: { login: "", companyName: "", nip: "", phoneNumbers: [], regions: [] }, role: DentalOffice) { id } }',
  },
  updateUser: {
    query: `mutation { updateUser(id: "${NO_ID}", user: { login: "", phoneNumbers: [], roles: [Registration], regions: [], active: true }, version: 1) { id } }`,
  },
  deleteUser: { query: `mutation { deleteUser(id: "${NO_ID}") }` },
  resetPassword: { query: 'mutation { resetPassword(token: "bogus", newPassword: "x") }' },
};

const DENIALS = new Set(['UNAUTHENTICATED', 'TOKEN_EXPIRED', 'FORBIDDEN', 'TERMS_NOT_ACCEPTED']);
const BROKEN_CALL = new Set(['GRAPHQL_VALIDATION_FAILED', 'BAD_REQUEST', 'INTERNAL_SERVER_ERROR']);

function outcomeOf(response: GraphQLResponse): string {
  const codes = (response.errors ?? []).map((error) => error.extensions.code);
  const broken = codes.find((code) => BROKEN_CALL.has(code));
  if (broken) return `broken call: ${JSON.stringify(response.errors)}`;
  const denial = codes.find((code) => DENIALS.has(code));
  const noData = response.data === null || Object.values(response.data).every((v) => v === null);
  if (denial === 'FORBIDDEN') return noData ? 'FORBIDDEN' : 'FORBIDDEN with data';
  return denial ? `${denial} (${response.status})` : 'allowed';
}

let t: TestApp;
let admin: string;
let registration: Registration;
let patientId: number;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  admin = await signIn(t.app, (await buildUser(t.database.db, { roles: ['Admin'] })).login);
  const branch = await buildBranch(t.database.db);
  registration = await registerTablet(t.app, admin, { branchId: branch.id });
  patientId = (await buildPatient(t.database.db, { birthDate: '1985-03-01', gender: 'Male' })).id;
});
afterAll(() => t.close());

/** Staff send a consent request to the test's tablet (the kiosk's subscription hears it). */
function sendRequest() {
  return graphql(
    t.app,
    'mutation($tabletId: ID!, $patientId: ID!) { requestConsent(tabletId: $tabletId, patientId: $patientId) { id } }',
    { token: admin, variables: { tabletId: registration.tablet.id, patientId } },
  );
}

/** Calls an operation with a fresh kiosk session (logout-like calls must not end another's). */
async function callAsTablet(operation: string): Promise<GraphQLResponse> {
  const token = await pairTablet(t.app, registration);
  const call = CALLS[operation]!;
  if (call.subscription) {
    return subscriptionOutcome(portOf(t.app), call.query, { token }, sendRequest);
  }
  return graphql(t.app, call.query, { token });
}

describe('the tablet principal', () => {
  it('has a row for every operation in the schema', () => {
    const operations = listOperations(buildPortalSchema(), portalResolvers()).map((o) => o.field);
    expect(Object.keys(TABLET_CALLER).sort()).toEqual([...operations].sort());
    expect(Object.keys(CALLS).sort()).toEqual([...operations].sort());
  });

  it.each(Object.keys(TABLET_CALLER))('%s answers a tablet as its row says', async (operation) => {
    expect(outcomeOf(await callAsTablet(operation))).toBe(TABLET_CALLER[operation]);
  });
});

describe('tablet and user tokens never stand in for each other', () => {
  it('a tablet’s token is no user session, whatever role it claims', async () => {
    const token = await pairTablet(t.app, registration);
    const response = await graphql(t.app, '{ currentUser { id } }', { token, role: 'Admin' });
    expect(errorCode(response)).toBe('FORBIDDEN');
    // Not 401: a kiosk must not take a refusal for a lost pairing.
    expect(response.status).toBe(200);
  });

  it('a user’s token is no tablet, and each refusal is audited with who tried', async () => {
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    const userToken = await signIn(t.app, user.login);
    expect(
      errorCode(await graphql(t.app, 'mutation { tabletHeartbeat }', { token: userToken })),
    ).toBe('FORBIDDEN');
    const tabletToken = await pairTablet(t.app, registration);
    expect(errorCode(await graphql(t.app, '{ tablets { id } }', { token: tabletToken }))).toBe(
      'FORBIDDEN',
    );

    const denied = await t.database.db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.outcome, 'denied'));
    expect(denied).toEqual(
      expect.arrayContaining([
        {
          action: 'operation.tabletHeartbeat',
          actor: user.id,
          details: { principal: 'user', role: 'Registration' },
        },
        {
          action: 'operation.tablets',
          actor: null,
          details: { principal: 'tablet', tabletId: Number(registration.tablet.id) },
        },
      ]),
    );
  });

  it('a tablet’s socket refused a user subscription stays open for its own', async () => {
    const token = await pairTablet(t.app, registration);
    const port = portOf(t.app);
    const own = subscribe<{ consentRequested: { id: string } }>(
      port,
      'subscription { consentRequested { id } }',
      { token },
    );
    const foreign = subscribe(port, 'subscription { currentUserUpdated { id } }', { token });
    try {
      await eventually(() => foreign.errors.length > 0, 'the refusal');
      expect(foreign.errors[0]!.extensions.code).toBe('FORBIDDEN');
      await eventually(() => own.events.length > 0, 'a consent request', { poke: sendRequest });
      expect(own.closed).toBeNull();
    } finally {
      await own.dispose();
      await foreign.dispose();
    }
  });

  it('a kiosk paired again elsewhere: the old socket is closed at the next event (4401)', async () => {
    const port = portOf(t.app);
    const query = 'subscription { consentRequested { id } }';
    const before = subscribe<{ consentRequested: { id: string } }>(port, query, {
      token: await pairTablet(t.app, registration),
    });
    try {
      await eventually(() => before.events.length > 0, 'a first request', { poke: sendRequest });
      const after = subscribe<{ consentRequested: { id: string } }>(port, query, {
        token: await pairTablet(t.app, registration),
      });
      try {
        await eventually(() => after.events.length > 0, 'the request on the new pairing', {
          poke: sendRequest,
        });
        await eventually(() => before.closed !== null, 'the old socket closed');
        expect(before.closed?.code).toBe(4401);
      } finally {
        await after.dispose();
      }
    } finally {
      await before.dispose();
    }
  });

  it('an unknown token is refused as unauthenticated by both kinds of operation', async () => {
    const token = 'x'.repeat(43);
    const user = await graphql(t.app, '{ currentUser { id } }', { token });
    const tablet = await graphql(t.app, 'mutation { tabletHeartbeat }', { token });
    expect([errorCode(user), user.status, errorCode(tablet), tablet.status]).toEqual([
      'UNAUTHENTICATED',
      401,
      'UNAUTHENTICATED',
      401,
    ]);
  });
});
