import type { TAuditLogQuery, TAuditLogWhere, TSortDirection } from '@portal/domain';
import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import type { Executor } from '../../db/client.js';
import { auditLog, users, type AuditOutcome } from '../../db/schema/index.js';
import { recordAudit } from '../../platform/audit/audit.js';

export interface AuditLogRow {
  id: number;
  occurredAt: Date;
  actorUserId: number | null;
  actorLogin: string | null;
  action: string;
  entityType: string | null;
  entityId: string | null;
  address: string | null;
  outcome: AuditOutcome;
  details: Record<string, unknown> | null;
}

export interface AuditLogPage {
  items: AuditLogRow[];
  /** How many entries match; at most AUDIT_LOG_COUNT_CAP when `totalCapped`. */
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

/**
 * The count stops here: the trail grows by every read and write of the network, and counting
 * millions of matches on every page would cost more than the page (ADR 0027's capped counts).
 */
export const AUDIT_LOG_COUNT_CAP = 1000;

/** Rows per query of an export: small enough to hold, large enough to keep round trips few. */
export const EXPORT_BATCH_ROWS = 1000;

const rowColumns = {
  id: auditLog.id,
  occurredAt: auditLog.occurredAt,
  actorUserId: auditLog.actorUserId,
  actorLogin: users.login,
  action: auditLog.action,
  entityType: auditLog.entityType,
  entityId: auditLog.entityId,
  address: auditLog.address,
  outcome: auditLog.outcome,
  details: auditLog.details,
};

/**
 * Equalities and an inclusive time range. Actor, action and entity have indexes of their own
 * (schema/audit.ts); outcome, which has three values, only narrows what those return.
 */
function matching(where: TAuditLogWhere): SQL | undefined {
  return and(
    where.actorUserId === undefined ? undefined : eq(auditLog.actorUserId, where.actorUserId),
    where.action === undefined ? undefined : eq(auditLog.action, where.action),
    where.entityType === undefined ? undefined : eq(auditLog.entityType, where.entityType),
    where.entityId === undefined ? undefined : eq(auditLog.entityId, where.entityId),
    where.outcome === undefined ? undefined : eq(auditLog.outcome, where.outcome),
    where.occurredFrom === undefined ? undefined : gte(auditLog.occurredAt, where.occurredFrom),
    where.occurredTo === undefined ? undefined : lte(auditLog.occurredAt, where.occurredTo),
  );
}

/** By time, then by id: entries written in the same microsecond still have one fixed order. */
function ordering(direction: TSortDirection): SQL[] {
  const by = direction === 'ASC' ? asc : desc;
  return [by(auditLog.occurredAt), by(auditLog.id)];
}

/** The SQL of one page; exported so a test can EXPLAIN exactly what runs. */
export function auditLogPageQuery(db: Executor, query: TAuditLogQuery) {
  return (
    db
      .select(rowColumns)
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(matching(query.where))
      .orderBy(...ordering(query.orderBy.occurredAt))
      // One more than a page: whether there is a next page, even past the counted ones.
      .limit(query.pagination.take + 1)
      .offset(query.pagination.skip)
  );
}

/** One page of the audit trail and how many entries match in all. */
export async function listAuditLog(db: Executor, query: TAuditLogQuery): Promise<AuditLogPage> {
  const matches = db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(matching(query.where))
    .limit(AUDIT_LOG_COUNT_CAP + 1)
    .as('matches');
  const [rows, [counted]] = await Promise.all([
    auditLogPageQuery(db, query),
    db.select({ total: count() }).from(matches),
  ]);
  const matched = counted?.total ?? 0;
  return {
    items: rows.slice(0, query.pagination.take),
    total: Math.min(matched, AUDIT_LOG_COUNT_CAP),
    totalCapped: matched > AUDIT_LOG_COUNT_CAP,
    hasMore: rows.length > query.pagination.take,
  };
}

/**
 * auditLog: one page for `actor`, recorded after the read, so the page just listed does not
 * contain its own entry. The record names the filters and the page, never what was matched.
 */
export async function readAuditLog(
  { db }: { db: Executor },
  actor: Actor,
  query: TAuditLogQuery,
): Promise<AuditLogPage> {
  const page = await listAuditLog(db, query);
  await recordAudit(db, {
    action: 'auditLog.list',
    outcome: 'success',
    actorUserId: actor.userId,
    address: actor.address,
    details: {
      where: describeFilter(query.where),
      ...query.pagination,
      order: query.orderBy.occurredAt,
    },
  });
  return page;
}

/**
 * The position after the last row of a batch. `occurred_at` is kept as text with all six
 * fractional digits: a JavaScript Date stops at milliseconds and would repeat or skip rows.
 */
export interface Position {
  occurredAt: string;
  id: number;
}

const positionText = sql<string>`to_char(${auditLog.occurredAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function after(position: Position, direction: TSortDirection): SQL {
  const row = sql`(${auditLog.occurredAt}, ${auditLog.id})`;
  const last = sql`(${position.occurredAt}::timestamptz, ${position.id})`;
  return direction === 'ASC' ? sql`${row} > ${last}` : sql`${row} < ${last}`;
}

/** The SQL of one export batch; exported so a test can EXPLAIN exactly what runs. */
export function auditLogBatchQuery(
  db: Executor,
  where: TAuditLogWhere,
  direction: TSortDirection,
  position: Position | undefined,
  batchRows = EXPORT_BATCH_ROWS,
) {
  return db
    .select({ ...rowColumns, position: positionText })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(and(matching(where), position ? after(position, direction) : undefined))
    .orderBy(...ordering(direction))
    .limit(batchRows);
}

/**
 * Every matching entry, read in keyset-paged batches (`(occurred_at, id)` after the last one seen,
 * which the `audit_log_time` index answers without an offset scan). Only one batch is held at a
 * time and no connection is held between batches, so an export of any size runs in constant
 * memory and a slow client blocks nobody. Stops early when the consumer stops iterating.
 */
export async function* auditLogRows(
  db: Executor,
  where: TAuditLogWhere,
  direction: TSortDirection,
  batchRows = EXPORT_BATCH_ROWS,
): AsyncGenerator<AuditLogRow> {
  let position: Position | undefined;
  for (;;) {
    const batch = await auditLogBatchQuery(db, where, direction, position, batchRows);
    // Rows keep their `position` field: harmless to readers, and copying them costs.
    yield* batch;
    const last = batch.at(-1);
    if (!last || batch.length < batchRows) return;
    position = { occurredAt: last.position, id: last.id };
  }
}

/** The filter as the audit entry of a reading records it: only the conditions that were set. */
export function describeFilter(where: TAuditLogWhere): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(where)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, value instanceof Date ? value.toISOString() : value]),
  );
}
