import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { auditLog, type AuditOutcome } from '../../db/schema/index.js';

export interface AuditEntry {
  action: string;
  outcome: AuditOutcome;
  actorUserId?: number | null;
  entityType?: string;
  entityId?: string | number;
  address?: string | null;
  /** Facts that explain the outcome; never passwords, tokens or other personal data. */
  details?: Record<string, unknown>;
}

/**
 * The one way services write the audit trail (append-only, see migration 0001). Pass the
 * transaction when the audited change is part of one, so both commit or neither does.
 */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values(auditRowOf(entry));
}

/** Who acted, as an audit row names them (an Actor is one). */
interface AuditedActor {
  userId: number;
  address: string;
}

/**
 * The audit writer of one kind of record, for its service: `audit(db, actor, action, id,
 * details, outcome)` records who did what to which record, in the transaction passed as `db`.
 */
export function entityAudit(entityType: string) {
  return (
    db: Executor,
    actor: AuditedActor,
    action: string,
    id: number,
    details: Record<string, unknown> = {},
    outcome: AuditOutcome = 'success',
  ) =>
    recordAudit(db, {
      action,
      outcome,
      actorUserId: actor.userId,
      entityType,
      entityId: id,
      address: actor.address,
      details,
    });
}

/** The `audit_log` columns of an entry (also what the read audit inserts, read-audit.ts). */
export function auditRowOf(entry: AuditEntry) {
  return {
    action: entry.action,
    outcome: entry.outcome,
    actorUserId: entry.actorUserId ?? null,
    entityType: entry.entityType ?? null,
    entityId: entry.entityId === undefined ? null : String(entry.entityId),
    address: entry.address ?? null,
    details: entry.details ?? null,
  };
}

/** Failures of one action from one address within the last `minutes`. */
export async function countRecentFailures(
  db: Executor,
  action: string,
  address: string,
  minutes: number,
): Promise<number> {
  const [row] = await db
    .select({ failures: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.address, address),
        gt(auditLog.occurredAt, sql`now() - make_interval(mins => ${minutes})`),
        eq(auditLog.action, action),
        eq(auditLog.outcome, 'failure'),
      ),
    );
  return row?.failures ?? 0;
}
