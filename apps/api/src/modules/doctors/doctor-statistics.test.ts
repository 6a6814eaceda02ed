import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, studies, studyPayments, studyTypes } from '../../db/schema/index.js';
import { buildStudyType } from '../../test/calendar.js';
import { insertDoctorRecord, type DoctorRecord } from '../../test/doctor-records.js';
import { buildPatient } from '../../test/factories.js';
import { errorCode, graphql, type CallOptions } from '../../test/graphql.js';
import { staffCaller } from '../../test/studies.js';
import { buildBranch } from '../../test/tablets.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { doctorStatisticsQuery } from './doctor-statistics.js';

/**
 * `doctorStatistics(id)` against a fixture counted by hand: studies led on different dates, of 2D
 * and 3D types, with payment lines, another doctor's studies beside them, and sign-in audit rows
 * of every kind the sign-in writes (sign-ins.ts). Also: a doctor without an account, NOT_FOUND,
 * who may ask, and the indexes its one statement reads.
 */

let t: TestApp;
let manager: CallOptions;
let technician: CallOptions;
let leader: DoctorRecord;
let other: DoctorRecord;
let lonely: DoctorRecord;

const ago = (days: number) => new Date(Date.now() - days * 86_400_000);
const LAST_LOGIN = new Date('2026-11-01T08:30:00.000Z');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  manager = (await staffCaller(t, 'Manager')).options;
  technician = (await staffCaller(t, 'Technician')).options;
  leader = await insertDoctorRecord(db, {
    lastName: 'Prowadzący',
    licenseNumber: '5000001',
    account: { login: `leader-${process.pid}@example.com`, lastLoginDate: LAST_LOGIN },
  });
  other = await insertDoctorRecord(db, { lastName: 'Inny', licenseNumber: '5000002' });
  lonely = await insertDoctorRecord(db, { lastName: 'Bez badań', licenseNumber: '5000003' });

  const flat = await buildStudyType(db, { RTG: 15 });
  const built = await buildStudyType(db, { CBCT: 30 });
  await db.update(studyTypes).set({ is3D: true }).where(eq(studyTypes.id, built.id));
  const patient = await buildPatient(db);
  const branch = await buildBranch(db);
  const study = async (doctor: DoctorRecord, typeId: number, daysAgo: number, lines: string[]) => {
    const [row] = await db
      .insert(studies)
      .values({
        patientId: patient.id,
        studyTypeId: typeId,
        studyDate: ago(daysAgo),
        // Any status counts; a Draft too (the value sums whatever was charged).
        status: daysAgo < 0 ? 'Draft' : 'Paid',
        branchId: branch.id,
        leadingDoctorId: doctor.id,
      })
      .returning();
    if (lines.length > 0) {
      await db.insert(studyPayments).values(
        lines.map((value, position) => ({
          studyId: row!.id,
          method: 'Gotówka',
          type: 'Study' as const,
          value,
          position,
        })),
      );
    }
  };
  // Led by `leader`: 2D 1, 10, 60 days ago and 5 days ahead (booked); 3D 3, 20, 200 days ago.
  await study(leader, flat.id, 1, ['100.50', '50.25']);
  await study(leader, built.id, 3, []);
  await study(leader, flat.id, 10, []);
  await study(leader, built.id, 20, ['0.01']);
  await study(leader, flat.id, 60, []);
  await study(leader, built.id, 200, ['1000.00']);
  await study(leader, flat.id, -5, ['9.99']);
  // Someone else's: counted nowhere.
  await study(other, flat.id, 1, ['999.99']);
  await study(other, built.id, 2, []);

  const row = (action: string, daysAgo: number, outcome = 'success', reason?: string) => ({
    action,
    outcome: outcome as 'success',
    actorUserId: leader.userId,
    occurredAt: ago(daysAgo),
    details: reason ? { reason } : null,
  });
  await db.insert(auditLog).values([
    row('auth.login', 2), // a password sign-in
    row('auth.login', 1, 'success', 'secondStep'), // an authenticator's password step …
    row('auth.loginWithMfa', 1), // … and its code: one sign-in
    row('auth.login', 5, 'success', 'secondStep'), // a password step whose code never came
    row('auth.login', 6, 'failure', 'wrongPassword'),
    row('auth.login', 15),
    row('auth.oauthLogin', 40), // a social sign-in
    row('auth.oauthLogin', 41, 'success', 'enrolmentStep'), // its step, no session yet
    row('auth.login', 50),
    row('auth.login', 100), // older than 90 days
    { ...row('auth.login', 1), actorUserId: null }, // nobody's
  ]);
});

afterAll(() => t.close());

const STATISTICS = `query($id: ID!) {
  doctorStatistics(id: $id) {
    studiesValue studiesCount lastLoginDate
    logins { days7 days30 days90 }
    studies2D { days7 days30 days90 }
    studies3D { days7 days30 days90 }
  }
}`;

async function statisticsOf(doctor: DoctorRecord | { id: number }, caller = manager) {
  return graphql<{ doctorStatistics: Record<string, unknown> }>(t.app, STATISTICS, {
    ...caller,
    variables: { id: String(doctor.id) },
  });
}

describe('doctorStatistics', () => {
  it('counts what the doctor led and how often the account signed in', async () => {
    const response = await statisticsOf(leader);
    expect(response.errors).toBeUndefined();
    expect(response.data!.doctorStatistics).toEqual({
      // 100.50 + 50.25 + 0.01 + 1000.00 + 9.99: every line of every study led, all time.
      studiesValue: '1160.75',
      studiesCount: 7,
      lastLoginDate: LAST_LOGIN.toISOString(),
      // 7 days: 2 and 1 (the authenticator's, once); 30: and 15; 90: and 40 (social) and 50.
      logins: { days7: 2, days30: 3, days90: 5 },
      // Up to now: 1 | 1, 10 | 1, 10, 60 — not the one booked 5 days ahead.
      studies2D: { days7: 1, days30: 2, days90: 3 },
      // 3 | 3, 20 | 3, 20 — 200 days ago is only in the count and the value.
      studies3D: { days7: 1, days30: 2, days90: 2 },
    });
  });

  it('answers zeros for a doctor without studies or account', async () => {
    const response = await statisticsOf(lonely);
    expect(response.data!.doctorStatistics).toEqual({
      studiesValue: '0.00',
      studiesCount: 0,
      lastLoginDate: null,
      logins: { days7: 0, days30: 0, days90: 0 },
      studies2D: { days7: 0, days30: 0, days90: 0 },
      studies3D: { days7: 0, days30: 0, days90: 0 },
    });
  });

  it('answers NOT_FOUND for an unknown id', async () => {
    const response = await statisticsOf({ id: 999_999 });
    expect(errorCode(response)).toBe('NOT_FOUND');
    expect(response.errors?.[0]?.message).toBe('Nie znaleziono lekarza.');
  });

  it('is for Admin and Manager only', async () => {
    expect(errorCode(await statisticsOf(leader, technician))).toBe('FORBIDDEN');
  });

  it('reads studies and sign-ins along their indexes, in one statement', async () => {
    await t.database.db.execute(sql`analyze`);
    const { sql: text, params } = doctorStatisticsQuery(t.database.db, leader.id).toSQL();
    const client = await t.database.pool.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>(`explain ${text}`, params);
      await client.query('rollback');
      const lines = plan.rows.map((line) => line['QUERY PLAN']).join('\n');
      expect(lines).toContain('studies_leading_doctor');
      expect(lines).toContain('audit_log_sign_ins');
      expect(lines).toContain('study_payments_study');
    } finally {
      client.release();
    }
  });
});
