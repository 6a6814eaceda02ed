import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-rows.js';
import { buildStudyType } from '../../test/calendar.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, fieldErrors, graphql, type CallOptions } from '../../test/graphql.js';
import { DELETE_PATIENT, GET_PATIENT, patientInput } from '../../test/patient-calls.js';
import {
  ADD_REFERAL,
  addReferalAs,
  COMPLETE_REFERAL,
  DELETE_REFERAL,
  GET_REFERAL,
  giveStamp,
  LIST_REFERALS,
  UPDATE_REFERAL,
  type ReferalData,
} from '../../test/referals.js';
import {
  addStudyAs,
  ADD_STUDY,
  buildDoctor,
  buildStudyGround,
  staffCaller,
  type TestDoctor,
} from '../../test/studies.js';
import { buildMailablePatient, mailedToken } from '../../test/scheduling.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 17 §1: referrals — issued, scoped, edited, completed and turned into studies. */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let pan: { id: number };
let registration: Awaited<ReturnType<typeof staffCaller>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let stamped: TestDoctor;
let otherDoctor: TestDoctor;
let unstamped: TestDoctor;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  pan = await buildStudyType(t.database.db, { PAN: 15 });
  registration = await staffCaller(t, 'Registration');
  technician = await staffCaller(t, 'Technician');
  admin = await staffCaller(t, 'Admin');
  stamped = await buildDoctor(t, { role: 'Doctor' });
  otherDoctor = await buildDoctor(t, { role: 'Doctor' });
  unstamped = await buildDoctor(t, { role: 'Doctor' });
  await giveStamp(t, stamped);
  await giveStamp(t, otherDoctor);
});
afterAll(() => t.close());

interface Caller {
  options: CallOptions;
}

/** A referral of the ground's patient for CBCT and PAN, as the desk enters it for `issuer`. */
function deskReferal(issuer: TestDoctor, changes: Record<string, unknown> = {}) {
  return {
    patient: ground.patient.id,
    issuer: issuer.id,
    referalToStudyTypes: [{ studyType: ground.cbct.id, remarks: 'Ząb 36' }, { studyType: pan.id }],
    mediaTypes: ['Pendrive'],
    description: 'Kontrola po leczeniu kanałowym',
    ...changes,
  };
}

function call<T = Record<string, unknown>>(
  caller: Caller,
  query: string,
  variables: Record<string, unknown>,
) {
  return graphql<T>(t.app, query, { ...caller.options, variables });
}

/** The form's input of a saved referral, as an edit sends it back. */
function inputOf(referal: ReferalData, changes: Record<string, unknown> = {}) {
  const data = referal as unknown as {
    patient: { id: string };
    issuer: { id: string };
    mediaTypes: string[];
    referalToStudyTypes: { studyType: { id: string }; remarks: string | null }[];
  };
  return {
    patient: data.patient.id,
    issuer: data.issuer.id,
    referalToStudyTypes: data.referalToStudyTypes.map((item) => ({
      studyType: item.studyType.id,
      remarks: item.remarks,
    })),
    mediaTypes: data.mediaTypes,
    ...changes,
  };
}

describe('issuing', () => {
  it('a doctor issues a referral for a new patient, as themselves, with Online always on', async () => {
    const referal = await addReferalAs(t, stamped, {
      newPatient: patientInput({ firstName: 'Łucja', lastName: 'Żółkiewska', serial: 401 }),
      issuer: otherDoctor.id, // ignored: a Doctor issues as their own profile (§5)
      referalToStudyTypes: [{ studyType: ground.cbct.id, studySubTypes: [] }],
      mediaTypes: ['Film'],
      requestDescription: true,
    });
    expect(referal).toMatchObject({
      completed: false,
      mediaTypes: ['Online', 'Film'],
      requestDescription: true,
      issuer: { id: String(stamped.id), hasStamp: true },
      issuerHasStamp: true,
      canEdit: true,
      canDelete: true,
      canComplete: false,
      canCreateStudy: false,
      patient: { contact: { firstName: 'Łucja', lastName: 'Żółkiewska' } },
    });
    // The doctor sees the patient they referred (the patient scope grows by their referrals).
    const patientId = (referal.patient as { id: string }).id;
    const patient = await call(stamped, GET_PATIENT, { id: patientId });
    expect(patient.errors).toBeUndefined();
    const audit = await auditRows(t.database.db, { action: 'referal.create' });
    expect(audit.some((row) => row.entityId === referal.id)).toBe(true);
  });

  it('a referral is not issued without the issuer’s stamp (§5)', async () => {
    const response = await call(unstamped, ADD_REFERAL, {
      newReferal: { ...deskReferal(unstamped), issuer: undefined },
    });
    expect(errorCode(response)).toBe('BAD_USER_INPUT');
    expect(fieldErrors(response).issuer).toMatch(/pieczątki/);
    const desk = await call(registration, ADD_REFERAL, { newReferal: deskReferal(unstamped) });
    expect(fieldErrors(desk).issuer).toMatch(/pieczątki/);
  });

  it('the desk names the issuer; a role without a doctor profile or picker cannot issue', async () => {
    const missing = await call(registration, ADD_REFERAL, {
      newReferal: { ...deskReferal(stamped), issuer: null },
    });
    expect(fieldErrors(missing).issuer).toBe('Lekarz wystawiający jest wymagany');
    const manager = await staffCaller(t, 'Manager');
    const refused = await call(manager, ADD_REFERAL, { newReferal: deskReferal(stamped) });
    expect(errorCode(refused)).toBe('FORBIDDEN');
  });

  it('the scheduling switch mails the patient a link with the save, or refuses at the switch', async () => {
    const mailable = await buildMailablePatient(t);
    const referal = await addReferalAs(
      t,
      registration,
      deskReferal(stamped, { patient: mailable.id, sendSchedulingEmail: true }),
    );
    expect(referal.sendSchedulingEmail).toBe(true);
    expect(await mailedToken(t, mailable.email!)).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const silent = await buildMailablePatient(t, null);
    const before = await call<{ referals: { total: number } }>(registration, LIST_REFERALS, {
      where: { patient: silent.id },
    });
    const refused = await call(registration, ADD_REFERAL, {
      newReferal: deskReferal(stamped, { patient: silent.id, sendSchedulingEmail: true }),
    });
    expect(Object.keys(fieldErrors(refused))).toEqual(['sendSchedulingEmail']);
    const after = await call<{ referals: { total: number } }>(registration, LIST_REFERALS, {
      where: { patient: silent.id },
    });
    expect(after.data!.referals.total).toBe(before.data!.referals.total);
  });

  it('validates study types and the patient with localized messages', async () => {
    const empty = await call(registration, ADD_REFERAL, {
      newReferal: deskReferal(stamped, { referalToStudyTypes: [], patient: null }),
    });
    expect(fieldErrors(empty)).toMatchObject({
      referalToStudyTypes: 'Wybierz przynajmniej jeden typ badania',
      patient: 'Pacjent jest wymagany',
    });
    const twice = await call(registration, ADD_REFERAL, {
      newReferal: deskReferal(stamped, {
        referalToStudyTypes: [{ studyType: pan.id }, { studyType: pan.id }],
      }),
    });
    expect(fieldErrors(twice).referalToStudyTypes).toMatch(/więcej niż raz/);
    const subtype = await call(registration, ADD_REFERAL, {
      newReferal: deskReferal(stamped, {
        referalToStudyTypes: [{ studyType: pan.id, studySubTypes: ['Nieznany'] }],
      }),
    });
    expect(Object.keys(fieldErrors(subtype))).toEqual(['referalToStudyTypes.0.studySubTypes']);
  });
});

describe('scope', () => {
  it("a doctor never reads, lists, edits or deletes another doctor's referral", async () => {
    const theirs = await addReferalAs(t, registration, deskReferal(otherDoctor));
    expect(errorCode(await call(stamped, GET_REFERAL, { id: theirs.id }))).toBe('NOT_FOUND');
    const list = await call<{ referals: { items: { id: string }[] } }>(stamped, LIST_REFERALS, {});
    expect(list.data!.referals.items.map((item) => item.id)).not.toContain(theirs.id);
    const update = await call(stamped, UPDATE_REFERAL, {
      id: theirs.id,
      referal: inputOf(theirs),
      version: theirs.version,
    });
    expect(errorCode(update)).toBe('NOT_FOUND');
    expect(errorCode(await call(stamped, DELETE_REFERAL, { id: theirs.id }))).toBe('NOT_FOUND');
    // Their own doctor reads it.
    expect((await call(otherDoctor, GET_REFERAL, { id: theirs.id })).errors).toBeUndefined();
  });

  it("a doctor's patients grow by their referrals and their studies, not by others'", async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    await giveStamp(t, doctor);
    const [referred, led, hidden, foreign] = await Promise.all(
      [1, 2, 3, 4].map(() => buildPatient(t.database.db)),
    );
    const sees = async (patient: { id: number }) =>
      (await call(doctor, GET_PATIENT, { id: patient.id })).errors === undefined;
    expect(await sees(referred!)).toBe(false);
    await addReferalAs(t, registration, deskReferal(doctor, { patient: referred!.id }));
    const study = (patient: { id: number }, hide: boolean) => ({
      patient: patient.id,
      studyType: pan.id,
      studyDate: '2026-11-20T09:30:00.000Z',
      branch: ground.branch.id,
      leadingDoctor: doctor.id,
      hidden: hide,
      performer: technician.id,
    });
    await addStudyAs(t, technician, study(led!, false));
    await addStudyAs(t, technician, study(hidden!, true));
    await addReferalAs(t, registration, deskReferal(otherDoctor, { patient: foreign!.id }));
    expect(await sees(referred!)).toBe(true);
    expect(await sees(led!)).toBe(true);
    expect(await sees(hidden!)).toBe(false);
    expect(await sees(foreign!)).toBe(false);
  });

  it('DentalOffice has no referrals at all', async () => {
    const office = await buildDoctor(t, { role: 'DentalOffice' });
    expect(errorCode(await call(office, LIST_REFERALS, {}))).toBe('FORBIDDEN');
  });

  it('lists newest first with the filters of the list', async () => {
    const first = await addReferalAs(t, registration, deskReferal(otherDoctor));
    const second = await addReferalAs(
      t,
      registration,
      deskReferal(stamped, { referalToStudyTypes: [{ studyType: pan.id }] }),
    );
    type Page = { referals: { total: number; items: { id: string }[] } };
    const all = await call<Page>(registration, LIST_REFERALS, {});
    const ids = all.data!.referals.items.map((item) => item.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const onlyCbct = await call<Page>(registration, LIST_REFERALS, {
      where: { studyTypes: [ground.cbct.id] },
    });
    const cbctIds = onlyCbct.data!.referals.items.map((item) => item.id);
    expect(cbctIds).toContain(first.id);
    expect(cbctIds).not.toContain(second.id);
    const byIssuer = await call<Page>(registration, LIST_REFERALS, {
      where: { issuerId: stamped.id, patient: ground.patient.id, completed: false },
    });
    expect(byIssuer.data!.referals.items.map((item) => item.id)).toContain(second.id);
    expect(byIssuer.data!.referals.items.map((item) => item.id)).not.toContain(first.id);
  });
});

describe('editing and completing', () => {
  it('a stale edit is refused; a fresh one saves', async () => {
    const referal = await addReferalAs(t, stamped, deskReferal(stamped, { issuer: undefined }));
    const saved = await call<{ updateReferal: ReferalData }>(stamped, UPDATE_REFERAL, {
      id: referal.id,
      referal: inputOf(referal, { remarks: 'Pilne' }),
      version: referal.version,
    });
    expect(saved.data?.updateReferal).toMatchObject({
      remarks: 'Pilne',
      version: referal.version + 1,
    });
    const stale = await call(stamped, UPDATE_REFERAL, {
      id: referal.id,
      referal: inputOf(referal, { remarks: 'Stara wersja' }),
      version: referal.version,
    });
    expect(errorCode(stale)).toBe('STALE_VERSION');
  });

  it('Zrealizuj completes it once; a completed referral refuses edit, delete and studies', async () => {
    const referal = await addReferalAs(t, registration, deskReferal(stamped));
    expect(errorCode(await call(stamped, COMPLETE_REFERAL, { id: referal.id }))).toBe('FORBIDDEN');
    const done = await call<{ completeReferal: ReferalData }>(technician, COMPLETE_REFERAL, {
      id: referal.id,
    });
    expect(done.data?.completeReferal).toMatchObject({ completed: true, canComplete: false });
    const again = await call(technician, COMPLETE_REFERAL, { id: referal.id });
    expect(errorCode(again)).toBe('CONFLICT');
    const edit = await call(admin, UPDATE_REFERAL, {
      id: referal.id,
      referal: inputOf(done.data!.completeReferal),
      version: done.data!.completeReferal.version,
    });
    expect(errorCode(edit)).toBe('CONFLICT');
    expect(errorCode(await call(admin, DELETE_REFERAL, { id: referal.id }))).toBe('CONFLICT');
    const study = await call(registration, ADD_STUDY, {
      newStudy: studyFrom(referal, pan.id),
    });
    expect(errorCode(study)).toBe('CONFLICT');
  });

  it('the doctor deletes their own open referral', async () => {
    const referal = await addReferalAs(t, stamped, deskReferal(stamped, { issuer: undefined }));
    const deleted = await call(stamped, DELETE_REFERAL, { id: referal.id });
    expect(deleted.data).toEqual({ deleteReferal: referal.id });
    expect(errorCode(await call(stamped, GET_REFERAL, { id: referal.id }))).toBe('NOT_FOUND');
  });
});

function studyFrom(referal: { id: string }, studyType: number, patient = ground.patient.id) {
  return {
    patient,
    studyType,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    referal: referal.id,
    leadingDoctor: stamped.id,
  };
}

describe('studies from a referral', () => {
  it('one study per study type; the last one completes the referral by itself', async () => {
    const referal = await addReferalAs(t, registration, deskReferal(stamped));
    const first = await addStudyAs(t, registration, studyFrom(referal, ground.cbct.id));
    expect(first.referalId).toBe(referal.id);
    // The referral's print is kept with the study (part 2 §7).
    const files = await call<{ study: { files: { fileType: string; name: string }[] } }>(
      registration,
      'query($id: ID!) { study(id: $id) { files { fileType name } } }',
      { id: first.id },
    );
    const [print, ...others] = files.data!.study.files;
    expect(others).toEqual([]);
    expect(print?.fileType).toBe('StudyReferal');
    expect(print?.name).toMatch(/^skierowanie-.*\.pdf$/);

    const same = await call(registration, ADD_STUDY, {
      newStudy: studyFrom(referal, ground.cbct.id),
    });
    expect(fieldErrors(same).studyType).toMatch(/nie ma na skierowaniu/);
    const other = await buildPatient(t.database.db);
    const wrongPatient = await call(registration, ADD_STUDY, {
      newStudy: studyFrom(referal, pan.id, other.id),
    });
    expect(fieldErrors(wrongPatient).patient).toMatch(/innego pacjenta/);

    const halfway = await call<{ referal: ReferalData }>(registration, GET_REFERAL, {
      id: referal.id,
    });
    expect(halfway.data!.referal.completed).toBe(false);
    expect(halfway.data!.referal.referalToStudyTypes.map((item) => item.issued)).toEqual([
      true,
      false,
    ]);
    // A referral with a study is not deleted.
    expect(errorCode(await call(admin, DELETE_REFERAL, { id: referal.id }))).toBe('CONFLICT');

    await addStudyAs(t, registration, studyFrom(referal, pan.id));
    const done = await call<{ referal: ReferalData }>(registration, GET_REFERAL, {
      id: referal.id,
    });
    expect(done.data!.referal).toMatchObject({ completed: true, canCreateStudy: false });
    expect(done.data!.referal.studies.map((study) => study.studyTypeId)).toEqual([
      String(ground.cbct.id),
      String(pan.id),
    ]);
    const more = await call(registration, ADD_STUDY, { newStudy: studyFrom(referal, pan.id) });
    expect(errorCode(more)).toBe('CONFLICT');
  });

  it('two desks issuing the last study type at once: one study, one refusal', async () => {
    const referal = await addReferalAs(
      t,
      registration,
      deskReferal(stamped, { referalToStudyTypes: [{ studyType: pan.id }] }),
    );
    const [a, b] = await Promise.all([
      call(registration, ADD_STUDY, { newStudy: studyFrom(referal, pan.id) }),
      call(technician, ADD_STUDY, {
        newStudy: { ...studyFrom(referal, pan.id), status: 'Paid' },
      }),
    ]);
    const outcomes = [a, b].map((response) => errorCode(response) ?? 'ok').sort();
    expect(outcomes).toEqual(['CONFLICT', 'ok']);
  });

  it('a patient with referrals is not deleted', async () => {
    const patient = await buildPatient(t.database.db);
    await addReferalAs(t, registration, deskReferal(stamped, { patient: patient.id }));
    const response = await call(admin, DELETE_PATIENT, { id: patient.id });
    expect(errorCode(response)).toBeDefined();
    expect((await call(admin, GET_PATIENT, { id: patient.id })).errors).toBeUndefined();
  });
});
