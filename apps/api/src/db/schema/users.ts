import { ROLES, type Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { contacts } from './contacts.js';

/** Why an address needs the Admin's consent to sign up again (ADR 0045). */
export type RegistrationHoldReason = 'blocked' | 'deleted';

export interface UserPreferences {
  mailNotifications: boolean;
}

const roleList = ROLES.map((role) => `'${role}'`).join(', ');

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The account's e-mail address, stored in lower case. */
    login: text().notNull(),
    passwordHash: text(),
    /** Only roles of the catalogue (users_roles_known). */
    roles: text().array().$type<Role[]>().notNull(),
    active: boolean().notNull().default(true),
    emailConfirmed: boolean().notNull().default(false),
    acceptedTerms: boolean().notNull().default(false),
    acceptedTermsAt: timestamp({ withTimezone: true }),
    loginAttempts: integer().notNull().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    lastLoginDate: timestamp({ withTimezone: true }),
    preferences: jsonb().$type<UserPreferences>().notNull().default({ mailNotifications: true }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id),
    /** Regions of the app config the user works in (coordinators, reports). */
    regions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A describing doctor on vacation is not offered as a describer (part 2 §5). */
    vacationStart: date({ mode: 'string' }),
    vacationEnd: date({ mode: 'string' }),
    /** The branch shown in the top bar, one of user_branches (kept per user, part 1 §6). */
    currentBranchId: integer().references((): AnyPgColumn => branches.id, {
      onDelete: 'set null',
    }),
    /**
     * Set when an Admin deletes the account: it can never sign in again and leaves every list,
     * while what it did keeps naming it. Its login may be given to a new account.
     */
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * When an Admin verified the account (ADR 0044). Accounts an Admin creates are verified as
     * they are made; one that signed up by itself waits with null and cannot sign in.
     */
    verifiedAt: timestamp({ withTimezone: true }).defaultNow(),
    /**
     * When the owner asked for the account to be deleted (markForDelete): it is inactive from
     * then on, and a scheduled task removes its personal data and sets `deletedAt` (ADR 0044).
     */
    deletionRequestedAt: timestamp({ withTimezone: true }),
    /** An Admin suspended the account until then (ADR 0045); it signs in again after it. */
    suspendedUntil: timestamp({ withTimezone: true }),
    /** When an Admin blocked the account (ADR 0045); it signs in again only once lifted. */
    blockedAt: timestamp({ withTimezone: true }),
    /**
     * A signup whose address an Admin had blocked or deleted before (registration_holds): it is
     * verified only with the Admin's consent (ADR 0045).
     */
    registrationHold: text().$type<RegistrationHoldReason>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save of an Admin; updateUser takes the version edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    // One live account per login; also the users list's order (login ascending).
    uniqueIndex('users_login_unique')
      .on(t.login)
      .where(sql`${t.deletedAt} is null`),
    // helpUserContacts and role filters.
    index('users_roles').using('gin', t.roles),
    // The accounts whose personal data the removal task still has to remove.
    index('users_deletion_pending')
      .on(t.deletionRequestedAt)
      .where(sql`${t.deletionRequestedAt} is not null and ${t.deletedAt} is null`),
    // The Admin's list of signups waiting for verification, newest first.
    index('users_awaiting_verification')
      .on(t.createdAt)
      .where(sql`${t.verifiedAt} is null and ${t.deletedAt} is null`),
    check('users_registration_hold_known', sql`${t.registrationHold} in ('blocked', 'deleted')`),
    check('users_login_lower_case', sql`${t.login} = lower(${t.login})`),
    check(
      'users_roles_known',
      sql`cardinality(${t.roles}) > 0 and ${t.roles} <@ array[${sql.raw(roleList)}]::text[]`,
    ),
  ],
);

/** Branches a user works in; the top bar's current branch is one of them. */
export const userBranches = pgTable(
  'user_branches',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.branchId] }),
    index('user_branches_branch').on(t.branchId),
  ],
);

/** Revocable sign-in sessions; only a hash of each bearer token is kept (ADR 0002). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash').on(t.tokenHash), index('sessions_user').on(t.userId)],
);

/**
 * Single-use links sent by mail: setting the first password of an account an Admin created,
 * resetting a forgotten one, confirming the address of an account that signed up. Only a hash of
 * the token is kept.
 */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** 'setPassword' (new account), 'reset' or 'confirmEmail' (a signup's address). */
    purpose: text().$type<'setPassword' | 'reset' | 'confirmEmail'>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_tokens_hash').on(t.tokenHash),
    index('password_tokens_user').on(t.userId),
    check('password_tokens_purpose', sql`${t.purpose} in ('setPassword', 'reset', 'confirmEmail')`),
  ],
);

/**
 * Addresses an Admin blocked or deleted (spec part 1 §4: re-registration needs the Admin's
 * consent; ADR 0045), by the SHA-256 of the login, so the table keeps no address. A signup of
 * such an address is marked on its account and verified only with consent, which lifts the hold.
 */
export const registrationHolds = pgTable(
  'registration_holds',
  {
    loginHash: text().primaryKey(),
    reason: text().$type<RegistrationHoldReason>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('registration_holds_reason_known', sql`${t.reason} in ('blocked', 'deleted')`)],
);
