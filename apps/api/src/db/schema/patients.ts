import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { contacts } from './contacts.js';
import { users } from './users.js';

export interface PatientConsents {
  rodo: boolean;
  woman: boolean;
  dataProcessing: boolean;
  sending: boolean;
}

export const patients = pgTable(
  'patients',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    contactId: integer()
      .notNull()
      .references(() => contacts.id),
    /** Rich-text note, at most 1000 characters of text. */
    notes: text(),
    consents: jsonb()
      .$type<PatientConsents>()
      .notNull()
      .default({ rodo: false, woman: false, dataProcessing: false, sending: false }),
    registrationDate: date({ mode: 'string' }).notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('patients_contact').on(t.contactId),
    index('patients_created_by').on(t.createdById),
  ],
);
