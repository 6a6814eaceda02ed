import type { MediaType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors.js';
import { patients } from './patients.js';
import { studyTypes } from './study-types.js';
import { users } from './users.js';

/**
 * A referral (spec part 2 §3 Referal, issue 17): a doctor (the issuer) sends a patient for one or
 * more study types. The clinic prints it, turns it into one study per study type (studies carry
 * `referal_id`) and completes it — by 'Zrealizuj', or by itself once every study type has a study.
 */
export const referals = pgTable(
  'referals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    patientId: integer()
      .notNull()
      .references(() => patients.id),
    issuerId: integer()
      .notNull()
      .references(() => doctors.id),
    /** Online, Disc, Film, Pendrive (domain MEDIA_TYPES); Online is always one of them. */
    mediaTypes: text().array().$type<MediaType[]>().notNull(),
    /** The purpose of the study ('Cel badania'). */
    description: text(),
    remarks: text(),
    requestDescription: boolean().notNull().default(false),
    sendSchedulingEmail: boolean().notNull().default(false),
    completed: boolean().notNull().default(false),
    completedAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; updateReferal takes the version the client edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    check('referals_media_online', sql`'Online' = any(${t.mediaTypes})`),
    check(
      'referals_media_known',
      sql`${t.mediaTypes} <@ array['Online', 'Disc', 'Film', 'Pendrive']::text[]`,
    ),
    check('referals_completed_at', sql`${t.completed} = (${t.completedAt} is not null)`),
    // Staff's list: newest first (spec part 2 §9), read backwards along the index.
    index('referals_list_order').on(t.createdAt, t.id),
    // A doctor's own referrals in the list's order (the scope first), and the patient scope.
    index('referals_issuer_order').on(t.issuerId, t.createdAt, t.id),
    // The patient's referrals tab and the patient filter.
    index('referals_patient_order').on(t.patientId, t.createdAt, t.id),
  ],
);

/** The study types of a referral, in the order picked, each with its remarks and subtypes. */
export const referalStudyTypes = pgTable(
  'referal_study_types',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    referalId: integer()
      .notNull()
      .references(() => referals.id, { onDelete: 'cascade' }),
    studyTypeId: integer()
      .notNull()
      .references(() => studyTypes.id),
    remarks: text(),
    /** Subtypes picked from the study type's `studySubTypes` (teeth, sides, regions). */
    studySubTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    position: integer().notNull(),
  },
  (t) => [
    uniqueIndex('referal_study_types_once').on(t.referalId, t.studyTypeId),
    // The study-types filter of the list.
    index('referal_study_types_study_type').on(t.studyTypeId, t.referalId),
  ],
);

/**
 * Single-use links that let a referral's patient book an appointment without an account (part 1
 * §2 /schedule-appointment, issue 17 §2). Only a hash of the token is kept; a booking spends it.
 */
export const schedulingLinks = pgTable(
  'scheduling_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    referalId: integer()
      .notNull()
      .references(() => referals.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    /** The address the link was sent to (the patient's e-mail at the time). */
    sentTo: text().notNull(),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('scheduling_links_hash').on(t.tokenHash),
    index('scheduling_links_referal').on(t.referalId, t.createdAt),
    // The links sent to one address within the hour (the per-address limit).
    index('scheduling_links_sent_to').on(t.sentTo, t.createdAt),
  ],
);
