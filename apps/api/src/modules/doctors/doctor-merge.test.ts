import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  doctorComments,
  doctors,
  referals,
  studies,
  users,
  visits,
} from '../../db/schema/index.js';
import { ensureAppConfig } from '../../db/seed/app-config.js';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  LIST_STUDIES,
  staffCaller,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MERGE_DOCTORS } from './doctor-editing.fixtures.js';

// mergeDoctors (issue 20 §3): the duplicate's studies, referrals, comments and account move.
let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
let admin: Awaited<ReturnType<typeof staffCaller>>;

beforeAll(async () => {
  t = await createTestApp();
  await ensureAppConfig(t.database.db);
  ground = await buildStudyGround(t);
  admin = await staffCaller(t, 'Admin');
});
afterAll(() => t.close());

function merge(survivor: number, duplicate: number, caller = admin) {
  return graphql<{ mergeDoctors: { id: string; hasAccount: boolean } }>(t.app, MERGE_DOCTORS, {
    ...caller.options,
    variables: { survivor: String(survivor), duplicate: String(duplicate) },
  });
}

describe('mergeDoctors', () => {
  it("moves studies, referrals, comments and visits, and the survivor takes the duplicate's account", async () => {
    const db = t.database.db;
    const survivor = await buildDoctor(t);
    const duplicate = await buildDoctor(t, { role: 'Doctor' });
    const led = await addStudyAs(t, admin, {
      patient: ground.patient.id,
      studyType: ground.cbct.id,
      studyDate: '2026-11-20T09:30:00.000Z',
      branch: ground.branch.id,
      leadingDoctor: duplicate.id,
    });
    const [referral] = await db
      .insert(referals)
      .values({ patientId: ground.patient.id, issuerId: duplicate.id, mediaTypes: ['Online'] })
      .returning();
    const [comment] = await db
      .insert(doctorComments)
      .values({ doctorId: duplicate.id, title: '', content: 'Dubel', createdById: admin.id })
      .returning();
    const [visit] = await db
      .insert(visits)
      .values({ doctorId: duplicate.id, coordinatorId: admin.id, visitDate: new Date() })
      .returning();

    const response = await merge(survivor.id, duplicate.id);
    expect(response.data?.mergeDoctors).toEqual({ id: String(survivor.id), hasAccount: true });
    const [row] = await db.select().from(doctors).where(eq(doctors.id, survivor.id));
    expect(row!.userId).toBe(duplicate.userId);
    expect(await db.select().from(doctors).where(eq(doctors.id, duplicate.id))).toEqual([]);
    const [study] = await db
      .select()
      .from(studies)
      .where(eq(studies.id, Number(led.id)));
    expect(study!.leadingDoctorId).toBe(survivor.id);
    const [moved] = await db.select().from(referals).where(eq(referals.id, referral!.id));
    expect(moved!.issuerId).toBe(survivor.id);
    const [kept] = await db.select().from(doctorComments).where(eq(doctorComments.id, comment!.id));
    expect(kept!.doctorId).toBe(survivor.id);
    const [visited] = await db.select().from(visits).where(eq(visits.id, visit!.id));
    expect(visited!.doctorId).toBe(survivor.id);
    // The account signs in as before and now sees the survivor's studies.
    const list = await graphql<{ studies: { items: { id: string }[] } }>(t.app, LIST_STUDIES, {
      ...duplicate.options,
    });
    expect(list.data?.studies.items.map((item) => item.id)).toEqual([led.id]);
    const [entry] = await auditRows(db, { action: 'doctor.merge', entityId: String(survivor.id) });
    expect(entry!.details).toMatchObject({
      survivorId: survivor.id,
      duplicateId: duplicate.id,
      account: 'taken',
    });
  });

  it("deletes the duplicate's account when the survivor has one", async () => {
    const survivor = await buildDoctor(t, { role: 'Doctor' });
    const duplicate = await buildDoctor(t, { role: 'Doctor' });
    expect((await merge(survivor.id, duplicate.id)).errors).toBeUndefined();
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, duplicate.userId!));
    expect(account!.deletedAt).not.toBeNull();
    const [row] = await t.database.db.select().from(doctors).where(eq(doctors.id, survivor.id));
    expect(row!.userId).toBe(survivor.userId);
  });

  it('refuses one record merged into itself, an unknown one, and a Manager', async () => {
    const doctor = await buildDoctor(t);
    expect(errorCode(await merge(doctor.id, doctor.id))).toBe('BAD_USER_INPUT');
    expect(errorCode(await merge(doctor.id, 999_999))).toBe('NOT_FOUND');
    const manager = await staffCaller(t, 'Manager');
    expect(errorCode(await merge(doctor.id, 999_999, manager))).toBe('FORBIDDEN');
  });
});
