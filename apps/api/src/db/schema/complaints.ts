import type { ComplaintStatus, ComplaintType } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { doctors } from './doctors.js';
import { patients } from './patients.js';
import { studies } from './studies.js';
import { users } from './users.js';

/**
 * A complaint from a patient or a doctor (spec part 2 §3 Complaint, issue 21 §2): reported on a
 * date, due `complaintResolutionTimeHours` later, InProgress until Closed with a resolution. The
 * linked patient, doctor and study are optional; a removed one leaves the complaint unlinked.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    complainantName: text().notNull(),
    complainantPhoneNumber: text(),
    complainantEmailAddress: text(),
    /** When the complaint was made (the form's report date). */
    reportDate: timestamp({ withTimezone: true }).notNull(),
    /** reportDate plus the config's complaintResolutionTimeHours as of the last save. */
    dueDate: timestamp({ withTimezone: true }).notNull(),
    type: text().$type<ComplaintType>().notNull(),
    status: text().$type<ComplaintStatus>().notNull().default('InProgress'),
    complaintReason: text(),
    complaintDescription: text(),
    complaintResolution: text(),
    /** A user with the Complaints role; a deleted account stays a row (ADR 0030). */
    responsiblePersonId: integer()
      .notNull()
      .references(() => users.id),
    patientId: integer().references(() => patients.id, { onDelete: 'set null' }),
    doctorId: integer().references(() => doctors.id, { onDelete: 'set null' }),
    studyId: integer().references(() => studies.id, { onDelete: 'set null' }),
    closedAt: timestamp({ withTimezone: true }),
    createdById: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedById: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Raised by every save; updateComplaint takes the version edited (ADR 0021). */
    version: integer().notNull().default(1),
  },
  (t) => [
    check('complaints_type', sql`${t.type} in ('Patient', 'Doctor')`),
    check('complaints_status', sql`${t.status} in ('InProgress', 'Closed')`),
    check(
      'complaints_closed',
      sql`(${t.status} = 'Closed') = (${t.closedAt} is not null)
        and (${t.status} <> 'Closed' or ${t.complaintResolution} is not null)`,
    ),
    // The list: last changed first (part 2 §9), read backwards along the index; the other orders.
    index('complaints_list_order').on(t.updatedAt, t.id),
    index('complaints_report_order').on(t.reportDate, t.id),
    index('complaints_due_order').on(t.dueDate, t.id),
    // A Complaints user's own list and the responsible-person filter.
    index('complaints_responsible_order').on(t.responsiblePersonId, t.updatedAt, t.id),
    // The daily digest: open complaints by due date.
    index('complaints_open_due')
      .on(t.dueDate)
      .where(sql`${t.status} = 'InProgress'`),
    // The patient's and doctor's complaints, and the foreign keys' set null.
    index('complaints_patient').on(t.patientId),
    index('complaints_doctor').on(t.doctorId),
    index('complaints_study').on(t.studyId),
  ],
);
