import { encodePesel } from '@portal/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { patients } from '../../db/schema/index.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  accountsOf,
  currentVersion,
  DELETE_PATIENT,
  GET_PATIENT,
  patientInput,
  UPDATE_PATIENT,
  type Account,
} from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type * as PatientDependentsModule from './patient-dependents.js';
import type { PatientDependents } from './patient-dependents.js';

/**
 * Studies and referrals do not exist yet; this file stands in for them through the one hook that
 * will count them (patient-dependents.ts), to prove that the delete refusal and the creator's
 * edit rule already follow it.
 */
const dependents = vi.hoisted(() => ({ current: { studies: 0, referrals: 0, appointments: 0 } }));
vi.mock('./patient-dependents.js', async (importOriginal) => {
  const original = await importOriginal<typeof PatientDependentsModule>();
  return {
    ...original,
    countDependents: (): Promise<PatientDependents> => Promise.resolve(dependents.current),
    hasStudies: () => Promise.resolve(dependents.current.studies > 0),
    // The batched form the Patient.canEdit loader asks (ADR 0022).
    patientsWithStudies: (_db: unknown, ids: readonly number[]) =>
      Promise.resolve(new Set(dependents.current.studies > 0 ? ids : [])),
  };
});

let t: TestApp;
let admin: Account;
let doctor: Account;

beforeAll(async () => {
  t = await createTestApp();
  [admin, doctor] = await accountsOf(t, 'Admin', 'Doctor');
});
afterAll(() => t.close());
beforeEach(() => {
  dependents.current = { studies: 0, referrals: 0, appointments: 0 };
});

async function patientExists(id: number): Promise<boolean> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(patients)
    .where(eq(patients.id, id));
  return row!.n === 1;
}

describe('deleting a patient others depend on', () => {
  it('is refused with a clear message, in every language, and deletes nothing', async () => {
    const { id } = await buildPatient(t.database.db);
    dependents.current = { studies: 2, referrals: 1, appointments: 3 };
    const pl = await graphql(t.app, DELETE_PATIENT, {
      ...admin.options,
      variables: { id: String(id) },
    });
    expect(errorCode(pl)).toBe('CONFLICT');
    expect(pl.errors![0]!.message).toBe(
      'Nie można usunąć pacjenta, ponieważ są z nim powiązane badania (2), skierowania (1) lub wizyty (3).',
    );
    expect(pl.errors![0]!.extensions).toMatchObject({ studies: 2, referrals: 1, appointments: 3 });
    const en = await graphql(t.app, DELETE_PATIENT, {
      ...admin.options,
      lang: 'en',
      variables: { id: String(id) },
    });
    expect(en.errors![0]!.message).toBe(
      'The patient cannot be deleted because studies (2), referrals (1) or appointments (3) depend on them.',
    );
    expect(await patientExists(id)).toBe(true);
  });

  it('goes ahead once nothing depends on it', async () => {
    const { id } = await buildPatient(t.database.db);
    const response = await graphql(t.app, DELETE_PATIENT, {
      ...admin.options,
      variables: { id: String(id) },
    });
    expect(response.data).toEqual({ deletePatient: true });
    expect(await patientExists(id)).toBe(false);
  });
});

describe('the creator’s edit from the view', () => {
  it('ends when the patient has studies', async () => {
    // The number the input below sends: the creator may not change it (ADR 0021).
    const { id } = await buildPatient(t.database.db, {
      createdById: doctor.id,
      ssn: encodePesel('1985-04-12', 42, 'Female'),
      ssnIsPesel: true,
      birthDate: '1985-04-12',
      gender: 'Female',
    });
    const view = () =>
      graphql<{ patient: { canEdit: boolean } }>(t.app, GET_PATIENT, {
        ...doctor.options,
        variables: { id: String(id) },
      });
    const update = async () =>
      graphql(t.app, UPDATE_PATIENT, {
        ...doctor.options,
        variables: {
          id: String(id),
          version: await currentVersion(t.database.db, id),
          patient: patientInput({ serial: 42 }),
        },
      });

    dependents.current = { studies: 1, referrals: 0, appointments: 0 };
    expect((await view()).data!.patient.canEdit).toBe(false);
    expect(errorCode(await update())).toBe('FORBIDDEN');

    dependents.current = { studies: 0, referrals: 3, appointments: 0 };
    expect((await view()).data!.patient.canEdit).toBe(true);
    expect((await update()).errors).toBeUndefined();
  });
});
