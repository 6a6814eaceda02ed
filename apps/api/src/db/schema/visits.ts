import type { VisitStatus } from '@portal/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { doctors } from './doctors.js';
import { users } from './users.js';

/**
 * A coordinator's meeting with a doctor (spec part 2 §3 Visit, issue 21 §1): planned Scheduled,
 * then Completed or Cancelled, each possibly followed by the next one (`previous_visit_id`).
 * A deleted doctor takes their visits along (they name nobody any more); a merged one hands them
 * to the survivor (doctor-merge.service.ts).
 */
export const visits = pgTable(
  'visits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    visitDate: timestamp({ withTimezone: true }).notNull(),
    status: text().$type<VisitStatus>().notNull().default('Scheduled'),
    comment: text(),
    /** The visit this one follows up; kept null when that one is deleted. */
    previousVisitId: integer().references((): AnyPgColumn => visits.id, { onDelete: 'set null' }),
    /** One of the app config's visitReasons when saved. */
    visitReason: text(),
    /** Names of the app config's gadgets handed over. */
    gadgets: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The region of the visit, for the list's filter and the report: the doctor's first region
     * the coordinator also covers, else the doctor's first, as of the last save.
     */
    region: text(),
    doctorId: integer()
      .notNull()
      .references(() => doctors.id, { onDelete: 'cascade' }),
    /** A user with the Coordinator role; a deleted account stays a row (ADR 0030). */
    coordinatorId: integer()
      .notNull()
      .references(() => users.id),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; updateVisit and the transitions take the version edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    check('visits_status', sql`${t.status} in ('Scheduled', 'Completed', 'Cancelled')`),
    // The staff's list: newest visit first (part 2 §9), read backwards along the index; and
    // the updatedAt order.
    index('visits_list_order').on(t.visitDate, t.id),
    index('visits_updated_order').on(t.updatedAt, t.id),
    // A coordinator's own list (their scope and the coordinator filter) in the list's order.
    index('visits_coordinator_order').on(t.coordinatorId, t.visitDate, t.id),
    // The doctor filter and the doctor view's visits tab; the doctor's delete and merge.
    index('visits_doctor_order').on(t.doctorId, t.visitDate, t.id),
    // A visit's follow-up (Visit.nextVisit), and the foreign key's set null.
    index('visits_previous').on(t.previousVisitId),
    // The comment filter's words (trigrams of the folded text, as patients' names): a rare word
    // is found without reading every visit (bench/visits/lists.mjs).
    index('visits_comment_search').using(
      'gin',
      sql`search_fold(coalesce(${t.comment}, '')) gin_trgm_ops`,
    ),
  ],
);
