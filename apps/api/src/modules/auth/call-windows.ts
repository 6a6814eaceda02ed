import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refusalError } from './login.service.js';

/**
 * Per-key limits of public calls (ADR 0040, 0043), kept in the sign-in throttle's table
 * (`login_throttles`, ADR 0018; its clean-up removes quiet keys) as a count per window that starts
 * at a key's first call. Every call is counted in one statement that always updates the row, so
 * concurrent calls of one key are counted exactly and none is refused below the limit; past it the
 * call is refused with the sign-in's 'try again in …'.
 */
export async function countInWindow(
  db: Executor,
  key: string,
  limit: { max: number; windowMinutes: number },
): Promise<void> {
  const { rows } = await db.execute<{ count: number; wait: number }>(sql`
    insert into login_throttles as t (key, failures, next_attempt_at, forget_at)
    values (${key}, 1, now(), now() + make_interval(mins => ${limit.windowMinutes}::int))
    on conflict (key) do update set
      failures = case when t.forget_at <= now() then 1 else t.failures + 1 end,
      forget_at = case when t.forget_at <= now() then excluded.forget_at else t.forget_at end
    returning t.failures as count, ceil(extract(epoch from t.forget_at - now()))::int as wait`);
  const [row] = rows;
  if (row && row.count > limit.max) {
    throw refusalError({
      granted: false,
      reason: 'wait',
      retryAfterSeconds: Math.max(1, row.wait),
    });
  }
}

/**
 * Refuses a call once `key` has `limit.max` calls counted in its window, without counting this
 * one: for counts of failures, where only a failure is counted (countInWindow) but a key past its
 * limit must not try again, not even rightly.
 */
export async function refuseWhenSpent(
  db: Executor,
  key: string,
  limit: { max: number },
): Promise<void> {
  const { rows } = await db.execute<{ count: number; wait: number }>(sql`
    select failures as count, ceil(extract(epoch from forget_at - now()))::int as wait
    from login_throttles where key = ${key} and forget_at > now()`);
  const [row] = rows;
  if (row && row.count >= limit.max) {
    throw refusalError({
      granted: false,
      reason: 'wait',
      retryAfterSeconds: Math.max(1, row.wait),
    });
  }
}

/**
 * The window key of a personal value (a login, a PESEL): `prefix:` and the value's SHA-256, so
 * the throttle table never holds the value itself.
 */
export const hashedWindowKey = (prefix: string, value: string) =>
  `${prefix}:${createHash('sha256').update(value).digest('base64url')}`;
