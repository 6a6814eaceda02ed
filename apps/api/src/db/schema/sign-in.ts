import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Failed attempts per throttle key (ADR 0018): `login:<sha-256 of the login>` for an account,
 * existing or not, and `address:<ip>` for a client address. An attempt is reserved here by one
 * statement before any password is checked (auth/login-throttle.ts).
 */
export const loginThrottles = pgTable(
  'login_throttles',
  {
    key: text().primaryKey(),
    /** Attempts counted since the key was last forgotten or reset; a success takes its own back. */
    failures: integer().notNull(),
    /** The next attempt is refused before this moment (the growing delay). */
    nextAttemptAt: timestamp({ withTimezone: true }).notNull(),
    /** After this moment without a new attempt, the count starts again (and a clean-up deletes the row). */
    forgetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_throttles_forget_at').on(t.forgetAt),
    check('login_throttles_failures', sql`${t.failures} >= 0`),
  ],
);

/** Solved sign-in challenges, kept until they expire so none is accepted twice. */
export const spentLoginChallenges = pgTable(
  'spent_login_challenges',
  {
    /** The challenge's random nonce (hex), covered by its signature. */
    nonce: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('spent_login_challenges_expires_at').on(t.expiresAt)],
);

/**
 * The key that signs sign-in challenges: one row, made by the migration, shared by every API copy
 * on the database (a challenge fetched from one copy is verified by another).
 */
export const loginChallengeSecret = pgTable(
  'login_challenge_secret',
  {
    id: integer().primaryKey().default(1),
    secret: text().notNull(),
  },
  (t) => [check('login_challenge_secret_single_row', sql`${t.id} = 1`)],
);
