import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contacts,
  doctors,
  patientAccess,
  referals,
  studies,
  studyAccess,
  studyDescribers,
  studyNotices,
  studyShares,
  studySupportingDoctors,
  users,
} from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { auditRows } from '../../test/audit-rows.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  LIST_STUDIES,
  SHARE_STUDY,
  staffCaller,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { refreshPatientAccess } from '../patients/patient-access.js';
import { DELETE_DOCTOR, mailsTo } from './doctor-editing.fixtures.js';

// deleteDoctor(id, assignStudiesTo) (issue 20 §2): every reference moves in one transaction.
let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let admin: Awaited<ReturnType<typeof staffCaller>>;
let manager: Awaited<ReturnType<typeof staffCaller>>;
let technician: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  t = await createTestApp();
  await ensureAppConfig(t.database.db);
  ground = await buildStudyGround(t);
  admin = await staffCaller(t, 'Admin');
  manager = await staffCaller(t, 'Manager');
  technician = await staffCaller(t, 'Technician');
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function study(changes: Record<string, unknown>) {
  return addStudyAs(t, admin, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    ...changes,
  });
}

function deleteAs(caller: { options: object }, id: number, to: number | null = null) {
  return graphql(t.app, DELETE_DOCTOR, {
    ...caller.options,
    variables: { id: String(id), to: to === null ? null : String(to) },
  });
}

async function listIds(who: TestDoctor) {
  const response = await graphql<{ studies: { items: { id: string }[] } }>(t.app, LIST_STUDIES, {
    ...who.options,
    variables: { pagination: { take: 100 } },
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.studies.items.map((item) => Number(item.id));
}

/** A doctor who refers and describes (their account holds both roles). */
async function referringDescriber(): Promise<TestDoctor> {
  const doctor = await buildDoctor(t, { role: 'Doctor' });
  await t.database.db
    .update(users)
    .set({ roles: ['Doctor', 'DescribingDoctor'] })
    .where(eq(users.id, doctor.userId!));
  return doctor;
}

async function addReferral(issuerId: number, patientId: number) {
  const [row] = await t.database.db
    .insert(referals)
    .values({ patientId, issuerId, mediaTypes: ['Online'] })
    .returning();
  await refreshPatientAccess(t.database.db, [patientId]);
  return row!;
}

describe('deleteDoctor without a target', () => {
  it('refuses a doctor whom a study or referral names (DOCTOR_HAS_STUDIES)', async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    await study({ leadingDoctor: doctor.id });
    await addReferral(doctor.id, ground.patient.id);
    const response = await deleteAs(manager, doctor.id);
    expect(errorCode(response)).toBe('DOCTOR_HAS_STUDIES');
    expect(response.errors![0]!.message).toBe(
      'Nie można usunąć lekarza, z którym są powiązane badania (1) lub skierowania (1). Wskaż lekarza, któremu zostaną przypisane.',
    );
    expect(response.errors![0]!.extensions).toMatchObject({ studies: 1, referrals: 1 });
    const [row] = await t.database.db.select().from(doctors).where(eq(doctors.id, doctor.id));
    expect(row).toBeDefined();
    const [denied] = await auditRows(t.database.db, {
      action: 'doctor.delete',
      entityId: String(doctor.id),
      outcome: 'denied',
    });
    expect(denied).toBeDefined();
  });

  it('deletes a doctor nothing names, with its account (mailed, as deleteUser)', async () => {
    const doctor = await buildDoctor(t, { role: 'Doctor' });
    const [account] = await t.database.db.select().from(users).where(eq(users.id, doctor.userId!));
    expect((await deleteAs(manager, doctor.id)).data).toEqual({ deleteDoctor: true });
    expect(await t.database.db.select().from(doctors).where(eq(doctors.id, doctor.id))).toEqual([]);
    const [deleted] = await t.database.db.select().from(users).where(eq(users.id, account!.id));
    expect(deleted!.deletedAt).not.toBeNull();
    const [mail] = await mailsTo(t, account!.login);
    expect(mail).toMatchObject({ template: 'account-moderation' });
    expect(errorCode(await deleteAs(manager, doctor.id))).toBe('NOT_FOUND');
  });
});

describe('deleteDoctor with assignStudiesTo', () => {
  it('moves every kind of reference to the target, which then sees the studies', async () => {
    const db = t.database.db;
    const from = await referringDescriber();
    const to = await buildDoctor(t, { role: 'DescribingDoctor' });
    const other = await buildDoctor(t, { role: 'Doctor' });
    const ownPatient = await buildPatient(db);
    const led = await study({ leadingDoctor: from.id, patient: ownPatient.id });
    const supported = await study({ leadingDoctor: to.id, supportingDoctors: [from.id] });
    const described = await study({
      leadingDoctor: other.id,
      describers: [
        { doctor: from.id, dueDate: inDays(5) },
        { doctor: to.id, dueDate: inDays(6) },
      ],
    });
    const shared = await study({
      leadingDoctor: other.id,
      status: 'Performed',
      performer: technician.id,
    });
    const share = await graphql(t.app, SHARE_STUDY, {
      ...admin.options,
      variables: { id: shared.id, doctorIds: [String(from.id), String(to.id)] },
    });
    expect(share.errors).toBeUndefined();
    // Sharing mailed both the same notice: the target keeps its one. Another only `from` had.
    await db
      .insert(studyNotices)
      .values({ studyId: Number(led.id), doctorId: from.id, kind: 'performed' });
    const referral = await addReferral(from.id, ownPatient.id);
    const ids = [led, supported, described, shared].map((s) => Number(s.id));
    const versions = new Map(
      (await db.select().from(studies).where(inArray(studies.id, ids))).map((s) => [
        s.id,
        s.version,
      ]),
    );

    const response = await deleteAs(manager, from.id, to.id);
    expect(response.data).toEqual({ deleteDoctor: true });

    const [ledRow] = await db
      .select()
      .from(studies)
      .where(eq(studies.id, Number(led.id)));
    expect(ledRow!.leadingDoctorId).toBe(to.id);
    expect(ledRow!.version).toBe(versions.get(ledRow!.id)! + 1);
    // The target leads the study it was supported in: it is not its own supporting doctor.
    const supporting = await db
      .select()
      .from(studySupportingDoctors)
      .where(eq(studySupportingDoctors.studyId, Number(supported.id)));
    expect(supporting).toEqual([]);
    const describers = await db
      .select()
      .from(studyDescribers)
      .where(eq(studyDescribers.studyId, Number(described.id)));
    expect(describers.map((row) => row.doctorId)).toEqual([to.id]);
    const shares = await db
      .select()
      .from(studyShares)
      .where(eq(studyShares.studyId, Number(shared.id)));
    expect(shares.map((row) => row.doctorId)).toEqual([to.id]);
    const notices = await db.select().from(studyNotices).where(inArray(studyNotices.studyId, ids));
    expect(notices.every((row) => row.doctorId !== from.id)).toBe(true);
    const targetNotices = notices.filter((row) => row.doctorId === to.id);
    expect(targetNotices.map((row) => `${row.studyId}:${row.kind}`)).toEqual(
      expect.arrayContaining([`${shared.id}:shared`, `${led.id}:performed`]),
    );
    expect(targetNotices.filter((row) => row.kind === 'shared')).toHaveLength(1);
    const [movedReferral] = await db.select().from(referals).where(eq(referals.id, referral.id));
    expect(movedReferral).toMatchObject({ issuerId: to.id, version: referral.version + 1 });
    expect(await db.select().from(studyAccess).where(eq(studyAccess.doctorId, from.id))).toEqual(
      [],
    );
    const access = await db.select().from(studyAccess).where(eq(studyAccess.doctorId, to.id));
    const flags = Object.fromEntries(
      access.map((row) => [row.studyId, [row.asReferrer, row.asDescriber]]),
    );
    expect(flags).toEqual({
      [led.id]: [true, false],
      [supported.id]: [true, false],
      [described.id]: [false, true],
      [shared.id]: [true, false],
    });
    // Through the studies list's scope (ADR 0034), and its patients (ADR 0042).
    expect((await listIds(to)).sort()).toEqual([...ids].sort());
    const seen = await db.select().from(patientAccess).where(eq(patientAccess.userId, to.userId!));
    expect(seen.map((row) => row.patientId)).toContain(ownPatient.id);
    expect(await db.select().from(doctors).where(eq(doctors.id, from.id))).toEqual([]);
    const [entry] = await auditRows(db, { action: 'doctor.delete', entityId: String(from.id) });
    expect(entry!.details).toMatchObject({ assignStudiesTo: to.id, studies: 4, referrals: 1 });
  });

  it('changes nothing when a step fails late in the transaction', async () => {
    const db = t.database.db;
    const to = await buildDoctor(t, { role: 'Doctor' });
    // The Manager's own account is this doctor's: deleting it is refused after the moves ran.
    const [own] = await db
      .insert(doctors)
      .values({ userId: manager.id, contactId: (await buildDoctorContact()).id })
      .returning();
    const led = await study({ leadingDoctor: own!.id });
    const response = await deleteAs(manager, own!.id, to.id);
    expect(errorCode(response)).toBe('CONFLICT');
    const [row] = await db
      .select()
      .from(studies)
      .where(eq(studies.id, Number(led.id)));
    expect(row!.leadingDoctorId).toBe(own!.id);
    expect(await db.select().from(doctors).where(eq(doctors.id, own!.id))).toHaveLength(1);
    const access = await db.select().from(studyAccess).where(eq(studyAccess.doctorId, own!.id));
    expect(access).toHaveLength(1);
  });

  it('refuses itself or an unknown doctor as the target', async () => {
    const doctor = await buildDoctor(t);
    expect(errorCode(await deleteAs(manager, doctor.id, doctor.id))).toBe('BAD_USER_INPUT');
    const unknown = await deleteAs(manager, doctor.id, 999_999);
    expect(errorCode(unknown)).toBe('BAD_USER_INPUT');
    expect(unknown.errors![0]!.message).toBe(
      'Wskaż innego, istniejącego lekarza, któremu zostaną przypisane badania.',
    );
  });
});

async function buildDoctorContact() {
  const [contact] = await t.database.db
    .insert(contacts)
    .values({ firstName: 'Maria', lastName: 'Menedżer' })
    .returning();
  return contact!;
}
