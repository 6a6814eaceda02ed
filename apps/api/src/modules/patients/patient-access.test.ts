import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contacts, patientAccess, patients } from '../../db/schema/index.js';
import { buildStudyType } from '../../test/calendar.js';
import { buildPatient } from '../../test/factories.js';
import { graphql, type CallOptions } from '../../test/graphql.js';
import { idsOf, list, patientInput, type Account } from '../../test/patient-calls.js';
import { addReferalAs, DELETE_REFERAL, giveStamp, UPDATE_REFERAL } from '../../test/referals.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  DELETE_STUDY,
  staffCaller,
  UPDATE_STUDY,
  type StudyData,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { refreshPatientAccess } from './patient-access.js';

/**
 * `patient_access` (ADR 0042): a referring user's patients as rows of their own, rewritten by
 * every write that can change them. After each step the whole table must equal what the tables
 * it is kept from say.
 */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let pan: { id: number };
let technician: Awaited<ReturnType<typeof staffCaller>>;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let doctor: TestDoctor;
let otherDoctor: TestDoctor;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  pan = await buildStudyType(t.database.db, { PAN: 15 });
  technician = await staffCaller(t, 'Technician');
  admin = await staffCaller(t, 'Admin');
  doctor = await buildDoctor(t, { role: 'Doctor' });
  otherDoctor = await buildDoctor(t, { role: 'Doctor' });
  await giveStamp(t, doctor);
  await giveStamp(t, otherDoctor);
});
afterAll(() => t.close());

const accountOf = (of: TestDoctor): Account => ({
  id: of.userId!,
  role: 'Doctor',
  options: of.options,
});

/** The patients `of` sees as a referring user, by their rows. */
async function accessOf(of: TestDoctor): Promise<number[]> {
  const rows = await t.database.db
    .select({ patientId: patientAccess.patientId })
    .from(patientAccess)
    .where(eq(patientAccess.userId, of.userId!))
    .orderBy(asc(patientAccess.patientId));
  return rows.map((row) => row.patientId);
}

/** The rows as the tables they are kept from say (migration 0015's backfill). */
const EXPECTED = sql`
  select g.user_id, p.id as patient_id, p.sort_last_name, p.sort_first_name
  from (
    select created_by_id as user_id, id as patient_id from patients where created_by_id is not null
    union
    select d.user_id, r.patient_id from referals r join doctors d on d.id = r.issuer_id
      where d.user_id is not null
    union
    select d.user_id, s.patient_id from study_access a
      join studies s on s.id = a.study_id join doctors d on d.id = a.doctor_id
      where a.as_referrer and d.user_id is not null
  ) g join patients p on p.id = g.patient_id`;
const KEPT = sql`select user_id, patient_id, sort_last_name, sort_first_name from patient_access`;

async function expectInStep() {
  const drift = await t.database.db.execute(
    sql`(${KEPT} except ${EXPECTED}) union all (${EXPECTED} except ${KEPT})`,
  );
  expect(drift.rows).toEqual([]);
}

function call(caller: { options: CallOptions }, query: string, variables: Record<string, unknown>) {
  return graphql<Record<string, { id: string; version: number }>>(t.app, query, {
    ...caller.options,
    variables,
  });
}

function referalInput(issuer: TestDoctor, patientId: number) {
  return {
    patient: patientId,
    issuer: issuer.id,
    referalToStudyTypes: [{ studyType: ground.cbct.id }],
    mediaTypes: ['Online'],
  };
}

function studyInput(patientId: number, changes: Record<string, unknown> = {}) {
  return {
    patient: patientId,
    studyType: pan.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    leadingDoctor: doctor.id,
    performer: technician.id,
    hidden: false,
    ...changes,
  };
}

async function updateStudy(study: StudyData, data: Record<string, unknown>): Promise<StudyData> {
  const response = await graphql<{ updateStudy: StudyData }>(t.app, UPDATE_STUDY, {
    ...admin.options,
    variables: { id: study.id, data: { status: study.status, ...data, version: study.version } },
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.updateStudy;
}

describe('patient_access follows every write that changes it', () => {
  it('a patient a doctor enters (on a referral) is theirs, with or without the referral', async () => {
    const referal = await addReferalAs(t, doctor, {
      newPatient: patientInput({ lastName: 'Własna', serial: 501 }),
      referalToStudyTypes: [{ studyType: ground.cbct.id }],
      mediaTypes: ['Online'],
    });
    const created = Number((referal.patient as { id: string }).id);
    expect(await accessOf(doctor)).toContain(created);
    expect(idsOf(await list(t.app, accountOf(doctor)))).toContain(created);
    await expectInStep();
    // The referral gone, they still see the patient they created.
    expect((await call(admin, DELETE_REFERAL, { id: referal.id })).errors).toBeUndefined();
    expect(await accessOf(doctor)).toContain(created);
    await expectInStep();
  });

  it('a referral: added, moved to another patient and issuer, deleted', async () => {
    const [first, second] = [await buildPatient(t.database.db), await buildPatient(t.database.db)];
    const added = await addReferalAs(t, admin, referalInput(doctor, first.id));
    expect(await accessOf(doctor)).toContain(first.id);
    await expectInStep();

    const moved = await call(admin, UPDATE_REFERAL, {
      id: added.id,
      referal: referalInput(otherDoctor, second.id),
      version: added.version,
    });
    expect(moved.errors).toBeUndefined();
    expect(await accessOf(doctor)).not.toContain(first.id);
    expect(await accessOf(doctor)).not.toContain(second.id);
    expect(await accessOf(otherDoctor)).toContain(second.id);
    await expectInStep();

    expect((await call(admin, DELETE_REFERAL, { id: added.id })).errors).toBeUndefined();
    expect(await accessOf(otherDoctor)).not.toContain(second.id);
    await expectInStep();
  });

  it('a study: led, no longer led, hidden, shown, moved to another patient, deleted', async () => {
    const [first, second] = [await buildPatient(t.database.db), await buildPatient(t.database.db)];
    let study = await addStudyAs(t, technician, studyInput(first.id));
    expect(await accessOf(doctor)).toContain(first.id);
    await expectInStep();

    study = await updateStudy(study, studyInput(first.id, { leadingDoctor: null }));
    expect(await accessOf(doctor)).not.toContain(first.id);
    await expectInStep();

    study = await updateStudy(study, studyInput(first.id, { hidden: true }));
    expect(await accessOf(doctor)).not.toContain(first.id);
    await expectInStep();

    study = await updateStudy(study, studyInput(first.id));
    expect(await accessOf(doctor)).toContain(first.id);

    study = await updateStudy(study, studyInput(second.id));
    expect(await accessOf(doctor)).not.toContain(first.id);
    expect(await accessOf(doctor)).toContain(second.id);
    await expectInStep();

    expect((await call(admin, DELETE_STUDY, { id: study.id })).errors).toBeUndefined();
    expect(await accessOf(doctor)).not.toContain(second.id);
    await expectInStep();
  });

  it("a name change moves the patient in the referring user's list", async () => {
    const lister = await buildDoctor(t, { role: 'Doctor' });
    const early = await buildPatient(t.database.db, {
      lastName: 'Adamska',
      createdById: lister.userId,
    });
    const late = await buildPatient(t.database.db, {
      lastName: 'Nowicka',
      createdById: lister.userId,
    });
    expect(idsOf(await list(t.app, accountOf(lister)))).toEqual([early.id, late.id]);

    await t.database.db
      .update(contacts)
      .set({ lastName: 'Żak' })
      .where(eq(contacts.id, early.contactId));
    const [row] = await t.database.db
      .select({ sortLastName: patientAccess.sortLastName })
      .from(patientAccess)
      .where(eq(patientAccess.patientId, early.id));
    expect(row?.sortLastName).toBe('Żak');
    expect(idsOf(await list(t.app, accountOf(lister)))).toEqual([late.id, early.id]);
    const descending = await list(t.app, accountOf(lister), { orderBy: { lastName: 'DESC' } });
    expect(idsOf(descending)).toEqual([early.id, late.id]);
    await expectInStep();
  });

  it('saves of one patient at once refresh it one after the other', async () => {
    const patient = await buildPatient(t.database.db, { createdById: doctor.userId });
    // Each holds its refresh open for a moment: without the patient's lock the later ones would
    // insert the rows the first one committed again (a duplicate key).
    await Promise.all(
      [1, 2, 3].map(() =>
        t.database.db.transaction(async (tx) => {
          await refreshPatientAccess(tx, [patient.id]);
          await tx.execute(sql`select pg_sleep(0.05)`);
        }),
      ),
    );
    expect(await accessOf(doctor)).toContain(patient.id);
    await expectInStep();
  });

  it('a patient deleted takes its rows with it', async () => {
    const gone = await buildPatient(t.database.db, { createdById: doctor.userId });
    expect(await accessOf(doctor)).toContain(gone.id);
    await t.database.db.delete(patients).where(eq(patients.id, gone.id));
    expect(await accessOf(doctor)).not.toContain(gone.id);
    await expectInStep();
  });
});
