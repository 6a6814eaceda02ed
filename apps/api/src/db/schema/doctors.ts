import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { contacts } from './contacts.js';
import { users } from './users.js';

/**
 * Referring and describing doctors. A facility (dental office, laboratory) is a doctor row whose
 * contact has a company name and NIP and which has no licence number (spec part 2 §3).
 */
export const doctors = pgTable(
  'doctors',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    contactId: integer()
      .notNull()
      .references(() => contacts.id),
    licenseNumber: text(),
    specializations: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    maxStudyHoursToDescribe: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('doctors_user').on(t.userId),
    uniqueIndex('doctors_license_number').on(t.licenseNumber),
    index('doctors_contact').on(t.contactId),
  ],
);
