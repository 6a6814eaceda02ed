import { ROLES, type Role } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_login_unique').on(t.login),
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
