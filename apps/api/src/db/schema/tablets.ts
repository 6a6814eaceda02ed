import { GUARDIAN_BASES, type GuardianBasis, type Lang } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  boolean,
} from 'drizzle-orm/pg-core';
import { branches } from './branches.js';
import { files } from './files.js';
import { patients, type PatientConsents } from './patients.js';
import { users } from './users.js';

/**
 * Tablets registered for consent signing (spec part 1 §3, part 2 §7 Settings). A tablet signs in
 * with its client id and secret; only an argon2id hash of the secret is kept. Deleting a tablet
 * keeps the row (`deleted_at`) so past consent requests still name the tablet they were signed
 * on; its device id may then be registered again (ADR 0014).
 */
export const tablets = pgTable(
  'tablets',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The device's own identifier, entered at registration; never changed afterwards. */
    tabletId: text().notNull(),
    name: text().notNull(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    active: boolean().notNull().default(true),
    clientId: text().notNull(),
    clientSecretHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** First pairing of a kiosk; null = not configured. */
    configuredAt: timestamp({ withTimezone: true }),
    /** Last request of the paired kiosk, written at most every 30 s. */
    lastUsedAt: timestamp({ withTimezone: true }),
    deletedAt: timestamp({ withTimezone: true }),
    /**
     * Raised by every edit (updateTablet), not by the kiosk's pairing or heartbeat: an update
     * names the version it edits and a stale one is refused (db/optimistic-lock.ts, ADR 0021).
     */
    version: integer().notNull().default(1),
  },
  (t) => [
    uniqueIndex('tablets_tablet_id')
      .on(t.tabletId)
      .where(sql`${t.deletedAt} is null`),
    uniqueIndex('tablets_client_id').on(t.clientId),
    index('tablets_branch').on(t.branchId),
  ],
);

/** A kiosk's sessions: the bearer token's SHA-256 only, like users' sessions (ADR 0002). */
export const tabletSessions = pgTable(
  'tablet_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tabletId: integer()
      .notNull()
      .references(() => tablets.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Slides forward while the kiosk is in use (auth/tablet-sessions.ts). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('tablet_sessions_token_hash').on(t.tokenHash),
    index('tablet_sessions_tablet').on(t.tabletId),
  ],
);

export const CONSENT_REQUEST_STATUSES = ['Pending', 'Submitted', 'Cancelled', 'Expired'] as const;
export type ConsentRequestStatus = (typeof CONSENT_REQUEST_STATUSES)[number];

/** The answers a patient signed, kept with the request (the PDF is the signed document). */
export interface ConsentAnswers extends PatientConsents {
  lang: Lang;
}

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A request, sent by staff to a tablet, that a patient sign the consent form. At most one is
 * pending per tablet: a new request cancels the earlier one.
 */
export const consentRequests = pgTable(
  'consent_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    tabletId: integer()
      .notNull()
      .references(() => tablets.id),
    patientId: integer()
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    requestedById: integer().references(() => users.id, { onDelete: 'set null' }),
    guardianName: text(),
    guardianBasis: text().$type<GuardianBasis>(),
    status: text().$type<ConsentRequestStatus>().notNull().default('Pending'),
    answers: jsonb().$type<ConsentAnswers>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    submittedAt: timestamp({ withTimezone: true }),
    fileId: uuid().references(() => files.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('consent_requests_one_pending_per_tablet')
      .on(t.tabletId)
      .where(sql`${t.status} = 'Pending'`),
    // The expiry task reads only pending requests, by deadline.
    index('consent_requests_pending_expiry')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'Pending'`),
    index('consent_requests_patient').on(t.patientId),
    index('consent_requests_requested_by').on(t.requestedById),
    index('consent_requests_file').on(t.fileId),
    check(
      'consent_requests_status_known',
      sql`${t.status} in (${sql.raw(quoted(CONSENT_REQUEST_STATUSES))})`,
    ),
    check(
      'consent_requests_guardian_basis_known',
      sql`${t.guardianBasis} is null or ${t.guardianBasis} in (${sql.raw(quoted(GUARDIAN_BASES))})`,
    ),
    check(
      'consent_requests_submitted',
      sql`${t.status} <> 'Submitted' or (${t.submittedAt} is not null and ${t.answers} is not null)`,
    ),
  ],
);
