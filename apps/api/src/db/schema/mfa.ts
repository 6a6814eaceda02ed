import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * An account's authenticator (ADR 0046): its TOTP secret sealed with the server's MFA key
 * (AES-256-GCM; the database alone does not give the codes), on once `enabledAt` is set, and the
 * last time step a code was accepted for, so that no code works twice.
 */
export const userMfa = pgTable('user_mfa', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  sealedSecret: text().notNull(),
  enabledAt: timestamp({ withTimezone: true }),
  lastStep: bigint({ mode: 'number' }),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Single-use recovery codes, as SHA-256 hashes (they are random, 40 bits each). */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user').on(t.userId)],
);

/**
 * The sign-in's second step between the password and the session (ADR 0046): a random token, of
 * which only the hash is kept, for 5 minutes and 5 codes. `enrol`: the account must set up an
 * authenticator first.
 */
export const mfaChallenges = pgTable(
  'mfa_challenges',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().$type<'verify' | 'enrol'>().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mfa_challenges_purpose_known', sql`${t.purpose} in ('verify', 'enrol')`),
    index('mfa_challenges_expiry').on(t.expiresAt),
  ],
);
