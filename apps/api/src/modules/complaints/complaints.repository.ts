import { DISPLAY_TIME_ZONE, type TComplaintsFilter, type TComplaintsQuery } from '@portal/domain';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import {
  complaintScope,
  complaintScopeCondition,
  type ComplaintScope,
} from '../../auth/complaint-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { complaints } from '../../db/schema/index.js';
import { escapeLike, nameWords } from '../patients/patient-search.js';

/**
 * Complaints as a caller reads them: every read is built with the caller's scope
 * (auth/complaint-policy.ts), so a complaint outside it does not exist for them. Statements are
 * built once per shape (db/prepared.ts, ADR 0029); a page walks an index in the list's order
 * (`complaints_list_order`, `_report_order`, `_due_order`; a Complaints user and the
 * responsible-person filter `complaints_responsible_order`).
 */

export type ComplaintModel = typeof complaints.$inferSelect;

/** Counting stops here (then `totalCapped`), as for referrals and visits. */
export const COMPLAINT_COUNT_CAP = 1000;

export interface ComplaintPage {
  items: ComplaintModel[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

type FilterKey = keyof TComplaintsFilter;
const FILTER_KEYS: readonly FilterKey[] = [
  'complainantName',
  'status',
  'complaintReason',
  'reportDateFrom',
  'reportDateTo',
  'responsiblePersonId',
  'overdue',
  'patientId',
  'doctorId',
];

const filtersSet = (where: TComplaintsFilter) =>
  FILTER_KEYS.filter((key) => where[key] !== undefined);

const nameWordsOf = (where: TComplaintsFilter) =>
  where.complainantName ? nameWords(where.complainantName) : [];

/**
 * Past its due date and not Closed (part 2 §4), written as InProgress (the only other state) so
 * that the partial index `complaints_open_due` answers it.
 */
export const isOverdue = sql`(${complaints.status} = 'InProgress' and ${complaints.dueDate} < now())`;

/** The start of a day (yyyy-MM-dd) in the clinic's time zone. */
const dayStart = (day: SQL) => sql`(${day}::date at time zone ${DISPLAY_TIME_ZONE})`;

function filterConditions(where: TComplaintsFilter): SQL[] {
  const value = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [];
  nameWordsOf(where).forEach((_word, index) => {
    conditions.push(
      sql`search_fold(${complaints.complainantName}) like search_fold(${value(`name${index}`)})`,
    );
  });
  if (where.status !== undefined) conditions.push(eq(complaints.status, value('status')));
  if (where.complaintReason !== undefined) {
    conditions.push(eq(complaints.complaintReason, value('complaintReason')));
  }
  if (where.reportDateFrom !== undefined) {
    conditions.push(sql`${complaints.reportDate} >= ${dayStart(sql`${value('reportDateFrom')}`)}`);
  }
  if (where.reportDateTo !== undefined) {
    conditions.push(
      sql`${complaints.reportDate} < ${dayStart(sql`${value('reportDateTo')}`)} + interval '1 day'`,
    );
  }
  if (where.responsiblePersonId !== undefined) {
    conditions.push(eq(complaints.responsiblePersonId, value('responsiblePersonId')));
  }
  if (where.overdue === true) conditions.push(isOverdue);
  if (where.overdue === false) conditions.push(sql`not ${isOverdue}`);
  if (where.patientId !== undefined) conditions.push(eq(complaints.patientId, value('patientId')));
  if (where.doctorId !== undefined) conditions.push(eq(complaints.doctorId, value('doctorId')));
  return conditions;
}

function filterValues(where: TComplaintsFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of filtersSet(where)) {
    if (key === 'complainantName' || key === 'overdue') continue;
    values[key] = where[key];
  }
  nameWordsOf(where).forEach((word, index) => {
    values[`name${index}`] = `%${escapeLike(word)}%`;
  });
  return values;
}

function shapeOf(scope: ComplaintScope, where: TComplaintsFilter): string {
  const overdue = where.overdue === undefined ? '' : String(where.overdue);
  return `${scope.shape} ${filtersSet(where).join(',')} w${nameWordsOf(where).length} ${overdue}`;
}

function order({ by, direction }: TComplaintsQuery['orderBy']): SQL[] {
  const dir = direction === 'ASC' ? asc : desc;
  const column = {
    updatedAt: complaints.updatedAt,
    reportDate: complaints.reportDate,
    dueDate: complaints.dueDate,
  }[by];
  return [dir(column), dir(complaints.id)];
}

/** A name pattern's plan depends on its value (db/prepared.ts). */
const planningOf = (where: TComplaintsFilter) => (where.complainantName ? 'per-values' : 'reuse');

function pageStatement(db: Executor, scope: ComplaintScope, query: TComplaintsQuery) {
  const { by, direction } = query.orderBy;
  const shape = `complaints.page ${shapeOf(scope, query.where)} ${by} ${direction}`;
  return preparedStatement(db, shape, planningOf(query.where), () =>
    db
      .select()
      .from(complaints)
      .where(and(complaintScopeCondition(scope), ...filterConditions(query.where)))
      .orderBy(...order(query.orderBy))
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip')),
  );
}

function countStatement(db: Executor, scope: ComplaintScope, where: TComplaintsFilter) {
  const shape = `complaints.count ${shapeOf(scope, where)}`;
  return preparedStatement(db, shape, planningOf(where), () => {
    const matches = db
      .select({ one: sql`1` })
      .from(complaints)
      .where(and(complaintScopeCondition(scope), ...filterConditions(where)))
      .limit(COMPLAINT_COUNT_CAP + 1)
      .as('matches');
    return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  });
}

function byIdStatement(db: Executor, scope: ComplaintScope, lock: boolean) {
  const shape = `complaints.byId ${scope.shape} ${lock ? 'lock' : 'read'}`;
  return preparedStatement(db, shape, 'reuse', () => {
    const query = db
      .select()
      .from(complaints)
      .where(and(eq(complaints.id, sql.placeholder('id')), complaintScopeCondition(scope)));
    return lock ? query.for('update') : query;
  });
}

/** The complaints `actor` may see: a page of the list, one by id (read, or locked for a change). */
export function complaintsOf(db: Executor, actor: Pick<Actor, 'userId' | 'role'>) {
  const scope = complaintScope(actor);
  return {
    async page(query: TComplaintsQuery): Promise<ComplaintPage> {
      const values = { ...scope.values, ...filterValues(query.where) };
      const [rows, [counted]] = await Promise.all([
        pageStatement(db, scope, query)
          .bind({ ...values, ...query.pagination })
          .run(),
        countStatement(db, scope, query.where).bind(values).run(),
      ]);
      const matching = counted?.n ?? 0;
      const totalCapped = matching > COMPLAINT_COUNT_CAP;
      const total = totalCapped ? COMPLAINT_COUNT_CAP : matching;
      return {
        items: rows,
        total,
        totalCapped,
        hasMore: totalCapped || query.pagination.skip + rows.length < total,
      };
    },
    async byId(id: number): Promise<ComplaintModel | undefined> {
      const [row] = await byIdStatement(db, scope, false)
        .bind({ ...scope.values, id })
        .run();
      return row;
    },
    async lock(id: number): Promise<ComplaintModel | undefined> {
      const [row] = await byIdStatement(db, scope, true)
        .bind({ ...scope.values, id })
        .run();
      return row;
    },
  };
}
