import { encodePesel, ZPatientInput } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, patients } from '../../db/schema/index.js';
import { AppError } from '../../errors/app-error.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
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
import { IDENTITY_REFUSALS_PER_HOUR } from './identity-probe-limit.js';
import type { Actor } from '../../auth/actor.js';
import { addPatient } from './patient-writes.service.js';

/**
 * Identity numbers belong to staff (issue 9 §6, ADR 0021): a caller who does not see every
 * patient must not learn, through the PESEL uniqueness check, whether a number belongs to a
 * patient of the clinic.
 */

let t: TestApp;
let doctor: Account;
let registration: Account;
let technician: Account;

const BIRTH = '1985-04-12';
const pesel = (serial: number) => encodePesel(BIRTH, serial, 'Female');
const IDENTITY_STAFF_ONLY =
  'Numer PESEL lub numer dokumentu tożsamości może zmienić tylko rejestracja placówki';

beforeAll(async () => {
  t = await createTestApp();
  [doctor, registration, technician] = await accountsOf(t, 'Doctor', 'Registration', 'Technician');
});
afterAll(() => t.close());

/** A patient the doctor created (so may edit while it has no studies), with a PESEL. */
async function doctorsPatient(serial: number): Promise<string> {
  const row = await buildPatient(t.database.db, {
    createdById: doctor.id,
    ssn: pesel(serial),
    ssnIsPesel: true,
    birthDate: BIRTH,
    gender: 'Female',
  });
  return String(row.id);
}

/** A patient of the clinic the doctor does not see. */
async function clinicPatient(serial: number): Promise<string> {
  const response = await graphql<{ addPatient: { id: string } }>(t.app, ADD_PATIENT, {
    ...technician.options,
    variables: { patient: patientInput({ serial, lastName: 'Obca' }) },
  });
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.addPatient.id;
}

async function save(account: Account, id: string, patient: Record<string, unknown>) {
  return graphql<{ updatePatient: { contact: { ssn: string; lastName: string } } }>(
    t.app,
    UPDATE_PATIENT,
    {
      ...account.options,
      variables: { id, version: await currentVersion(t.database.db, id), patient },
    },
  );
}

async function storedSsn(id: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ ssn: contacts.ssn })
    .from(patients)
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .where(eq(patients.id, Number(id)));
  return row!.ssn;
}

describe('a referring doctor editing their own patient', () => {
  it('gets the same answer for another patient’s PESEL as for one nobody has, and it is audited', async () => {
    const own = await doctorsPatient(101);
    await clinicPatient(102);
    const taken = await save(doctor, own, patientInput({ serial: 102 }));
    const free = await save(doctor, own, patientInput({ serial: 103 }));
    expect(taken.errors).toEqual(free.errors);
    expect(taken.data).toEqual(free.data);
    expect(errorCode(taken)).toBe('BAD_USER_INPUT');
    expect(taken.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'contact.ssn', message: IDENTITY_STAFF_ONLY },
    ]);
    expect(JSON.stringify(taken.errors)).not.toContain('już istnieje');
    expect(await storedSsn(own)).toBe(pesel(101));

    const denied = await auditRows(t.database.db, {
      action: 'patient.update',
      entityId: own,
      outcome: 'denied',
    });
    expect(denied.map((entry) => entry.details)).toEqual(
      Array(2).fill({ role: 'Doctor', reason: 'identityStaffOnly', field: 'contact.ssn' }),
    );
  });

  it('may not switch the PESEL check off either', async () => {
    const own = await doctorsPatient(111);
    const response = await save(doctor, own, patientInput({ serial: 111, ssnIsPesel: false }));
    expect(response.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'ssnIsPesel', message: IDENTITY_STAFF_ONLY },
    ]);
  });

  it('changes everything else, and the number stays exactly as stored', async () => {
    const own = await doctorsPatient(121);
    const response = await save(doctor, own, patientInput({ serial: 121, lastName: 'Zmieniona' }));
    expect(response.errors).toBeUndefined();
    expect(response.data!.updatePatient.contact).toMatchObject({
      lastName: 'Zmieniona',
      ssn: pesel(121),
    });

    // A document number written in another letter case or spacing is the same number: kept.
    const passport = await buildPatient(t.database.db, {
      createdById: doctor.id,
      ssn: 'PA7654321',
      ssnIsPesel: false,
    });
    const id = String(passport.id);
    const retyped = await save(
      doctor,
      id,
      patientInput({ ssnIsPesel: false, lastName: 'Paszport', contact: { ssn: 'pa 7654321' } }),
    );
    expect(retyped.errors).toBeUndefined();
    expect(retyped.data!.updatePatient.contact).toMatchObject({
      lastName: 'Paszport',
      ssn: 'PA7654321',
    });
  });

  it('is told by canEditIdentity that the number is not theirs to change', async () => {
    const own = await doctorsPatient(131);
    const asDoctor = await graphql<{ patient: { canEdit: boolean; canEditIdentity: boolean } }>(
      t.app,
      GET_PATIENT,
      { ...doctor.options, variables: { id: own } },
    );
    expect(asDoctor.data!.patient).toMatchObject({ canEdit: true, canEditIdentity: false });
    const asDesk = await graphql<{ patient: { canEdit: boolean; canEditIdentity: boolean } }>(
      t.app,
      GET_PATIENT,
      { ...registration.options, variables: { id: own } },
    );
    expect(asDesk.data!.patient).toMatchObject({ canEdit: true, canEditIdentity: true });
  });
});

describe('staff', () => {
  it('still hear that the PESEL is taken, and may change a doctor’s patient’s number', async () => {
    const own = await doctorsPatient(141);
    await clinicPatient(142);
    const taken = await save(registration, own, patientInput({ serial: 142 }));
    expect(taken.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'contact.ssn', message: 'Pacjent z tym numerem PESEL już istnieje' },
    ]);
    const changed = await save(registration, own, patientInput({ serial: 143 }));
    expect(changed.errors).toBeUndefined();
    expect(await storedSsn(own)).toBe(pesel(143));
  });
});

describe('adding in a narrow scope (no such role today; the service is ready)', () => {
  const input = (serial: number) => ZPatientInput.parse(patientInput({ serial }));

  async function refusal(promise: Promise<unknown>): Promise<AppError> {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }

  async function addsOf(userId: number, reason: string) {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.create'), eq(auditLog.actorUserId, userId)));
    return rows.filter((row) => row.details?.reason === reason);
  }

  it('refuses a taken number without saying why, audits it, and stops a prober', async () => {
    const prober = await accountOf(t.database.db, 'Doctor', t.config.sessionTtlMinutes);
    const caller: Actor = { userId: prober.id, role: 'Doctor', address: '198.51.100.7' };
    const deps = { db: t.database.db };
    for (const serial of [201, 202, 203, 204, 205, 206, 207]) await clinicPatient(serial);

    // A free number: added, and the doctor sees their new patient.
    const added = await addPatient(deps, caller, input(200));
    expect(added.createdById).toBe(prober.id);

    // Parallel probes cannot race the count: at most the limit are checked against the index.
    const probes = await Promise.all(
      [201, 202, 203, 204, 205, 206, 207].map((serial) =>
        refusal(addPatient(deps, caller, input(serial))),
      ),
    );
    for (const error of probes) {
      expect(error).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.patient.saveRefused' });
    }
    expect(await addsOf(prober.id, 'identityTaken')).toHaveLength(IDENTITY_REFUSALS_PER_HOUR);
    expect(await addsOf(prober.id, 'identityRefusalLimit')).toHaveLength(
      7 - IDENTITY_REFUSALS_PER_HOUR,
    );

    // Now even a free number is refused, the same way.
    const free = await refusal(addPatient(deps, caller, input(208)));
    expect(free).toMatchObject({ code: 'FORBIDDEN', messageKey: 'errors.patient.saveRefused' });
    expect(await addsOf(prober.id, 'identityRefusalLimit')).toHaveLength(
      8 - IDENTITY_REFUSALS_PER_HOUR,
    );

    // Other users are not affected.
    const other = await accountOf(t.database.db, 'Doctor', t.config.sessionTtlMinutes);
    const theirs = await addPatient(
      deps,
      { userId: other.id, role: 'Doctor', address: '198.51.100.8' },
      input(209),
    );
    expect(theirs.createdById).toBe(other.id);
  });
});
