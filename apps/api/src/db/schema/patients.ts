import { sql } from 'drizzle-orm';
import {
  bigint,
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
} from 'drizzle-orm/pg-core';
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
    /**
     * True when the contact's `ssn` passed the PESEL check when it was entered; false for another
     * identity document number. One patient per number either way (`patients_identity_number`).
     */
    ssnIsPesel: boolean().notNull().default(false),
    /**
     * True for a patient whose number another patient already had when numbers became unique
     * (migration 0004): kept as entered, left out of `patients_identity_number` until the number
     * is changed (the copy trigger then clears it). Never set by the application.
     */
    legacyDuplicateSsn: boolean().notNull().default(false),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Raised by every change of the record (its form, a signed consent): an update names the
     * version it edits and a stale one is refused (db/optimistic-lock.ts, ADR 0021).
     */
    version: integer().notNull().default(1),
    // ── Copies of the contact for the list and its search (migration 0003, ADR 0013) ─────────
    // Kept by triggers from `contacts` on every write; the application never sets them. With
    // them, filtering, ordering and counting patients never join `contacts`.
    /** The contact's last name, for the list's order. */
    sortLastName: text(),
    /** The contact's first name, for the list's order. */
    sortFirstName: text(),
    /** First, middle and last name in lower case without diacritics ('Łódź' → 'lodz'). */
    searchName: text(),
    /**
     * The contact's `ssn` normalized as the domain stores numbers (upper case, no spaces or
     * hyphens; migration 0004), for prefix search and uniqueness.
     */
    searchSsn: text(),
    /** The contact's birth date, for the range search. */
    searchBirthDate: date({ mode: 'string' }),
  },
  (t) => [
    index('patients_contact').on(t.contactId),
    // Last name, first name in Polish alphabetical order (the ICU collation of migration 0003),
    // then id: the list's whole order, read straight from the index. The folded name last: a
    // broad name search walks this order and tests each entry without reading the table
    // (an index-only scan, ADR 0028).
    index('patients_list_order').on(
      sql`${t.sortLastName} collate "polish"`,
      sql`${t.sortFirstName} collate "polish"`,
      t.id,
      t.searchName,
    ),
    // fastupdate off: a search never wades through a pending list of recent insertions.
    index('patients_search_name')
      .using('gin', t.searchName.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    index('patients_search_ssn').using('btree', t.searchSsn.op('text_pattern_ops')),
    index('patients_search_birth_date').on(t.searchBirthDate),
    // One patient per identity number, PESEL or not (migration 0004, ADR 0020).
    uniqueIndex('patients_identity_number')
      .on(t.searchSsn)
      .where(sql`not ${t.legacyDuplicateSsn}`),
  ],
);

/**
 * How many patients there are, kept by statement triggers on `patients` (migration 0003): the
 * unfiltered list's total without counting 300,000 rows per request. One row.
 */
export const patientCount = pgTable(
  'patient_count',
  {
    singleton: boolean().primaryKey().default(true),
    total: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [check('patient_count_singleton', sql`${t.singleton}`)],
);

/**
 * The patients each user sees as a referring user (Doctor, DentalOffice, Laboratory; ADR 0042):
 * those they created, those a referral of their doctor profile is for, and those of a study their
 * doctor profile sees as a referrer (`study_access.as_referrer`, ADR 0034). One row per user and
 * patient, rewritten by `refreshPatientAccess` (modules/patients/patient-access.ts) in the
 * transaction of every write that can change it; the names are the patient's, kept in step by a
 * trigger on `patients` (migration 0015). A referring user's list is a walk of
 * `patient_access_order`, its count the user's rows.
 */
export const patientAccess = pgTable(
  'patient_access',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    /** The patient's `sort_last_name`. */
    sortLastName: text(),
    /** The patient's `sort_first_name`. */
    sortFirstName: text(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.patientId] }),
    // A referring user's patients in the list's order (patients_list_order's): a page of them is
    // read off the index, never sorted from all of them.
    index('patient_access_order').on(
      t.userId,
      sql`${t.sortLastName} collate "polish"`,
      sql`${t.sortFirstName} collate "polish"`,
      t.patientId,
    ),
    index('patient_access_patient').on(t.patientId),
  ],
);
