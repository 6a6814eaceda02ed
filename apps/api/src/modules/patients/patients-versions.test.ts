import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import {
  accountOf,
  accountsOf,
  ADD_PATIENT,
  currentVersion,
  GET_PATIENT,
  patientInput,
  UPDATE_PATIENT,
  type Account,
} from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { updatePatientConsents } from './patients.repository.js';

/** Concurrent edits of a patient (issue 9 §10, ARCHITECTURE.md rule 7, ADR 0021). */

let t: TestApp;
let registration: Account;
let technician: Account;

beforeAll(async () => {
  t = await createTestApp();
  [registration, technician] = await accountsOf(t, 'Registration', 'Technician');
});
afterAll(() => t.close());

interface Saved {
  id: string;
  version: number;
  contact: { lastName: string };
  consents: Record<string, boolean>;
}

/** Two letters per index (names may not hold digits): aa, ab, … */
const letters = (index: number) =>
  String.fromCharCode(97 + Math.floor(index / 26), 97 + (index % 26));

const STALE_PL =
  'Ten rekord został w międzyczasie zmieniony przez kogoś innego. Odśwież dane, aby zobaczyć zmiany.';

async function addPatient(serial: number): Promise<Saved> {
  const response = await graphql<{ addPatient: Saved }>(t.app, ADD_PATIENT, {
    ...technician.options,
    variables: { patient: patientInput({ serial }) },
  });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.addPatient;
}

function save(
  id: string,
  version: number,
  overrides: Record<string, unknown>,
  options: { account?: Account; lang?: string } = {},
) {
  return graphql<{ updatePatient: Saved }>(t.app, UPDATE_PATIENT, {
    ...(options.account ?? registration).options,
    ...(options.lang ? { lang: options.lang } : {}),
    variables: { id, version, patient: patientInput(overrides) },
  });
}

async function lastName(id: string): Promise<string> {
  const response = await graphql<{ patient: Saved }>(t.app, GET_PATIENT, {
    ...registration.options,
    variables: { id },
  });
  return response.data!.patient.contact.lastName;
}

const staleFailures = (id: string) =>
  auditRows(t.database.db, { action: 'patient.update', entityId: id, outcome: 'failure' });

describe('updatePatient with the version it edits', () => {
  it('starts at version 1, and a save of the current version succeeds and raises it', async () => {
    const patient = await addPatient(1);
    expect(patient.version).toBe(1);
    const first = await save(patient.id, 1, { serial: 1, lastName: 'Pierwsza' });
    expect(first.errors).toBeUndefined();
    expect(first.data!.updatePatient).toMatchObject({
      version: 2,
      contact: { lastName: 'Pierwsza' },
    });
    const second = await save(patient.id, 2, { serial: 1, lastName: 'Druga' });
    expect(second.data!.updatePatient.version).toBe(3);
    expect(await currentVersion(t.database.db, patient.id)).toBe(3);
  });

  it('refuses a stale save with the current version, in every language, and changes nothing', async () => {
    const patient = await addPatient(2);
    await save(patient.id, 1, { serial: 2, lastName: 'Najpierw' });
    for (const [lang, message] of [
      ['pl', STALE_PL],
      [
        'en',
        'Someone else has changed this record in the meantime. Refresh the data to see the changes.',
      ],
      ['ua', 'Тим часом цей запис змінив хтось інший. Оновіть дані, щоб побачити зміни.'],
    ] as const) {
      const stale = await save(patient.id, 1, { serial: 2, lastName: 'Potem' }, { lang });
      expect(stale.data).toBeNull();
      expect(stale.errors).toEqual([
        expect.objectContaining({
          message,
          extensions: { code: 'STALE_VERSION', currentVersion: 2 },
        }),
      ]);
    }
    expect(await lastName(patient.id)).toBe('Najpierw');
    expect(await currentVersion(t.database.db, patient.id)).toBe(2);
    const failures = await staleFailures(patient.id);
    expect(failures.map((entry) => entry.details)).toEqual(
      Array(3).fill({
        role: 'Registration',
        reason: 'staleVersion',
        version: 1,
        currentVersion: 2,
      }),
    );
  });

  it('lets exactly one of 50 parallel saves of the same version win', async () => {
    const patient = await addPatient(3);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        save(patient.id, 1, { serial: 3, lastName: `Równoległa ${letters(index)}` }),
      ),
    );
    const won = responses.filter((response) => !response.errors);
    const refused = responses.filter((response) => response.errors);
    expect(won).toHaveLength(1);
    expect(refused.map((response) => errorCode(response as GraphQLResponse))).toEqual(
      Array(49).fill('STALE_VERSION'),
    );
    expect(refused.every((response) => response.errors![0]!.message === STALE_PL)).toBe(true);
    // The winner's change is what is stored, at version 2: no save was applied on top of it.
    const winner = won[0]!.data!.updatePatient;
    expect(winner.version).toBe(2);
    expect(await lastName(patient.id)).toBe(winner.contact.lastName);
    expect(await currentVersion(t.database.db, patient.id)).toBe(2);
    expect(await staleFailures(patient.id)).toHaveLength(49);
  });

  it('checks who may edit before the version: a stale save of a forbidden caller is FORBIDDEN', async () => {
    const patient = await addPatient(4);
    const manager = await accountOf(t.database.db, 'Manager', t.config.sessionTtlMinutes);
    const response = await save(patient.id, 7, { serial: 4 }, { account: manager });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });

  it('refuses a version that cannot be one', async () => {
    const patient = await addPatient(5);
    for (const version of [0, -1]) {
      const response = await save(patient.id, version, { serial: 5 });
      expect(errorCode(response)).toBe('BAD_USER_INPUT');
    }
    const missing = await graphql(t.app, UPDATE_PATIENT, {
      ...registration.options,
      variables: { id: patient.id, patient: patientInput({ serial: 5 }) },
    });
    expect(errorCode(missing)).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('treats a consent signed on the tablet as a change: the form opened before it is stale', async () => {
    const patient = await addPatient(6);
    const signed = { rodo: true, woman: false, dataProcessing: true, sending: true };
    await updatePatientConsents(t.database.db, Number(patient.id), signed);
    expect(await currentVersion(t.database.db, patient.id)).toBe(2);
    // The form still holds the old (empty) consents: saving them would undo the signature.
    const stale = await save(patient.id, 1, { serial: 6, consents: patient.consents });
    expect(errorCode(stale)).toBe('STALE_VERSION');
    const view = await graphql<{ patient: Saved }>(t.app, GET_PATIENT, {
      ...registration.options,
      variables: { id: patient.id },
    });
    expect(view.data!.patient.consents).toEqual(signed);
  });
});
