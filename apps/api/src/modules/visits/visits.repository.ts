import type { TVisitsFilter, TVisitsQuery } from '@portal/domain';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { visitScope, visitScopeCondition, type VisitScope } from '../../auth/visit-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { visits } from '../../db/schema/index.js';
import { escapeLike, nameWords } from '../patients/patient-search.js';

/**
 * Visits as a caller reads them: every read is built with the caller's scope
 * (auth/visit-policy.ts), so a visit outside it does not exist for them. Statements are built
 * once per shape (db/prepared.ts, ADR 0029); a page walks an index in the list's order: staff
 * `visits_list_order` (or `visits_updated_order`), a coordinator and the coordinator filter
 * `visits_coordinator_order`, the doctor filter `visits_doctor_order`.
 */

export type VisitModel = typeof visits.$inferSelect;

/** Counting stops here (then `totalCapped`), as for referrals and studies. */
export const VISIT_COUNT_CAP = 1000;

export interface VisitPage {
  items: VisitModel[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

type FilterKey = keyof TVisitsFilter;
const FILTER_KEYS: readonly FilterKey[] = [
  'doctorId',
  'coordinatorId',
  'visitDateFrom',
  'visitDateTo',
  'statuses',
  'region',
  'comment',
];

const filtersSet = (where: TVisitsFilter) => FILTER_KEYS.filter((key) => where[key] !== undefined);

/** The words of a comment search: each must occur in the comment, case and diacritics aside. */
const commentWords = (where: TVisitsFilter) => (where.comment ? nameWords(where.comment) : []);

function filterConditions(where: TVisitsFilter): SQL[] {
  const value = (name: string) => sql.placeholder(name);
  const conditions: SQL[] = [];
  if (where.doctorId !== undefined) conditions.push(eq(visits.doctorId, value('doctorId')));
  if (where.coordinatorId !== undefined) {
    conditions.push(eq(visits.coordinatorId, value('coordinatorId')));
  }
  if (where.visitDateFrom !== undefined) {
    conditions.push(sql`${visits.visitDate} >= ${value('visitDateFrom')}`);
  }
  if (where.visitDateTo !== undefined) {
    conditions.push(sql`${visits.visitDate} <= ${value('visitDateTo')}`);
  }
  if (where.statuses !== undefined) {
    conditions.push(sql`${visits.status} = any(${value('statuses')}::text[])`);
  }
  if (where.region !== undefined) conditions.push(eq(visits.region, value('region')));
  commentWords(where).forEach((_word, index) => {
    conditions.push(
      sql`search_fold(coalesce(${visits.comment}, '')) like search_fold(${value(`comment${index}`)})`,
    );
  });
  return conditions;
}

function filterValues(where: TVisitsFilter): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of filtersSet(where)) {
    if (key === 'comment') continue;
    const raw = where[key];
    values[key] = raw instanceof Date ? raw.toISOString() : raw;
  }
  commentWords(where).forEach((word, index) => {
    values[`comment${index}`] = `%${escapeLike(word)}%`;
  });
  return values;
}

/** What the statement's text depends on: the scope, the filters set, the comment's words, the order. */
function shapeOf(scope: VisitScope, query: Pick<TVisitsQuery, 'where' | 'orderBy'>): string {
  const { by, direction } = query.orderBy;
  return `${scope.shape} ${filtersSet(query.where).join(',')} w${commentWords(query.where).length} ${by} ${direction}`;
}

function order({ by, direction }: TVisitsQuery['orderBy']): SQL[] {
  const dir = direction === 'ASC' ? asc : desc;
  const column = by === 'visitDate' ? visits.visitDate : visits.updatedAt;
  return [dir(column), dir(visits.id)];
}

/** A comment pattern's plan depends on its value (db/prepared.ts). */
const planningOf = (where: TVisitsFilter) => (where.comment ? 'per-values' : 'reuse');

function pageStatement(db: Executor, scope: VisitScope, query: TVisitsQuery) {
  return preparedStatement(
    db,
    `visits.page ${shapeOf(scope, query)}`,
    planningOf(query.where),
    () =>
      db
        .select()
        .from(visits)
        .where(and(visitScopeCondition(scope), ...filterConditions(query.where)))
        .orderBy(...order(query.orderBy))
        .limit(sql.placeholder('take'))
        .offset(sql.placeholder('skip')),
  );
}

function countStatement(db: Executor, scope: VisitScope, query: TVisitsQuery) {
  const shape = `visits.count ${scope.shape} ${filtersSet(query.where).join(',')} w${commentWords(query.where).length}`;
  return preparedStatement(db, shape, planningOf(query.where), () => {
    const matches = db
      .select({ one: sql`1` })
      .from(visits)
      .where(and(visitScopeCondition(scope), ...filterConditions(query.where)))
      .limit(VISIT_COUNT_CAP + 1)
      .as('matches');
    return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  });
}

function byIdStatement(db: Executor, scope: VisitScope, lock: boolean) {
  return preparedStatement(
    db,
    `visits.byId ${scope.shape} ${lock ? 'lock' : 'read'}`,
    'reuse',
    () => {
      const query = db
        .select()
        .from(visits)
        .where(and(eq(visits.id, sql.placeholder('id')), visitScopeCondition(scope)));
      return lock ? query.for('update') : query;
    },
  );
}

/**
 * The visits `actor` may see: a page of the list, one by id (for reading or, in a transaction,
 * locked for a change).
 */
export function visitsOf(db: Executor, actor: Pick<Actor, 'userId' | 'role'>) {
  const scope = visitScope(actor);
  const rowsOf = (query: TVisitsQuery) =>
    pageStatement(db, scope, query)
      .bind({ ...scope.values, ...filterValues(query.where), ...query.pagination })
      .run();
  return {
    /** A page's rows without the count (the CSV report reads the list page by page). */
    rows: rowsOf,
    async page(query: TVisitsQuery): Promise<VisitPage> {
      const [rows, [counted]] = await Promise.all([
        rowsOf(query),
        countStatement(db, scope, query)
          .bind({ ...scope.values, ...filterValues(query.where) })
          .run(),
      ]);
      const matching = counted?.n ?? 0;
      const totalCapped = matching > VISIT_COUNT_CAP;
      const total = totalCapped ? VISIT_COUNT_CAP : matching;
      return {
        items: rows,
        total,
        totalCapped,
        hasMore: totalCapped || query.pagination.skip + rows.length < total,
      };
    },
    async byId(id: number): Promise<VisitModel | undefined> {
      const [row] = await byIdStatement(db, scope, false)
        .bind({ ...scope.values, id })
        .run();
      return row;
    },
    async lock(id: number): Promise<VisitModel | undefined> {
      const [row] = await byIdStatement(db, scope, true)
        .bind({ ...scope.values, id })
        .run();
      return row;
    },
    /** The follow-ups of these visits the caller sees (Visit.nextVisit), newest first for each. */
    followUps(ids: readonly number[]): Promise<VisitModel[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(visits)
        .where(
          and(
            inArray(visits.previousVisitId, [...ids]),
            visitScopeCondition(scope, { inline: true }),
          ),
        )
        .orderBy(asc(visits.previousVisitId), desc(visits.createdAt), desc(visits.id));
    },
  };
}
