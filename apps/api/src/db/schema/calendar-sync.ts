import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export type CalendarSyncError = 'auth' | 'access' | 'sync';

/**
 * A coordinator's link to their external calendar (issue 21 §1, ADR 0052): while a consent is
 * under way its state (as a hash) and PKCE verifier; once given, the service's tokens. Tokens
 * and verifier are sealed with the calendar token key (platform/crypto/sealed.ts). A deleted
 * account takes its link along.
 */
export const calendarConnections = pgTable(
  'calendar_connections',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The consent under way: SHA-256 of its state, its sealed PKCE verifier, when it lapses. */
    flowStateHash: text(),
    flowVerifier: text(),
    flowExpiresAt: timestamp({ withTimezone: true }),
    /** Set while connected; cleared when the service refuses it (the user must consent again). */
    refreshToken: text(),
    accessToken: text(),
    accessExpiresAt: timestamp({ withTimezone: true }),
    connectedAt: timestamp({ withTimezone: true }),
    lastSyncAt: timestamp({ withTimezone: true }),
    /** What stopped the last sync; null when it went through. */
    lastError: text().$type<CalendarSyncError>(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('calendar_connections_error', sql`${t.lastError} in ('auth', 'access', 'sync')`)],
);

/**
 * Which visit's event is in whose calendar, as of which version of the visit. No foreign key to
 * the visit on purpose: a removed visit's row stays until its event is deleted.
 */
export const visitCalendarEvents = pgTable(
  'visit_calendar_events',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitId: integer().notNull(),
    syncedVersion: integer().notNull(),
    syncedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.visitId] })],
);
