import type { TPatientsQuery, TPatientsWhere, TSortDirection } from '@portal/domain';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import { patientScope, type PatientScope } from '../../auth/patient-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement, type BoundStatement } from '../../db/prepared.js';
import { contacts, patientAccess, patientCount, patients } from '../../db/schema/index.js';
import { contactColumns, patientColumns, type PatientRow } from './patient-rows.js';
import {
  hasConditions,
  hasPattern,
  patientOrder,
  searchConditions,
  searchKey,
  searchShape,
  searchValues,
  type SearchShape,
} from './patient-search.js';

/**
 * A page of the patients list or search, with its count: the statements and the choice between
 * them. Filtering, ordering and counting read `patients` alone (its copies of the contact,
 * migration 0003); `contacts` is joined only for the rows shown. Every statement is built once per
 * shape (db/prepared.ts, ADR 0029) with the caller's scope.
 */

export interface PatientPage {
  items: PatientRow[];
  /** How many patients match; at most PATIENT_COUNT_CAP when `totalCapped`. */
  total: number;
  /** More patients match than `total` says: a broad search is not counted to the end. */
  totalCapped: boolean;
  hasMore: boolean;
}

/**
 * A search counts its matches up to this many and answers '1000+' beyond (issue 11): counting
 * (and sorting) 40,000 matches of a common fragment on every keystroke costs more than the page.
 */
export const PATIENT_COUNT_CAP = 1000;

/** What the count statement found: matches (up to PATIENT_COUNT_CAP + 1) and all patients. */
export interface PatientCount {
  matching: number;
  all: number;
}

/** A share of all patients from which a search walks the list's order (see pageStrategy). */
const WALK_INDEX_FROM_SHARE = 0.2;

export interface PageStrategy {
  walkIndex: boolean;
}

/**
 * How to read the page. Walk the list's order: for a referring user's own patients (their rows,
 * `patient_access_order`, are in that order), and for a search with more than PATIENT_COUNT_CAP
 * matches or a large share of all patients (a page's matches turn up after a few times its size).
 * Fewer matches are found through their own index and sorted (patient-search.ts, ADR 0013).
 */
export function pageStrategy(count: PatientCount, everyPatient: boolean): PageStrategy {
  return {
    walkIndex:
      !everyPatient ||
      count.matching > PATIENT_COUNT_CAP ||
      count.matching >= WALK_INDEX_FROM_SHARE * count.all,
  };
}

/**
 * The statement of one page; exported so a test can EXPLAIN exactly what runs. The page's ids are
 * chosen on `patients` alone — walking the list's order, that is an index-only scan
 * (`patients_list_order` holds the folded name) — then its rows only are read with their
 * contacts. Built once per shape of scope, search, direction and strategy (db/prepared.ts).
 */
export function patientPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TPatientsQuery,
  strategy: PageStrategy,
): BoundStatement<PatientRow[]> {
  return pageStatement(db, patientScope(actor), query, strategy);
}

function pageStatement(
  db: Executor,
  scope: PatientScope,
  query: TPatientsQuery,
  { walkIndex }: PageStrategy,
): BoundStatement<PatientRow[]> {
  const search = searchShape(query.where);
  const direction = query.orderBy.lastName;
  const shape = `patients.page ${scope.shape} ${searchKey(search)} ${direction} ${walkIndex}`;
  const statement = preparedStatement(db, shape, planningOf(search), () => {
    const page = pageIds(db, scope, search, direction, walkIndex);
    return db
      .select({ ...patientColumns, contact: contactColumns })
      .from(page)
      .innerJoin(patients, eq(patients.id, page.pageId))
      .innerJoin(contacts, eq(contacts.id, patients.contactId))
      .orderBy(...rowOrder(page, direction));
  });
  return statement.bind(pageValues(scope, query));
}

/** A page with its count, where the order to read it in does not depend on the count. */
export interface CountedPatientRow extends PatientRow {
  counted: PatientCount;
}

/**
 * The page and the count in one statement, when the strategy does not depend on the count: a
 * referring doctor's own patients, and staff's list without a search (pageStrategy). Each row
 * carries the count; an empty page carries none, and the count is read on its own then.
 */
function countedPageStatement(
  db: Executor,
  scope: PatientScope,
  query: TPatientsQuery,
): BoundStatement<CountedPatientRow[]> | undefined {
  const search = searchShape(query.where);
  if (scope.everyPatient && hasConditions(search)) return undefined;
  const direction = query.orderBy.lastName;
  const shape = `patients.countedPage ${scope.shape} ${searchKey(search)} ${direction}`;
  const statement = preparedStatement(db, shape, planningOf(search), () => {
    const page = pageIds(db, scope, search, direction, true);
    const counted = countQuery(db, scope, search).as('counted');
    return db
      .select({
        ...patientColumns,
        contact: contactColumns,
        counted: { matching: counted.matching, all: counted.all },
      })
      .from(page)
      .innerJoin(patients, eq(patients.id, page.pageId))
      .innerJoin(contacts, eq(contacts.id, patients.contactId))
      .crossJoin(counted)
      .orderBy(...rowOrder(page, direction));
  });
  return statement.bind(pageValues(scope, query));
}

/** The statement of countedPageStatement for `actor`, if there is one (for the benchmark). */
export function patientCountedPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TPatientsQuery,
) {
  return countedPageStatement(db, patientScope(actor), query);
}

function pageValues(scope: PatientScope, query: TPatientsQuery) {
  return {
    ...scope.values,
    ...searchValues(query.where),
    take: query.pagination.take,
    skip: query.pagination.skip,
  };
}

const planningOf = (search: SearchShape) => (hasPattern(search) ? 'per-values' : 'reuse');

/**
 * The ids of a page, chosen on `patients` alone with the columns of its order (a referring user's
 * on their `patient_access` rows: ownPageIds); the statements join the rows to them.
 */
function pageIds(
  db: Executor,
  scope: PatientScope,
  search: SearchShape,
  direction: TSortDirection,
  walkIndex: boolean,
) {
  if (scope.shape === 'own') return ownPageIds(db, search, direction, walkIndex);
  return db
    .select({
      pageId: sql<number>`${patients.id}`.as('page_id'),
      sortLastName: patients.sortLastName,
      sortFirstName: patients.sortFirstName,
    })
    .from(patients)
    .where(and(scope.condition, ...searchConditions(search)))
    .orderBy(...patientOrder(patients, direction, walkIndex))
    .limit(sql.placeholder('take'))
    .offset(sql.placeholder('skip'))
    .as('page');
}

/**
 * A referring user's patients are their `patient_access` rows (auth/patient-policy.ts, ADR 0042),
 * which hold the list's order: their page walks `patient_access_order` for the user and joins
 * `patients` by primary key only for a search's conditions.
 */
const OWNER = sql.placeholder('scopeId');

function ownPageIds(
  db: Executor,
  search: SearchShape,
  direction: TSortDirection,
  walkIndex: boolean,
) {
  const rows = db
    .select({
      pageId: sql<number>`${patientAccess.patientId}`.as('page_id'),
      sortLastName: patientAccess.sortLastName,
      sortFirstName: patientAccess.sortFirstName,
    })
    .from(patientAccess)
    .$dynamic();
  const order = {
    sortLastName: patientAccess.sortLastName,
    sortFirstName: patientAccess.sortFirstName,
    id: patientAccess.patientId,
  };
  // The patients' columns are read only for a search's conditions.
  const matched = hasConditions(search)
    ? rows.innerJoin(patients, eq(patients.id, patientAccess.patientId))
    : rows;
  return matched
    .where(and(eq(patientAccess.userId, OWNER), ...searchConditions(search)))
    .orderBy(...patientOrder(order, direction, walkIndex))
    .limit(sql.placeholder('take'))
    .offset(sql.placeholder('skip'))
    .as('page');
}

type PageIds = ReturnType<typeof pageIds>;

/** The order of the page's rows: the page's own, read again on the joined rows. */
function rowOrder(page: PageIds, direction: TSortDirection) {
  const columns = { sortLastName: page.sortLastName, sortFirstName: page.sortFirstName };
  return patientOrder({ ...columns, id: page.pageId }, direction, true);
}

/**
 * How many patients match, next to how many there are. Staff without a search read both from
 * `patient_count`; a referring user's own patients are their `patient_access` rows, counted on
 * `patient_access_order`; a search counts on `patients` alone (a referring user's: their rows
 * joined to `patients`) and stops at PATIENT_COUNT_CAP + 1 matches.
 */
export function patientCountQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  where: TPatientsWhere,
): BoundStatement<PatientCount[]> {
  return countStatement(db, patientScope(actor), where);
}

function countStatement(
  db: Executor,
  scope: PatientScope,
  where: TPatientsWhere,
): BoundStatement<PatientCount[]> {
  const search = searchShape(where);
  const shape = `patients.count ${scope.shape} ${searchKey(search)}`;
  const statement = preparedStatement(db, shape, planningOf(search), () =>
    countQuery(db, scope, search),
  );
  return statement.bind({ ...scope.values, ...searchValues(where) });
}

function countQuery(db: Executor, scope: PatientScope, search: SearchShape) {
  const all = sql<number>`(select ${patientCount.total} from ${patientCount})`
    .mapWith(Number)
    .as('all');
  if (!hasConditions(search)) {
    if (scope.everyPatient) {
      return db
        .select({
          matching: sql<number>`${patientCount.total}`.mapWith(Number).as('matching'),
          all: sql<number>`${patientCount.total}`.mapWith(Number).as('all'),
        })
        .from(patientCount);
    }
    if (scope.shape === 'own') {
      return db
        .select({ matching: count().as('matching'), all })
        .from(patientAccess)
        .where(eq(patientAccess.userId, OWNER));
    }
    return db
      .select({ matching: count().as('matching'), all })
      .from(patients)
      .where(scope.condition);
  }
  if (scope.shape === 'own') {
    const own = db
      .select({ one: sql`1`.as('one') })
      .from(patientAccess)
      .innerJoin(patients, eq(patients.id, patientAccess.patientId))
      .where(and(eq(patientAccess.userId, OWNER), ...searchConditions(search)))
      .limit(PATIENT_COUNT_CAP + 1)
      .as('matches');
    return db.select({ matching: count().as('matching'), all }).from(own);
  }
  const matches = db
    .select({ one: sql`1`.as('one') })
    .from(patients)
    .where(and(scope.condition, ...searchConditions(search)))
    .limit(PATIENT_COUNT_CAP + 1)
    .as('matches');
  return db.select({ matching: count().as('matching'), all }).from(matches);
}

/** A page's answer: its rows and what the count says about the rest. */
function pageOf(items: PatientRow[], counted: PatientCount, query: TPatientsQuery): PatientPage {
  return {
    items,
    total: Math.min(counted.matching, PATIENT_COUNT_CAP),
    totalCapped: counted.matching > PATIENT_COUNT_CAP,
    hasMore: query.pagination.skip + items.length < counted.matching,
  };
}

function withoutCount({ counted: _counted, ...row }: CountedPatientRow): PatientRow {
  return row;
}

/**
 * One page of the patients `actor` may see, with the total. Like every export here it takes the
 * actor, never a scope, so no caller can read a page outside the actor's scope (ADR 0022).
 */
export async function readPatientPage(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TPatientsQuery,
): Promise<PatientPage> {
  const scope = patientScope(actor);
  // One round trip where the order does not depend on the count; an empty page has none.
  const countedPage = countedPageStatement(db, scope, query);
  if (countedPage) {
    const rows = await countedPage.run();
    if (rows.length > 0) return pageOf(rows.map(withoutCount), rows[0]!.counted, query);
  }
  const [counted = { matching: 0, all: 0 }] = await countStatement(db, scope, query.where).run();
  if (counted.matching <= PATIENT_COUNT_CAP && query.pagination.skip >= counted.matching) {
    return pageOf([], counted, query);
  }
  const strategy = pageStrategy(counted, scope.everyPatient);
  return pageOf(await pageStatement(db, scope, query, strategy).run(), counted, query);
}
