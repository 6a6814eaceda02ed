import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

export type AuditOutcome = 'success' | 'failure' | 'denied';

/**
 * Append-only record of who did what to which entity, when and from where. A trigger (migration
 * 0001) refuses UPDATE and DELETE so nobody rewrites history through the application.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorUserId: integer(),
    action: text().notNull(),
    entityType: text(),
    entityId: text(),
    address: text(),
    outcome: text().$type<AuditOutcome>().notNull(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    index('audit_log_address_time').on(t.address, t.occurredAt),
    index('audit_log_actor_time').on(t.actorUserId, t.occurredAt),
    index('audit_log_entity').on(t.entityType, t.entityId),
    // The admin listing and its CSV export (migration 0002): newest first with no filter, and
    // by action over a time range. The id breaks ties so keyset paging never skips a row.
    index('audit_log_time').on(t.occurredAt, t.id),
    index('audit_log_action_time').on(t.action, t.occurredAt),
    // Completed sign-ins per account over the last days (doctor statistics and list, issue 20):
    // the predicate is modules/doctors/sign-ins.ts `completedSignIn`, word for word (an
    // authenticator's password step is an `auth.login` success too, with a `reason`).
    index('audit_log_sign_ins')
      .on(t.actorUserId, t.occurredAt)
      .where(
        sql`${t.action} in ('auth.login', 'auth.oauthLogin', 'auth.loginWithMfa') and ${t.outcome} = 'success' and (${t.details} ->> 'reason') is null`,
      ),
    check('audit_log_outcome', sql`${t.outcome} in ('success', 'failure', 'denied')`),
  ],
);
