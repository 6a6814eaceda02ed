import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { LoginLimits } from '../config.js';
import type { Executor } from '../db/client.js';

/**
 * Throttling of password checks (ADR 0018): each key — a login, existing or not, and a client
 * address — has a count of failed attempts. Past `maxFailures`, each attempt waits a delay that
 * doubles from LOGIN_FIRST_DELAY_SECONDS up to LOGIN_MAX_DELAY_SECONDS; past `challengeAfter`,
 * an attempt needs a solved proof-of-work challenge. Nothing ever locks an account for long.
 *
 * An attempt is reserved before the password is checked, by one statement that counts it as a
 * failure only if the key allows an attempt now. The row lock of that statement orders concurrent
 * reservations of one key, and each re-checks the row as the previous one committed it, so 150
 * parallel requests get exactly the attempts the rules allow. A success takes its attempt back.
 */

/** A login's failures are forgotten after a quiet day; an address's after a quiet 15 minutes. */
const ACCOUNT_MEMORY_MINUTES = 24 * 60;
export const ADDRESS_MEMORY_MINUTES = 15;
/** Past this many doublings the delay is at its cap anyway; keeps `power` from overflowing. */
const MAX_DOUBLINGS = 30;

export interface ThrottleRule {
  key: string;
  /** Failures after which each further attempt waits. */
  maxFailures: number;
  /** Failures after which an attempt needs a solved challenge; null: never asked. */
  challengeAfter: number | null;
  memoryMinutes: number;
}

export type Reservation =
  | { granted: true }
  | { granted: false; reason: 'wait'; retryAfterSeconds: number }
  | { granted: false; reason: 'challenge' };

type Delays = Pick<LoginLimits, 'firstDelaySeconds' | 'maxDelaySeconds'>;

/** The key of a login: a hash, so logins of strangers typed into the form are not kept. */
export function accountRule(limits: LoginLimits, login: string): ThrottleRule {
  return {
    key: `login:${createHash('sha256').update(login).digest('hex')}`,
    maxFailures: limits.maxFailures,
    challengeAfter: limits.challengeAfter,
    memoryMinutes: ACCOUNT_MEMORY_MINUTES,
  };
}

/**
 * The key of a client address. Many people may share one address (a clinic behind NAT), so it is
 * asked for the challenge only after half of its free failures.
 */
export function addressRule(limits: LoginLimits, address: string): ThrottleRule {
  return {
    key: `address:${address}`,
    maxFailures: limits.addressMaxFailures,
    challengeAfter: Math.max(1, Math.ceil(limits.addressMaxFailures / 2)),
    memoryMinutes: ADDRESS_MEMORY_MINUTES,
  };
}

/** Seconds to wait after the `failures`-th failure. */
function delaySeconds(failures: SQL, rule: ThrottleRule, delays: Delays): SQL {
  return sql`case when ${failures} < ${rule.maxFailures}::int then 0
    else least(${delays.maxDelaySeconds}::int,
      ${delays.firstDelaySeconds}::int * power(2, least(${failures} - ${rule.maxFailures}::int, ${MAX_DOUBLINGS}::int)))
    end`;
}

/**
 * Counts an attempt of `rule.key` if the key allows one now: its delay has passed and, past
 * `challengeAfter`, a challenge was solved. One statement, decided by the database.
 */
export async function reserveAttempt(
  db: Executor,
  delays: Delays,
  rule: ThrottleRule,
  solvedChallenge: boolean,
): Promise<Reservation> {
  const forgotten = sql`t.forget_at <= now()`;
  const count = sql`(case when ${forgotten} then 1 else t.failures + 1 end)`;
  const challengeMet =
    rule.challengeAfter === null || solvedChallenge
      ? sql`true`
      : sql`t.failures < ${rule.challengeAfter}::int`;
  const reserved = await db.execute<{ failures: number }>(sql`
    insert into login_throttles as t (key, failures, next_attempt_at, forget_at)
    values (${rule.key}, 1,
      now() + make_interval(secs => ${delaySeconds(sql`1`, rule, delays)}),
      now() + make_interval(mins => ${rule.memoryMinutes}::int))
    on conflict (key) do update set
      failures = ${count},
      next_attempt_at = now() + make_interval(secs => ${delaySeconds(count, rule, delays)}),
      forget_at = excluded.forget_at
    where ${forgotten} or (t.next_attempt_at <= now() and ${challengeMet})
    returning t.failures`);
  if (reserved.rows.length > 0) return { granted: true };
  return refusal(db, rule.key);
}

/** Why a reservation was refused, read after the fact (the row may have moved on since). */
async function refusal(db: Executor, key: string): Promise<Reservation> {
  const { rows } = await db.execute<{ wait: number }>(sql`
    select ceil(extract(epoch from next_attempt_at - now()))::int as wait
    from login_throttles where key = ${key}`);
  const wait = rows[0]?.wait ?? 1;
  return wait > 0
    ? { granted: false, reason: 'wait', retryAfterSeconds: wait }
    : { granted: false, reason: 'challenge' };
}

/**
 * Takes back an attempt that was not a failure (a success, or an attempt another key refused).
 * The delay it may have started stays: it only matters to a key that is over its free failures.
 */
export async function releaseAttempt(db: Executor, key: string): Promise<void> {
  await db.execute(sql`
    update login_throttles set failures = greatest(failures - 1, 0) where key = ${key}`);
}

/** Forgets a key's failures: its owner proved who they are. */
export async function resetKey(db: Executor, key: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where key = ${key}`);
}

/** Removes the counts nobody needs any more (scheduled; the reservation ignores them anyway). */
export async function forgetQuietKeys(db: Executor): Promise<number> {
  const { rowCount } = await db.execute(sql`delete from login_throttles where forget_at <= now()`);
  return rowCount ?? 0;
}
