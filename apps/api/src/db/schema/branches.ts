import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { AddressData } from './contacts.js';

export const branches = pgTable(
  'branches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    /** CSS colour of the branch in calendars and chips, e.g. #2e7d32. */
    color: text().notNull(),
    /** A branch of the provider itself, as opposed to a partner site. */
    ownBranch: boolean().notNull().default(true),
    region: text(),
    address: jsonb().$type<AddressData>(),
    phoneNumbers: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailAddresses: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * False once an Admin deleted a branch that records still name (tablets, appointments,
     * studies): it leaves every picker but keeps its history.
     */
    active: boolean().notNull().default(true),
    /** Raised by every save; saveBranch takes the version the client edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [index('branches_name').on(sql`lower(${t.name})`, t.id)],
);

export const devices = pgTable(
  'devices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    deviceType: text().notNull(),
    radiationGroups: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** A device removed from its branch while records still name it is disabled instead. */
    enabled: boolean().notNull().default(true),
  },
  (t) => [index('devices_branch').on(t.branchId)],
);
