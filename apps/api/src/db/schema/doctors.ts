import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { contacts } from './contacts.js';
import { studyTypes } from './study-types.js';
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
    /**
     * Regions of the app config the doctor belongs to (coordinators' visits, mailings); the
     * doctor's, not the account's: a doctor without an account has them too (issue 20).
     */
    regions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The staff's note about the doctor (part 2 §6 'Doctor note change'; 4–8 rows, §9). */
    note: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; updateDoctor takes the version edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('doctors_user').on(t.userId),
    uniqueIndex('doctors_license_number').on(t.licenseNumber),
    index('doctors_contact').on(t.contactId),
  ],
);

/** Branches of the network a doctor is employed in (part 2 §3 employedInBranches). */
export const doctorBranches = pgTable(
  'doctor_branches',
  {
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    branchId: integer()
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.branchId] }),
    index('doctor_branches_branch').on(t.branchId),
  ],
);

/** Study types a describing doctor describes (part 2 §3 describingStudyTypes). */
export const doctorStudyTypes = pgTable(
  'doctor_study_types',
  {
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    studyTypeId: integer()
      .notNull()
      .references(() => studyTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.doctorId, t.studyTypeId] }),
    index('doctor_study_types_study_type').on(t.studyTypeId),
  ],
);

/**
 * What the staff noted about a doctor (part 2 §3 Comment): only its author edits or deletes it
 * (§6). The author's account may be deleted later; the comment keeps naming it.
 */
export const doctorComments = pgTable(
  'doctor_comments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    content: text().notNull(),
    createdById: integer()
      .notNull()
      .references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; updateComment takes the version edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  // The comments tab lists a doctor's comments newest first.
  (t) => [index('doctor_comments_doctor_order').on(t.doctorId, t.createdAt, t.id)],
);
