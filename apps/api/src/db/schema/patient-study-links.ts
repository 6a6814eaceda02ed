import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { patients } from './patients.js';
import { users } from './users.js';

export const PATIENT_STUDY_LINK_SOURCES = ['Patient', 'Staff', 'Description'] as const;
export type PatientStudyLinkSource = (typeof PATIENT_STUDY_LINK_SOURCES)[number];

/**
 * A mailed link to a patient's studies (issue 18; ADR 0043): only the SHA-256 of its 32-byte
 * random token is kept, so a copy of the database opens nothing. Opening it also needs the
 * patient's PESEL or document number; it works until `expires_at` unless revoked.
 */
export const patientStudyLinks = pgTable(
  'patient_study_links',
  {
    id: uuid().primaryKey().defaultRandom(),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique('patient_study_links_hash'),
    /** The address the link was mailed to. */
    sentTo: text().notNull(),
    source: text().$type<PatientStudyLinkSource>().notNull(),
    /** The staff member who sent it (source Staff). */
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** Set by staff, or when too many wrong numbers were entered with the link. */
    revokedAt: timestamp({ withTimezone: true }),
    revokedById: integer().references(() => users.id, { onDelete: 'set null' }),
    lastUsedAt: timestamp({ withTimezone: true }),
    /** Wrong PESEL or document numbers entered with this link. */
    wrongNumbers: integer().notNull().default(0),
  },
  (t) => [
    // The patient view's active links, newest first.
    index('patient_study_links_patient').on(t.patientId, t.createdAt),
    // The links sent to one address within the hour (the per-address limit).
    index('patient_study_links_sent_to').on(sql`lower(${t.sentTo})`, t.createdAt),
    index('patient_study_links_created_by').on(t.createdById),
    index('patient_study_links_revoked_by').on(t.revokedById),
    check(
      'patient_study_links_source_known',
      sql`${t.source} in ('Patient', 'Staff', 'Description')`,
    ),
  ],
);

/**
 * A browser's session opened with a link and the patient's number (the HttpOnly cookie holds its
 * random token; only the hash is here). It ends with the link (expiry, revocation) or on logout.
 */
export const patientStudySessions = pgTable(
  'patient_study_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    linkId: uuid()
      .notNull()
      .references(() => patientStudyLinks.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique('patient_study_sessions_hash'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('patient_study_sessions_link').on(t.linkId)],
);
