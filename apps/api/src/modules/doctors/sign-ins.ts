import { and, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import { auditLog } from '../../db/schema/index.js';

/**
 * Completed sign-ins, as the audit trail records them (doctor statistics and list, issue 20).
 * Read from the writers (auth/login.service.ts finishSignIn, mfa/mfa.service.ts, oauth):
 *
 * - a password sign-in without a second step: one `auth.login` success, no `reason`;
 * - with an authenticator: `auth.login` success with reason `secondStep` when the password is
 *   right — no session yet, the code may never come — then `auth.loginWithMfa` success (no
 *   `reason`) when the code is accepted and the session opens;
 * - a social sign-in: `auth.oauthLogin` success, with the same reasons as above for its steps.
 *
 * So a completed sign-in is a success of one of the three actions without a `reason`: counting
 * `auth.login` successes alone would count an authenticator's sign-in at its password step (and
 * a password step whose code never came), and no social sign-in at all. The one sign-in that sets
 * up an authenticator at the enrolment step opens its session after `auth.mfaEnabled`, which does
 * not tell it from an enrolment on the profile: it is not counted (once per account at most).
 *
 * The partial index `audit_log_sign_ins` (db/schema/audit.ts) holds exactly these rows: its
 * predicate is this condition, word for word, so PostgreSQL can prove the index serves it.
 */
export const completedSignIn = sql`${auditLog.action} in ('auth.login', 'auth.oauthLogin', 'auth.loginWithMfa') and ${auditLog.outcome} = 'success' and (${auditLog.details} ->> 'reason') is null`;

/** Sign-ins of `userId` in the last `days` days, as a condition of a statement on audit_log. */
export function signInsSince(userId: SQLWrapper, days: number): SQL {
  return and(
    sql`${auditLog.actorUserId} = ${userId}`,
    sql`${auditLog.occurredAt} >= now() - make_interval(days => ${sql.raw(String(days))})`,
    completedSignIn,
  )!;
}

/** The days `loginsIn90Days` looks back (spec part 2 §2, doctors list). */
export const LOGINS_LIST_DAYS = 90;

/**
 * Each account's completed sign-ins in the last 90 days, in one statement for a page of doctors
 * (an index range of `audit_log_sign_ins` per account). Accounts without any are absent.
 */
export function signInCountsQuery(
  db: Executor,
  userIds: readonly number[],
): BoundStatement<{ userId: number; signIns: number }[]> {
  const statement = preparedStatement(db, 'doctors.signIns90', 'reuse', () =>
    db
      .select({
        userId: sql<number>`${auditLog.actorUserId}`.mapWith(Number),
        signIns: sql<number>`count(*)::int`,
      })
      .from(auditLog)
      .where(signInsSince(sql`any(${sql.placeholder('ids')}::int[])`, LOGINS_LIST_DAYS))
      .groupBy(auditLog.actorUserId),
  );
  return statement.bind({ ids: [...new Set(userIds)] });
}

export async function signInCounts(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await signInCountsQuery(db, userIds).run();
  return new Map(rows.map((row) => [row.userId, row.signIns]));
}
