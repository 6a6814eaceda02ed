import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mails, studyDescribers } from '../../db/schema/index.js';
import { auditRows } from '../../test/audit-rows.js';
import { errorCode, graphql } from '../../test/graphql.js';
import {
  addStudyAs,
  buildDoctor,
  buildStudyGround,
  loginOf,
  staffCaller,
  type TestDoctor,
} from '../../test/studies.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Issue 15 §4: the describers' workload and moving an overdue description in one action. */

let t: TestApp;
let ground: Awaited<ReturnType<typeof buildStudyGround>>;
type Caller = Awaited<ReturnType<typeof staffCaller>>;
let admin: Caller;
let manager: Caller;
let technician: Caller;

beforeAll(async () => {
  t = await createTestApp();
  ground = await buildStudyGround(t);
  admin = await staffCaller(t, 'Admin');
  manager = await staffCaller(t, 'Manager');
  technician = await staffCaller(t, 'Technician');
});
afterAll(() => t.close());

const HOUR = 3_600_000;

const WORKLOAD = `{ describerWorkload {
  doctor { id describerInfo { openStudies descriptionOccupancyHours } }
  nearestDeadline overdueCount overdue { studyId studyType dueDate urgent }
} }`;

interface WorkloadRow {
  doctor: { id: string; describerInfo: { openStudies: number } | null };
  nearestDeadline: string | null;
  overdueCount: number;
  overdue: { studyId: string; studyType: string; dueDate: string; urgent: boolean }[];
}

const REASSIGN = `mutation($studyId: ID!, $from: ID!, $to: ID!) {
  reassignDescription(studyId: $studyId, from: $from, to: $to) { id version describers { doctor { id } dueDate } }
}`;

async function workload(caller: Caller = admin) {
  const response = await graphql<{ describerWorkload: WorkloadRow[] }>(t.app, WORKLOAD, {
    ...caller.options,
  });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.describerWorkload;
}

const rowOf = (rows: WorkloadRow[], doctor: TestDoctor) =>
  rows.find((row) => row.doctor.id === String(doctor.id));

/** A Performed study described by `describer`, due `dueInHours` from now (past when negative). */
async function describedStudy(describer: TestDoctor, dueInHours: number) {
  const study = await addStudyAs(t, technician, {
    patient: ground.patient.id,
    studyType: ground.cbct.id,
    studyDate: '2026-11-20T09:30:00.000Z',
    branch: ground.branch.id,
    status: 'Performed',
    performer: technician.id,
    urgentDescription: true,
    describers: [{ doctor: describer.id, dueDate: new Date(Date.now() + HOUR).toISOString() }],
    notifyDescribers: true,
  });
  // The form takes only future deadlines; one that passed is written as time would leave it.
  await t.database.db
    .update(studyDescribers)
    .set({ dueDate: new Date(Date.now() + dueInHours * HOUR) })
    .where(
      and(
        eq(studyDescribers.studyId, Number(study.id)),
        eq(studyDescribers.doctorId, describer.id),
      ),
    );
  return study;
}

function reassign(caller: Caller, studyId: string, from: TestDoctor, to: TestDoctor) {
  return graphql<{
    reassignDescription: { id: string; version: number; describers: { doctor: { id: string } }[] };
  }>(t.app, REASSIGN, {
    ...caller.options,
    variables: { studyId, from: String(from.id), to: String(to.id) },
  });
}

describe('the workload', () => {
  it('lists every describer, the overdue first, with their nearest deadline', async () => {
    const late = await buildDoctor(t, { role: 'DescribingDoctor' });
    const idle = await buildDoctor(t, { role: 'DescribingDoctor' });
    const overdue = await describedStudy(late, -5);
    await describedStudy(late, 30);

    const rows = await workload(manager);
    const lateRow = rowOf(rows, late)!;
    expect(lateRow).toMatchObject({
      overdueCount: 1,
      overdue: [{ studyId: overdue.id, studyType: ground.cbct.name, urgent: true }],
      doctor: { describerInfo: { openStudies: 2 } },
    });
    expect(new Date(lateRow.nearestDeadline!).getTime()).toBeLessThan(Date.now());
    expect(rowOf(rows, idle)).toMatchObject({
      overdueCount: 0,
      nearestDeadline: null,
      overdue: [],
    });
    expect(rows.indexOf(lateRow)).toBeLessThan(rows.indexOf(rowOf(rows, idle)!));
  });

  it('is for Admin and Manager only', async () => {
    const response = await graphql(t.app, WORKLOAD, { ...technician.options });
    expect(errorCode(response)).toBe('FORBIDDEN');
  });
});

describe('reassigning an overdue description', () => {
  it('moves it with its deadline, mails the new describer and records who did it', async () => {
    const late = await buildDoctor(t, { role: 'DescribingDoctor' });
    const free = await buildDoctor(t, { role: 'DescribingDoctor' });
    const study = await describedStudy(late, -2);

    const response = await reassign(admin, study.id, late, free);
    expect(response.errors).toBeUndefined();
    expect(response.data!.reassignDescription.describers).toEqual([
      expect.objectContaining({ doctor: { id: String(free.id) } }),
    ]);
    expect(response.data!.reassignDescription.version).toBe(study.version + 1);

    const rows = await workload();
    expect(rowOf(rows, late)!.overdueCount).toBe(0);
    expect(rowOf(rows, free)).toMatchObject({ overdueCount: 1, overdue: [{ studyId: study.id }] });
    const sent = await t.database.db
      .select({ subject: mails.subject })
      .from(mails)
      .where(eq(mails.recipient, await loginOf(t, free)));
    expect(sent.map((mail) => mail.subject)).toEqual(['CITO: nowe badanie do opisu']);
    const [audit] = await auditRows(t.database.db, {
      action: 'study.reassignDescriber',
      entityId: study.id,
    });
    expect(audit).toMatchObject({ actorUserId: admin.id, details: { from: late.id, to: free.id } });
  });

  it('refuses a doctor on vacation, one describing it already, and a wrong "from"', async () => {
    const late = await buildDoctor(t, { role: 'DescribingDoctor' });
    const other = await buildDoctor(t, { role: 'DescribingDoctor' });
    const away = await buildDoctor(t, {
      role: 'DescribingDoctor',
      vacationStart: '2020-01-01',
      vacationEnd: '2099-12-31',
    });
    const referrer = await buildDoctor(t, { role: 'Doctor' });
    const study = await describedStudy(late, -1);

    const onVacation = await reassign(admin, study.id, late, away);
    expect(onVacation.errors?.[0]?.message).toBe(
      `Lekarz ${away.name} jest na urlopie i nie może opisać badania.`,
    );
    expect(errorCode(await reassign(admin, study.id, late, late))).toBe('CONFLICT');
    expect(errorCode(await reassign(admin, study.id, other, late))).toBe('NOT_FOUND');
    expect(errorCode(await reassign(admin, study.id, late, referrer))).toBe('NOT_FOUND');
    // Nothing moved.
    expect(rowOf(await workload(), late)!.overdueCount).toBe(1);
  });
});
