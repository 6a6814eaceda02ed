import { sql } from 'drizzle-orm';
import type { Caller } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { refusalError } from '../auth/login.service.js';

/**
 * The per-address limits of the public scheduling calls (ADR 0040), kept in the sign-in
 * throttle's table (`login_throttles`, ADR 0018; its clean-up removes quiet keys) as a count per
 * window of WINDOW_MINUTES from an address's first call:
 *
 * - Every call counts: a patient choosing a day makes a few dozen, a script reading the calendar
 *   through someone's link thousands.
 * - A token that is not ours counts again: 256 random bits cannot be guessed, so this only keeps
 *   a client from hammering the endpoint. Only wrong tokens count here, so patients booking at
 *   once from one address (a family, a clinic's network) never do.
 *
 * Unlike the sign-in's reservation, which refuses an attempt while another one's delay runs,
 * every call here is counted in one statement that always updates the row: concurrent calls of
 * one address are counted exactly and none is refused below the limit.
 */
const WINDOW_MINUTES = 15;
const CALLS_PER_WINDOW = 300;
const WRONG_TOKENS_PER_WINDOW = 10;

async function countInWindow(db: Executor, key: string, max: number): Promise<void> {
  const { rows } = await db.execute<{ count: number; wait: number }>(sql`
    insert into login_throttles as t (key, failures, next_attempt_at, forget_at)
    values (${key}, 1, now(), now() + make_interval(mins => ${WINDOW_MINUTES}::int))
    on conflict (key) do update set
      failures = case when t.forget_at <= now() then 1 else t.failures + 1 end,
      forget_at = case when t.forget_at <= now() then excluded.forget_at else t.forget_at end
    returning t.failures as count, ceil(extract(epoch from t.forget_at - now()))::int as wait`);
  const [row] = rows;
  if (row && row.count > max) {
    throw refusalError({
      granted: false,
      reason: 'wait',
      retryAfterSeconds: Math.max(1, row.wait),
    });
  }
}

/** Counts a public call of `caller`; refused ('try again in …') past the address's limit. */
export function countPublicCall(db: Executor, caller: Caller): Promise<void> {
  return countInWindow(db, `scheduling:calls:${caller.address}`, CALLS_PER_WINDOW);
}

/** Counts a token that is not ours; refused past the address's limit of them. */
export function countWrongToken(db: Executor, caller: Caller): Promise<void> {
  return countInWindow(db, `scheduling:tokens:${caller.address}`, WRONG_TOKENS_PER_WINDOW);
}
