import { MAX_SUPPORTING_DOCTORS } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, fieldErrors, graphql } from '../../test/graphql.js';
import {
  ADD_STUDY,
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  CHANGE_DEADLINE,
  DELETE_STUDY,
  GET_STUDY,
  staffCaller,
  UPDATE_STUDY,
  type StudyData,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
type Caller = Awaited<ReturnType<typeof staffCaller>>;
let admin: Caller;
let technician: Caller;
let registrar: Caller;
let manager: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  admin = await staffCaller(t, 'Admin');
  technician = await staffCaller(t, 'Technician');
  registrar = await staffCaller(t, 'Registration');
  manager = await staffCaller(t, 'Manager');
});
afterAll(() => t.close());

const STUDY_DATE = '2026-11-20T09:30:00.000Z';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function newStudy(changes: Record<string, unknown> = {}) {
  return {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: STUDY_DATE,
    branch: ground.branch.id,
    ...changes,
  };
}

/** The form's data of a read study, with `changes`. */
function edited(study: StudyData, changes: Record<string, unknown> = {}) {
  return {
    ...newStudy(),
    studyDate: study.studyDate,
    status: study.status,
    version: study.version,
    ...changes,
  };
}

function update(caller: Caller, study: StudyData, changes: Record<string, unknown>) {
  return graphql<{ updateStudy: StudyData }>(t.app, UPDATE_STUDY, {
    ...caller.options,
    variables: { id: study.id, data: edited(study, changes) },
  });
}

describe('adding a study', () => {
  it('defaults the status by role: Registration Paid, Admin Draft, Technician Performed', async () => {
    expect((await addStudyAs(t, registrar, newStudy())).status).toBe('Paid');
    expect((await addStudyAs(t, admin, newStudy())).status).toBe('Draft');
    const performed = await graphql(t.app, ADD_STUDY, {
      ...technician.options,
      variables: { newStudy: newStudy() },
    });
    // Performed needs its performer (part 2 §5).
    expect(errorCode(performed)).toBe('BAD_USER_INPUT');
    const study = await addStudyAs(t, technician, newStudy({ performer: technician.id }));
    expect(study).toMatchObject({ status: 'Performed', performer: { id: String(technician.id) } });
  });

  it('answers the study with its patient, type, branch, doctors and its audit row', async () => {
    const leading = await buildDoctor(t, { role: 'Doctor' });
    const supporting = await buildDoctor(t);
    const study = await addStudyAs(
      t,
      admin,
      newStudy({
        leadingDoctor: leading.id,
        supportingDoctors: [supporting.id],
        importantInformation: '  Pacjent   po zabiegu ',
      }),
    );
    expect(study).toMatchObject({
      patient: { id: String(ground.patient.id) },
      studyType: { id: String(ground.cbct.id) },
      branch: { id: String(ground.branch.id) },
      leadingDoctor: { id: String(leading.id) },
      supportingDoctors: [{ id: String(supporting.id) }],
      importantInformation: 'Pacjent   po zabiegu',
      unassignedDescriber: true,
      missingDescription: false,
      createdBy: { id: String(admin.id) },
    });
    const [row] = await auditRows(t.database.db, { action: 'study.create', entityId: study.id });
    expect(row?.details).toMatchObject({ after: { leadingDoctorId: leading.id } });
    expect(JSON.stringify(row?.details)).not.toContain('zabiegu');
  });

  it(`refuses more than ${MAX_SUPPORTING_DOCTORS} supporting doctors and an unknown doctor`, async () => {
    const doctors = [];
    for (let index = 0; index <= MAX_SUPPORTING_DOCTORS; index++)
      doctors.push(await buildDoctor(t));
    const tooMany = await graphql(t.app, ADD_STUDY, {
      ...admin.options,
      variables: { newStudy: newStudy({ supportingDoctors: doctors.map((d) => d.id) }) },
    });
    expect(fieldErrors(tooMany)).toEqual({
      supportingDoctors: `Można wybrać najwyżej ${MAX_SUPPORTING_DOCTORS} lekarzy wspierających`,
    });
    const unknown = await graphql(t.app, ADD_STUDY, {
      ...admin.options,
      variables: { newStudy: newStudy({ leadingDoctor: 999_999 }) },
    });
    expect(fieldErrors(unknown)).toEqual({
      leadingDoctor: 'Nie znaleziono lekarza o identyfikatorze 999999.',
    });
  });

  it('takes only a Technician as performer and only an active study type', async () => {
    const notTechnician = await graphql(t.app, ADD_STUDY, {
      ...admin.options,
      variables: { newStudy: newStudy({ performer: registrar.id, status: 'Draft' }) },
    });
    expect(fieldErrors(notTechnician).performer).toBe(
      'Wykonującym badanie może być tylko użytkownik z rolą Technik.',
    );
    const noType = await graphql(t.app, ADD_STUDY, {
      ...admin.options,
      variables: { newStudy: newStudy({ studyType: 999_999 }) },
    });
    expect(fieldErrors(noType).studyType).toBe('Wybrana pozycja jest nieaktywna lub nie istnieje.');
  });

  it('keeps internal fields and flags from roles without them, and never notifies about a hidden study', async () => {
    const byRegistrar = await addStudyAs(
      t,
      registrar,
      newStudy({
        internalInformation: 'tylko dla personelu',
        hidden: true,
        urgentDescription: true,
      }),
    );
    expect(byRegistrar).toMatchObject({ hidden: false, urgentDescription: false, radiology: null });
    const read = await graphql<{ study: StudyData }>(t.app, GET_STUDY, {
      ...admin.options,
      variables: { id: byRegistrar.id },
    });
    expect(read.data?.study.internalInformation).toBeNull();

    const hidden = await addStudyAs(
      t,
      admin,
      newStudy({
        hidden: true,
        notifyLeaderAndSupportingDoctors: true,
        notifyDoctorsAboutDescription: true,
        internalInformation: 'brak zgody pacjenta',
        radiology: { presetName: 'Kobieta', voltageKilovolts: '70,5' },
      }),
    );
    expect(hidden).toMatchObject({
      hidden: true,
      notifyLeaderAndSupportingDoctors: false,
      notifyDoctorsAboutDescription: false,
      internalInformation: 'brak zgody pacjenta',
      radiology: { presetName: 'Kobieta', voltageKilovolts: '70.500' },
    });
  });
});

describe('editing a study', () => {
  it('refuses a stale version with the clear message and keeps the first save', async () => {
    const study = await addStudyAs(t, admin, newStudy());
    const first = await update(admin, study, { importantInformation: 'pierwszy' });
    expect(first.data?.updateStudy.version).toBe(study.version + 1);
    const second = await update(admin, study, { importantInformation: 'drugi' });
    expect(errorCode(second)).toBe('STALE_VERSION');
    const read = await graphql<{ study: StudyData }>(t.app, GET_STUDY, {
      ...admin.options,
      variables: { id: study.id },
    });
    expect(read.data?.study.importantInformation).toBe('pierwszy');
  });

  it('lets only Admin move the study date or branch', async () => {
    const study = await addStudyAs(t, registrar, newStudy());
    const moved = await update(technician, study, { branch: ground.otherBranch.id });
    expect(errorCode(moved)).toBe('FORBIDDEN');
    expect(moved.errors?.[0]?.message).toBe(
      'Datę badania i filię może zmienić tylko administrator.',
    );
    const byAdmin = await update(admin, study, { branch: ground.otherBranch.id });
    expect(byAdmin.data?.updateStudy.branch).toEqual({
      id: String(ground.otherBranch.id),
      name: ground.otherBranch.name,
    });
  });
});

describe('describers', () => {
  it('assigns a describing doctor with a deadline and reports the missing description', async () => {
    const describer = await buildDoctor(t, { role: 'DescribingDoctor' });
    const dueDate = inDays(3);
    const study = await addStudyAs(
      t,
      admin,
      newStudy({ describers: [{ doctor: describer.id, dueDate }] }),
    );
    expect(study).toMatchObject({
      describers: [{ doctor: { id: String(describer.id) }, dueDate }],
      deadline: dueDate,
      missingDescription: true,
      unassignedDescriber: false,
    });
  });

  it('refuses a describer on vacation, an overloaded one, and a doctor who does not describe', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const onVacation = await buildDoctor(t, { role: 'DescribingDoctor', vacationStart: today });
    const refusedVacation = await graphql(t.app, ADD_STUDY, {
      ...admin.options,
      variables: {
        newStudy: newStudy({ describers: [{ doctor: onVacation.id, dueDate: inDays(2) }] }),
      },
    });
    expect(fieldErrors(refusedVacation).describers).toBe(
      `Lekarz ${onVacation.name} jest na urlopie i nie może opisać badania.`,
    );

    // The study type takes 30 minutes to describe (buildStudyType), the doctor at most 1 hour.
    const busy = await buildDoctor(t, { role: 'DescribingDoctor', maxStudyHoursToDescribe: 1 });
    const assign = () =>
      graphql(t.app, ADD_STUDY, {
        ...admin.options,
        variables: {
          newStudy: newStudy({ describers: [{ doctor: busy.id, dueDate: inDays(2) }] }),
        },
      });
    expect(errorCode(await assign())).toBeUndefined();
    expect(errorCode(await assign())).toBeUndefined();
    expect(fieldErrors(await assign()).describers).toMatch(/ma już za dużo badań do opisania/);

    const referrer = await buildDoctor(t, { role: 'Doctor' });
    const notDescriber = await graphql(t.app, ADD_STUDY, {
      ...admin.options,
      variables: {
        newStudy: newStudy({ describers: [{ doctor: referrer.id, dueDate: inDays(2) }] }),
      },
    });
    expect(errorCode(notDescriber)).toBe('BAD_USER_INPUT');
  });

  it("moves a describer's deadline for Admin and Manager, CITO on request", async () => {
    const describer = await buildDoctor(t, { role: 'DescribingDoctor' });
    const study = await addStudyAs(
      t,
      admin,
      newStudy({ describers: [{ doctor: describer.id, dueDate: inDays(5) }] }),
    );
    const newDate = inDays(1);
    const changed = await graphql<{ updateStudyDescriptionDate: Record<string, unknown> }>(
      t.app,
      CHANGE_DEADLINE,
      {
        ...manager.options,
        variables: { id: study.id, data: { doctor: describer.id, newDate, urgent: true } },
      },
    );
    expect(changed.data?.updateStudyDescriptionDate).toMatchObject({
      urgentDescription: true,
      version: study.version + 1,
      describers: [{ doctor: { id: String(describer.id) }, dueDate: newDate }],
    });
    const other = await buildDoctor(t, { role: 'DescribingDoctor' });
    const notAssigned = await graphql(t.app, CHANGE_DEADLINE, {
      ...admin.options,
      variables: { id: study.id, data: { doctor: other.id, newDate } },
    });
    expect(errorCode(notAssigned)).toBe('NOT_FOUND');
  });
});

describe('deleting a study', () => {
  it('lets Registration delete only Draft or Paid studies', async () => {
    const performed = await addStudyAs(t, technician, newStudy({ performer: technician.id }));
    expect(performed.canDelete).toBe(true);
    const byRegistrar = await graphql(t.app, DELETE_STUDY, {
      ...registrar.options,
      variables: { id: performed.id },
    });
    expect(byRegistrar.errors?.[0]?.message).toBe(
      'Rejestracja może usunąć tylko badanie o statusie Szkic lub Opłacone.',
    );
    const paid = await addStudyAs(t, registrar, newStudy());
    expect(paid.canDelete).toBe(true);
    const deleted = await graphql(t.app, DELETE_STUDY, {
      ...registrar.options,
      variables: { id: paid.id },
    });
    expect(deleted.data).toEqual({ deleteStudy: true });
    const gone = await graphql(t.app, GET_STUDY, { ...admin.options, variables: { id: paid.id } });
    expect(gone.errors?.[0]?.message).toBe(`Nie znaleziono badania o identyfikatorze ${paid.id}.`);
    const byTechnician = await graphql(t.app, DELETE_STUDY, {
      ...technician.options,
      variables: { id: performed.id },
    });
    expect(byTechnician.data).toEqual({ deleteStudy: true });
  });
});
