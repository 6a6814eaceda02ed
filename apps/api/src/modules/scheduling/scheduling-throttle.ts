import type { Caller } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { countInWindow } from '../auth/call-windows.js';

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
 * every call is counted exactly (auth/call-windows.ts).
 */
const WINDOW_MINUTES = 15;
const CALLS_PER_WINDOW = 300;
const WRONG_TOKENS_PER_WINDOW = 10;

/** Counts a public call of `caller`; refused ('try again in …') past the address's limit. */
export function countPublicCall(db: Executor, caller: Caller): Promise<void> {
  return countInWindow(db, `scheduling:calls:${caller.address}`, {
    max: CALLS_PER_WINDOW,
    windowMinutes: WINDOW_MINUTES,
  });
}

/** Counts a token that is not ours; refused past the address's limit of them. */
export function countWrongToken(db: Executor, caller: Caller): Promise<void> {
  return countInWindow(db, `scheduling:tokens:${caller.address}`, {
    max: WRONG_TOKENS_PER_WINDOW,
    windowMinutes: WINDOW_MINUTES,
  });
}
