import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

type AuditMatch = Partial<
  Pick<typeof auditLog.$inferSelect, 'action' | 'entityId' | 'outcome' | 'actorUserId'>
>;

/** The audit rows matching every given field: what a test reads to prove a write was recorded. */
export function auditRows(db: Database, match: AuditMatch) {
  const conditions: SQL[] = [];
  for (const [field, value] of Object.entries(match) as [keyof AuditMatch, string | number][]) {
    conditions.push(eq(auditLog[field], value));
  }
  return db
    .select()
    .from(auditLog)
    .where(and(...conditions));
}
