import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { branches, devices } from './branches.js';
import { patients } from './patients.js';
import { referals } from './referals.js';
import { studyTypes } from './study-types.js';
import { users } from './users.js';

/**
 * What holds a device's time (ADR 0032): an appointment with a patient, a break, or the hold a
 * registrar's open form keeps on a slot for RESERVATION_TIMER_SECONDS (the spec's Reservation).
 */
export const bookingKind = pgEnum('booking_kind', ['appointment', 'break', 'hold']);

/** `[start, end)` as PostgreSQL's tstzrange: only ever generated, never written by the API. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/**
 * The device calendar: one table for all three kinds, so that one exclusion constraint (in the
 * migration: `exclude using gist (device_id with =, period with &&)`) makes any two of them
 * overlapping on a device impossible, however many people book at once. A hold past its
 * `expires_at` no longer counts: every booking statement deletes the device's expired holds
 * first, and a job sweeps the rest.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: bookingKind().notNull(),
    branchId: integer()
      .notNull()
      .references(() => branches.id),
    deviceId: integer()
      .notNull()
      .references(() => devices.id),
    startAt: timestamp({ withTimezone: true }).notNull(),
    endAt: timestamp({ withTimezone: true }).notNull(),
    period: tstzrange()
      .notNull()
      .generatedAlwaysAs(sql`tstzrange(start_at, end_at, '[)')`),
    /** The patient of an appointment; none for a break or a hold. */
    patientId: integer().references(() => patients.id),
    /** The study type of an appointment (one each: booking several makes one per type). */
    studyTypeId: integer().references(() => studyTypes.id),
    comments: text(),
    /** The referral the appointment was booked for (by the desk or by the patient's link). */
    referalId: integer().references((): AnyPgColumn => referals.id, { onDelete: 'set null' }),
    /** Booked by the patient from a scheduling link (marked on the calendar). */
    createdByPatient: boolean().notNull().default(false),
    createdById: integer().references(() => users.id),
    /** When a hold stops holding; null for appointments and breaks. */
    expiresAt: timestamp({ withTimezone: true }),
    /** When the patient was reminded by e-mail (issue 14 §4); cleared when the start moves. */
    reminderSentAt: timestamp({ withTimezone: true }),
    /** Raised by every save; updateAppointment takes the version the client edited (ADR 0021). */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bookings_period', sql`${t.endAt} > ${t.startAt}`),
    check(
      'bookings_kind_fields',
      sql`(${t.kind} = 'appointment') = (${t.patientId} is not null and ${t.studyTypeId} is not null)
        and (${t.kind} = 'hold') = (${t.expiresAt} is not null)`,
    ),
    // The day view: a branch's bookings by time (the exclusion constraint's index serves a device's).
    index('bookings_branch_start').on(t.branchId, t.startAt),
    // A referral's appointments (and the foreign key's deletes).
    index('bookings_referal')
      .on(t.referalId)
      .where(sql`${t.referalId} is not null`),
    // The patient view's appointments tab.
    index('bookings_patient_start')
      .on(t.patientId, t.startAt)
      .where(sql`${t.patientId} is not null`),
    // The reminder job: appointments not yet reminded, by start.
    index('bookings_reminder_due')
      .on(t.startAt)
      .where(sql`${t.kind} = 'appointment' and ${t.reminderSentAt} is null`),
    // The sweep of expired holds.
    index('bookings_hold_expiry')
      .on(t.expiresAt)
      .where(sql`${t.kind} = 'hold'`),
  ],
);
