import type { StudyStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings.js';
import { branches } from './branches.js';
import { doctors } from './doctors.js';
import { patients } from './patients.js';
import { referals } from './referals.js';
import { studyTypes } from './study-types.js';
import { users } from './users.js';

/** Exposure values as exact decimal text ("70.00"), like the study type's presets. */
const exposure = () => numeric({ precision: 10, scale: 3, mode: 'string' });

/**
 * An imaging examination (spec part 2 §3 Study): performed on a patient in a branch, described
 * by describing doctors under a deadline, sent to its leading and supporting doctors. Files and
 * payments are their own tables (files.study_id; payments come with issue 16).
 */
export const studies = pgTable(
  'studies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.id),
    studyTypeId: integer()
      .notNull()
      .references(() => studyTypes.id),
    studyDate: timestamp({ withTimezone: true }).notNull(),
    /** Draft, Paid or Performed (domain STUDY_STATUSES). */
    status: text().$type<StudyStatus>().notNull(),
    /** The Technician who performed it; required once Performed. */
    performerId: integer().references(() => users.id),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    leadingDoctorId: integer().references(() => doctors.id),
    leadingDoctorBranchId: integer().references(() => branches.id),
    /** The referral it was issued from (one study per study type of the referral). */
    referalId: integer().references(() => referals.id),
    /** The calendar appointment it was performed at: one study per appointment. */
    appointmentId: integer().references(() => bookings.id, { onDelete: 'set null' }),
    descriptionRequestComment: text(),
    importantInformation: text(),
    internalInformation: text(),
    incognitoDescription: boolean().notNull().default(false),
    urgentDescription: boolean().notNull().default(false),
    comparisonDescription: boolean().notNull().default(false),
    /** 'Ukryj badanie (brak zgody)': never shown nor mailed to referring users. */
    hidden: boolean().notNull().default(false),
    /**
     * When the patient was mailed a studies link because this study's description was saved
     * (issue 18 §2): once per study, never again after a later save.
     */
    patientLinkSentAt: timestamp({ withTimezone: true }),
    externalReferal: boolean().notNull().default(false),
    notifyLeaderAndSupportingDoctors: boolean().notNull().default(false),
    notifyDoctorsAboutDescription: boolean().notNull().default(false),
    notifyDescribers: boolean().notNull().default(false),
    radiologyPresetName: text(),
    voltageKilovolts: exposure(),
    anodeCurrentMiliamper: exposure(),
    exposureTimeSeconds: exposure(),
    radiationDoseMilligrayPerSquareCentimeter: exposure(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; updates take the version the client edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    check('studies_status', sql`${t.status} in ('Draft', 'Paid', 'Performed')`),
    check(
      'studies_performer_when_performed',
      sql`${t.status} <> 'Performed' or ${t.performerId} is not null`,
    ),
    // Staff's list: every study, most recently changed first (spec part 2 §9), read backwards.
    index('studies_list_order').on(t.updatedAt, t.id),
    // The list's filters that narrow it most, each in the list's order.
    index('studies_patient_order').on(t.patientId, t.updatedAt, t.id),
    index('studies_status_order').on(t.status, t.updatedAt, t.id),
    index('studies_study_type').on(t.studyTypeId),
    index('studies_branch').on(t.branchId),
    // A doctor's statistics (studies led, by date; the ids lead to their payment lines without
    // reading the rows) and moving them to another doctor (issue 20).
    index('studies_leading_doctor').on(t.leadingDoctorId, t.studyDate, t.id),
    uniqueIndex('studies_appointment')
      .on(t.appointmentId)
      .where(sql`${t.appointmentId} is not null`),
    index('studies_referal')
      .on(t.referalId)
      .where(sql`${t.referalId} is not null`),
  ],
);

/** Up to MAX_SUPPORTING_DOCTORS doctors a study is also sent to, in the order picked. */
export const studySupportingDoctors = pgTable(
  'study_supporting_doctors',
  {
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id),
    position: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.doctorId] }),
    index('study_supporting_doctors_doctor').on(t.doctorId),
  ],
);

/** The describing doctors of a study, each with the date their description is due. */
export const studyDescribers = pgTable(
  'study_describers',
  {
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id),
    dueDate: timestamp({ withTimezone: true }).notNull(),
    assignedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.doctorId] }),
    // A describer's open studies (workload, the describer filter).
    index('study_describers_doctor').on(t.doctorId, t.dueDate),
  ],
);

/** Registered doctors a study was shared with (shareStudy). */
export const studyShares = pgTable(
  'study_shares',
  {
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id),
    sharedById: integer().references(() => users.id, { onDelete: 'set null' }),
    sharedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.doctorId] }),
    index('study_shares_doctor').on(t.doctorId),
  ],
);

/**
 * Which doctors see which study, in the list's order: rewritten with every save of a study (its
 * leading and supporting doctors, shares and describers, its hidden flag and updated_at), so a
 * doctor's list is read off an index instead of joining four tables and sorting all of their
 * studies (ADR 0034). `asReferrer`: leading, supporting or shared, and the study is not hidden;
 * `asDescriber`: assigned to describe it. A row exists only when one of them holds.
 */
export const studyAccess = pgTable(
  'study_access',
  {
    doctorId: integer()
      .notNull()
      .references(() => doctors.id),
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
    asReferrer: boolean().notNull(),
    asDescriber: boolean().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.doctorId] }),
    index('study_access_referrer_order')
      .on(t.doctorId, t.updatedAt, t.studyId)
      .where(sql`${t.asReferrer}`),
    index('study_access_order').on(t.doctorId, t.updatedAt, t.studyId),
  ],
);

/**
 * What a study mail tells a doctor: their patient's study was performed (leading and supporting
 * doctors), it was shared with them, it awaits their description, its description is ready.
 */
export type StudyNoticeKind = 'performed' | 'shared' | 'assigned' | 'description';

/**
 * The mails sent about a study (issue 15 §3, ADR 0035), one row each: a save mails what it finds
 * due and not yet here, so nobody is told twice — kept apart from `mails`, whose rows are purged
 * after MAIL_RETENTION_DAYS. `occasion` tells notices of one kind apart: the describer's
 * assignment time, the description file's id; '' where one of its kind is all there is.
 */
export const studyNotices = pgTable(
  'study_notices',
  {
    studyId: integer()
      .notNull()
      .references(() => studies.id, { onDelete: 'cascade' }),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id),
    kind: text().$type<StudyNoticeKind>().notNull(),
    occasion: text().notNull().default(''),
    sentAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studyId, t.doctorId, t.kind, t.occasion] }),
    index('study_notices_doctor').on(t.doctorId),
    check(
      'study_notices_kind',
      sql`${t.kind} in ('performed', 'shared', 'assigned', 'description')`,
    ),
  ],
);
