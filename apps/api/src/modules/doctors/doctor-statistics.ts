import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import {
  auditLog,
  doctors,
  studies,
  studyPayments,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import { accountId } from './doctors.repository.js';
import { signInsSince } from './sign-ins.js';

/**
 * A doctor's statistics (spec part 2 §3 Doctor statistics, issue 20 §2 stats tab) in ONE
 * statement: the doctor's row with four lateral subqueries, each read along its own index —
 *
 * - studies led, all time: `count(*)` of `studies_leading_doctor` for the doctor (index only);
 * - their value: the payment lines of those studies (`study_payments_study` per study) — most
 *   of the time for a doctor who led thousands (docs/performance.md, "Doctors");
 * - 2D and 3D studies of the last 7, 30 and 90 days: a range of `studies_leading_doctor` by
 *   study date, with each study's type;
 * - sign-ins of the last 7, 30 and 90 days: a range of `audit_log_sign_ins` (sign-ins.ts).
 *
 * "Led" is the study's leading doctor, the doctor who referred it (part 2 §3 Study). The value
 * sums every payment line of those studies whatever their status (a line is what the study was
 * charged, its discount applied: db/schema/study-payments.ts); a study without lines adds 0.
 * A period counts studies dated from that many days ago up to now, not later ones (booked ahead).
 */

export interface PeriodCountsModel {
  days7: number;
  days30: number;
  days90: number;
}

export interface DoctorStatisticsModel {
  studiesValue: string;
  studiesCount: number;
  logins: PeriodCountsModel;
  studies2D: PeriodCountsModel;
  studies3D: PeriodCountsModel;
  lastLoginDate: Date | null;
}

const since = (column: typeof studies.studyDate | typeof auditLog.occurredAt, days: number) =>
  sql`${column} >= now() - make_interval(days => ${sql.raw(String(days))})`;

/** `count(*) filter (…)` as an int column. */
const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

function statisticsStatement(db: Executor) {
  return preparedStatement(db, 'doctors.statistics', 'reuse', () => {
    const led = db
      .select({ count: sql<number>`count(*)::int`.as('led_count') })
      .from(studies)
      .where(eq(studies.leadingDoctorId, doctors.id))
      .as('led');
    const charged = db
      .select({
        // Exact decimal text with two decimals, as the Money scalar wants it (ADR 0030).
        value: sql<string>`round(coalesce(sum(${studyPayments.value}), 0), 2)::text`.as('value'),
      })
      .from(studies)
      .innerJoin(studyPayments, eq(studyPayments.studyId, studies.id))
      .where(eq(studies.leadingDoctorId, doctors.id))
      .as('charged');
    const is2D = sql`not ${studyTypes.is3D}`;
    const is3D = sql`${studyTypes.is3D}`;
    const inLast = (kind: SQL, days: number) =>
      countWhere(sql`${kind} and ${since(studies.studyDate, days)}`);
    const recent = db
      .select({
        d2w: inLast(is2D, 7).as('d2w'),
        d2m: inLast(is2D, 30).as('d2m'),
        d2q: inLast(is2D, 90).as('d2q'),
        d3w: inLast(is3D, 7).as('d3w'),
        d3m: inLast(is3D, 30).as('d3m'),
        d3q: inLast(is3D, 90).as('d3q'),
      })
      .from(studies)
      .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
      .where(
        and(
          eq(studies.leadingDoctorId, doctors.id),
          since(studies.studyDate, 90),
          sql`${studies.studyDate} <= now()`,
        ),
      )
      .as('recent');
    const signedIn = (days: number) => countWhere(since(auditLog.occurredAt, days));
    const signIns = db
      .select({
        w: signedIn(7).as('sign_ins_w'),
        m: signedIn(30).as('sign_ins_m'),
        q: signedIn(90).as('sign_ins_q'),
      })
      .from(auditLog)
      .where(signInsSince(accountId, 90))
      .as('sign_ins');
    return db
      .select({
        studiesCount: led.count,
        studiesValue: charged.value,
        studies2D: { days7: recent.d2w, days30: recent.d2m, days90: recent.d2q },
        studies3D: { days7: recent.d3w, days30: recent.d3m, days90: recent.d3q },
        logins: { days7: signIns.w, days30: signIns.m, days90: signIns.q },
        lastLoginDate:
          sql<Date | null>`case when ${accountId} is not null then ${users.lastLoginDate} end`.mapWith(
            (value: string | Date | null) => (value === null ? null : new Date(value)),
          ),
      })
      .from(doctors)
      .leftJoin(users, eq(users.id, doctors.userId))
      .crossJoinLateral(led)
      .crossJoinLateral(charged)
      .crossJoinLateral(recent)
      .crossJoinLateral(signIns)
      .where(eq(doctors.id, sql.placeholder('id')));
  });
}

/** The statement with a doctor's id: for the resolver, the EXPLAIN test and the benchmark. */
export function doctorStatisticsQuery(
  db: Executor,
  doctorId: number,
): BoundStatement<DoctorStatisticsModel[]> {
  return statisticsStatement(db).bind({ id: doctorId });
}

/** The doctor's statistics, or undefined for an unknown id. */
export async function doctorStatistics(
  db: Executor,
  doctorId: number,
): Promise<DoctorStatisticsModel | undefined> {
  const [row] = await doctorStatisticsQuery(db, doctorId).run();
  return row;
}
