import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contacts, files, patients } from '../../db/schema/index.js';
import type { LocalStorage } from '../../platform/storage/local-storage.js';
import { buildPatient } from '../../test/factories.js';
import { confirm, pngBytes, prepare, putBytes } from '../../test/file-uploads.js';
import { errorCode, graphql, type GraphQLResponse } from '../../test/graphql.js';
import {
  accountsOf,
  ADD_PATIENT,
  DELETE_PATIENT,
  GET_PATIENT,
  patientInput,
  UPDATE_PATIENT,
  type Account,
} from '../../test/patient-calls.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { storageKeyOf } from '../files/file-keys.js';

let t: TestApp;
let filesDir: string;
let technician: Account;
let registration: Account;
let doctor: Account;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'portal-patients-test-'));
  t = await createTestApp({ FILES_DIR: filesDir });
  [technician, registration, doctor] = await accountsOf(t, 'Technician', 'Registration', 'Doctor');
});
afterAll(async () => {
  await t?.close();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

interface PatientData {
  id: string;
  notes: string | null;
  ssnIsPesel: boolean;
  createdById: string;
  updatedById: string;
  consents: Record<string, boolean>;
  contact: Record<string, unknown>;
  files: { id: string; fileType: string; name: string; uri: string; createdAt: string }[];
}

async function add(patient: Record<string, unknown>, account = technician) {
  return graphql<{ addPatient: PatientData }>(t.app, ADD_PATIENT, {
    ...account.options,
    variables: { patient },
  });
}

function added(response: GraphQLResponse<{ addPatient: PatientData }>): PatientData {
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.addPatient;
}

async function auditOf(action: string, entityId: string) {
  // Reads reach the trail within a second (ADR 0028): now, for the test.
  await t.app.readAudit.flush();
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.id);
}

describe('addPatient', () => {
  it('stores every field, the creator and an audit entry', async () => {
    const patient = added(
      await add(
        patientInput({
          serial: 10,
          consents: { rodo: true, woman: false, dataProcessing: true, sending: false },
          contact: {
            middleName: 'Maria',
            companyName: 'Firma',
            secondaryDescription: 'Uczulenie na lateks',
            addresses: [
              { street: 'ul. Polna 1', postalCode: '90-001', city: 'Łódź', country: 'Polska' },
            ],
          },
        }),
      ),
    );
    expect(patient).toMatchObject({
      ssnIsPesel: true,
      createdById: String(technician.id),
      updatedById: String(technician.id),
      consents: { rodo: true, woman: false, dataProcessing: true, sending: false },
      contact: {
        firstName: 'Anna',
        middleName: 'Maria',
        lastName: 'Kowalska',
        companyName: 'Firma',
        phoneNumbers: ['+48 600 700 800'],
        emailAddresses: ['anna@example.com'],
        secondaryDescription: 'Uczulenie na lateks',
        addresses: [
          { street: 'ul. Polna 1', postalCode: '90-001', city: 'Łódź', country: 'Polska' },
        ],
      },
      files: [],
    });
    const [entry] = await auditOf('patient.create', patient.id);
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: technician.id });
  });

  it('keeps only the allowed rich-text tags, without attributes, in notes and description', async () => {
    const patient = added(
      await add(
        patientInput({
          serial: 11,
          notes:
            '<p onclick="steal()">Ważne: <strong>alergia</strong><script>alert(1)</script></p><img src=x onerror=alert(2)><a href="javascript:x">link</a>',
          contact: {
            primaryDescription:
              '<ul><li style="color:red">ząb 36</li></ul><iframe src="//evil"></iframe>',
          },
        }),
      ),
    );
    expect(patient.notes).toBe('<p>Ważne: <strong>alergia</strong></p>link');
    expect(patient.contact.primaryDescription).toBe('<ul><li>ząb 36</li></ul>');
  });

  it('stores a note with nothing left to show as no note', async () => {
    const patient = added(await add(patientInput({ serial: 12, notes: '<script>x()</script>' })));
    expect(patient.notes).toBeNull();
  });

  it('refuses a second patient with the same PESEL at the PESEL field, in every language', async () => {
    const first = added(await add(patientInput({ serial: 13 })));
    for (const [lang, message] of [
      ['pl', 'Pacjent z tym numerem PESEL już istnieje'],
      ['en', 'A patient with this PESEL number already exists'],
      ['ua', 'Пацієнт із цим номером PESEL уже існує'],
    ] as const) {
      const second = await graphql(t.app, ADD_PATIENT, {
        ...technician.options,
        lang,
        variables: { patient: patientInput({ serial: 13, firstName: 'Inna' }) },
      });
      expect(errorCode(second)).toBe('BAD_USER_INPUT');
      expect(second.errors![0]!.extensions.validationErrors).toEqual([
        { path: 'contact.ssn', message },
      ]);
    }
    const [{ n }] = (await t.database.db
      .select({ n: count() })
      .from(contacts)
      .where(eq(contacts.ssn, first.contact.ssn as string))) as [{ n: number }];
    expect(n).toBe(1);
    const failures = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.create'), eq(auditLog.outcome, 'failure')));
    expect(failures.map((entry) => entry.details)).toEqual(
      Array(3).fill({ role: 'Technician', reason: 'peselTaken' }),
    );
  });

  it('refuses the same document number twice, with the PESEL check off too (ADR 0020)', async () => {
    const passport = { ssnIsPesel: false, contact: { ssn: 'PA7654321', birthDate: '1991-02-03' } };
    added(await add(patientInput(passport)));
    const again = await add(patientInput({ ...passport, firstName: 'Druga' }));
    expect(errorCode(again)).toBe('BAD_USER_INPUT');
  });
});

describe('updatePatient', () => {
  it('changes the record, records who and which fields (not the values)', async () => {
    const patient = added(await add(patientInput({ serial: 20 })));
    const response = await graphql<{ updatePatient: PatientData }>(t.app, UPDATE_PATIENT, {
      ...registration.options,
      variables: {
        id: patient.id,
        version: 1,
        patient: patientInput({ serial: 20, lastName: 'Nowakowska', notes: '<p>nowa</p>' }),
      },
    });
    expect(response.errors).toBeUndefined();
    expect(response.data!.updatePatient).toMatchObject({
      notes: '<p>nowa</p>',
      createdById: String(technician.id),
      updatedById: String(registration.id),
      contact: { lastName: 'Nowakowska' },
    });
    const [entry] = await auditOf('patient.update', patient.id);
    expect(entry!.details).toEqual({
      role: 'Registration',
      changed: ['notes', 'contact.lastName'],
    });
  });

  it('keeps the consents when the input leaves them out, sets them when it has them', async () => {
    const consents = { rodo: true, woman: true, dataProcessing: true, sending: true };
    const patient = added(await add(patientInput({ serial: 21, consents })));
    const update = (input: Record<string, unknown>, version: number) =>
      graphql<{ updatePatient: PatientData }>(t.app, UPDATE_PATIENT, {
        ...registration.options,
        variables: { id: patient.id, version, patient: input },
      });
    const kept = await update(patientInput({ serial: 21, lastName: 'Bez zgód w formularzu' }), 1);
    expect(kept.data!.updatePatient.consents).toEqual(consents);
    const cleared = { rodo: false, woman: false, dataProcessing: false, sending: false };
    const set = await update(patientInput({ serial: 21, consents: cleared }), 2);
    expect(set.data!.updatePatient.consents).toEqual(cleared);
  });

  it('refuses the PESEL of another patient and leaves both as they were', async () => {
    const one = added(await add(patientInput({ serial: 22 })));
    const other = added(await add(patientInput({ serial: 23, lastName: 'Inna' })));
    const response = await graphql(t.app, UPDATE_PATIENT, {
      ...registration.options,
      variables: {
        id: other.id,
        version: 1,
        patient: patientInput({ serial: 22, lastName: 'Zmieniona' }),
      },
    });
    expect(response.errors![0]!.extensions.validationErrors).toEqual([
      { path: 'contact.ssn', message: 'Pacjent z tym numerem PESEL już istnieje' },
    ]);
    const after = await graphql<{ patient: PatientData }>(t.app, GET_PATIENT, {
      ...registration.options,
      variables: { id: other.id },
    });
    expect(after.data!.patient.contact).toMatchObject({ lastName: 'Inna', ssn: other.contact.ssn });
    expect(one.contact.ssn).not.toBe(other.contact.ssn);
  });

  it('answers NOT_FOUND for a patient that does not exist', async () => {
    const response = await graphql(t.app, UPDATE_PATIENT, {
      ...registration.options,
      variables: { id: '999999', version: 1, patient: patientInput({ serial: 24 }) },
    });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.errors![0]!.message).toBe('Nie znaleziono obiektu o identyfikatorze 999999.');
  });
});

/** Uploads a confirmed PNG for the patient, as the technician does. */
async function uploadFor(patientId: string, filename: string): Promise<string> {
  const bytes = pngBytes(512);
  const prepared = await prepare(
    t.app,
    { fileType: 'Consent', fileSizeInBytes: bytes.length, filename, patientId },
    technician.options,
  );
  const { fileId, uploadSignedURL } = prepared.data!.prepareUpload;
  expect((await putBytes(t.app, uploadSignedURL!, bytes)).statusCode).toBe(200);
  expect((await confirm(t.app, fileId, technician.options)).errors).toBeUndefined();
  return fileId;
}

describe('the patient’s files', () => {
  it('lists confirmed files newest first, not pending ones', async () => {
    const patient = added(await add(patientInput({ serial: 30 })));
    const older = await uploadFor(patient.id, 'zgoda-1.png');
    const newer = await uploadFor(patient.id, 'zgoda-2.png');
    await prepare(
      t.app,
      { fileType: 'Consent', fileSizeInBytes: 10, filename: 'w-toku.png', patientId: patient.id },
      technician.options,
    );
    const view = await graphql<{ patient: PatientData }>(t.app, GET_PATIENT, {
      ...registration.options,
      variables: { id: patient.id },
    });
    expect(view.data!.patient.files.map((file) => [file.id, file.name, file.uri])).toEqual([
      [newer, 'zgoda-2.png', newer],
      [older, 'zgoda-1.png', older],
    ]);
    expect(view.data!.patient.files[0]!.fileType).toBe('Consent');
  });

  it('shows a role only the files the file policy lets it read', async () => {
    const own = await buildPatient(t.database.db, { createdById: doctor.id });
    await uploadFor(String(own.id), 'zgoda.png');
    const view = await graphql<{ patient: PatientData }>(t.app, GET_PATIENT, {
      ...doctor.options,
      variables: { id: String(own.id) },
    });
    // Doctors do not hold files.read yet (auth/file-policy.ts): the list says so.
    expect(view.data!.patient.files).toEqual([]);
  });
});

describe('deletePatient', () => {
  it('removes the patient, its contact and its files with their bytes, in one go', async () => {
    const patient = added(await add(patientInput({ serial: 40 })));
    const fileIds = [await uploadFor(patient.id, 'a.png'), await uploadFor(patient.id, 'b.png')];
    const storage = t.app.storage as LocalStorage;
    const [row] = await t.database.db
      .select({ contactId: patients.contactId })
      .from(patients)
      .where(eq(patients.id, Number(patient.id)));

    const patientsNow = async () =>
      Number(
        (await t.database.pool.query<{ n: string }>('select total as n from patient_count'))
          .rows[0]!.n,
      );
    const before = await patientsNow();

    // Registration may delete patients without holding files.delete: the files go with them.
    const response = await graphql(t.app, DELETE_PATIENT, {
      ...registration.options,
      variables: { id: patient.id },
    });
    expect(response.data).toEqual({ deletePatient: true });

    expect(
      await t.database.db
        .select()
        .from(patients)
        .where(eq(patients.id, Number(patient.id))),
    ).toEqual([]);
    expect(
      await t.database.db.select().from(contacts).where(eq(contacts.id, row!.contactId)),
    ).toEqual([]);
    expect(await t.database.db.select().from(files).where(inArray(files.id, fileIds))).toEqual([]);
    for (const id of fileIds) expect(await storage.stat(storageKeyOf(id))).toBeNull();
    expect(await patientsNow()).toBe(before - 1);

    const [entry] = await auditOf('patient.delete', patient.id);
    expect(entry).toMatchObject({ outcome: 'success', actorUserId: registration.id });
    expect(entry!.details).toMatchObject({ files: 2 });
    expect(await auditOf('file.delete', fileIds[0]!)).toHaveLength(1);

    const again = await graphql(t.app, DELETE_PATIENT, {
      ...registration.options,
      variables: { id: patient.id },
    });
    expect(errorCode(again)).toBe('NOT_FOUND');
  });
});

describe('reading a patient', () => {
  it('is recorded in the audit trail', async () => {
    const patient = added(await add(patientInput({ serial: 50 })));
    await graphql(t.app, GET_PATIENT, { ...registration.options, variables: { id: patient.id } });
    const [entry] = await auditOf('patient.read', patient.id);
    expect(entry).toMatchObject({
      outcome: 'success',
      actorUserId: registration.id,
      entityType: 'patient',
      details: { role: 'Registration' },
    });
  });
});
