import type { TStudiesQuery, TStudiesWhere } from '@portal/domain';
import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Actor } from '../../auth/actor.js';
import {
  accessGrants,
  SCOPE_DOCTOR,
  studyScope,
  studyScopeCondition,
  type StudyScope,
} from '../../auth/study-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  branches,
  contacts,
  patients,
  studies,
  studyAccess,
  studyDescribers,
  studyTypes,
} from '../../db/schema/index.js';
import { contactColumns, patientColumns } from '../patients/patient-rows.js';
import { studyFlagColumns, type StudyModel, type StudyTableRow } from './study-rows.js';

/**
 * The reads of studies (spec part 2 §2, §7), bound to a caller: `studiesOf(db, actor)` applies
 * the study scope of auth/study-policy.ts to every statement, so a study outside it does not
 * exist for the caller. Writes are study-writes.ts.
 */

/** A list's count stops here and answers '1000+' (ADR 0028): counting a million rows costs more than the page. */
export const STUDY_COUNT_CAP = 1000;

export interface StudyPage {
  items: StudyModel[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

const leadingBranch = alias(branches, 'leading_doctor_branch');

const studyColumns = getTableColumns(studies);

/** The filters of the list that are set, by name: what a statement's shape depends on. */
type FilterKey = keyof TStudiesWhere;
const FILTER_KEYS: readonly FilterKey[] = [
  'patient',
  'studyTypeId',
  'status',
  'onlyOwn',
  'description',
  'describer',
  'externalReferal',
];

/** `onlyOwn: false` is no filter; every other value given is one (`externalReferal: false` too). */
function filtersSet(where: TStudiesWhere): FilterKey[] {
  return FILTER_KEYS.filter(
    (key) => where[key] !== undefined && where[key] !== null && !(key === 'onlyOwn' && !where[key]),
  );
}

/** One condition per filter set; 'withDescription' and 'withoutDescription' differ in SQL. */
function filterConditions(where: TStudiesWhere, scope: StudyScope): SQL[] {
  const conditions: SQL[] = [];
  const value = (name: FilterKey) => sql.placeholder(name);
  if (where.patient !== undefined) conditions.push(sql`${studies.patientId} = ${value('patient')}`);
  if (where.studyTypeId !== undefined) {
    conditions.push(sql`${studies.studyTypeId} = ${value('studyTypeId')}`);
  }
  if (where.status !== undefined) conditions.push(sql`${studies.status} = ${value('status')}`);
  if (where.onlyOwn) {
    // A referring user's own: they lead it. Staff have no doctor record of their own to match.
    conditions.push(
      scope.shape === 'every' || scope.shape === 'none'
        ? sql`false`
        : sql`${studies.leadingDoctorId} = ${SCOPE_DOCTOR}`,
    );
  }
  if (where.description !== undefined) {
    const has = studyFlagColumns.hasDescription;
    conditions.push(where.description === 'withDescription' ? sql`${has}` : sql`not ${has}`);
  }
  if (where.describer !== undefined) {
    conditions.push(sql`exists (select 1 from ${studyDescribers}
      where ${studyDescribers.studyId} = ${studies.id}
      and ${studyDescribers.doctorId} = ${value('describer')})`);
  }
  if (where.externalReferal !== undefined) {
    conditions.push(sql`${studies.externalReferal} = ${value('externalReferal')}`);
  }
  return conditions;
}

function filterValues(where: TStudiesWhere): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of filtersSet(where)) {
    if (key !== 'onlyOwn' && key !== 'description') values[key] = where[key];
  }
  return values;
}

function filterShape(where: TStudiesWhere): string {
  const keys = filtersSet(where).map((key) =>
    key === 'description' ? `description=${where.description}` : key,
  );
  return keys.join(',');
}

/** Studies with what a row shows of them joined: patient, study type, branches. */
function studyRowsQuery(db: Executor) {
  return db
    .select({
      ...studyColumns,
      ...studyFlagColumns,
      patient: patientColumns,
      patientContact: contactColumns,
      studyType: studyTypes,
      branch: branches,
      leadingDoctorBranch: leadingBranch,
    })
    .from(studies)
    .innerJoin(patients, eq(patients.id, studies.patientId))
    .innerJoin(contacts, eq(contacts.id, patients.contactId))
    .innerJoin(studyTypes, eq(studyTypes.id, studies.studyTypeId))
    .innerJoin(branches, eq(branches.id, studies.branchId))
    .leftJoin(leadingBranch, eq(leadingBranch.id, studies.leadingDoctorBranchId));
}

type SelectedStudy = Omit<StudyModel, 'patient'> & {
  patient: Omit<StudyModel['patient'], 'contact'>;
  patientContact: StudyModel['patient']['contact'];
};

function studyOf({ patient, patientContact, ...row }: SelectedStudy): StudyModel {
  return { ...row, patient: { ...patient, contact: patientContact } };
}

/**
 * A page in the list's order (updatedAt descending, then id): staff walk `studies_list_order`,
 * a doctor walks their `study_access` rows (ADR 0034), never sorting all of their studies.
 */
function pageStatement(db: Executor, scope: StudyScope, where: TStudiesWhere) {
  const shape = `studies.page ${scope.shape} ${filterShape(where)}`;
  return preparedStatement(db, shape, 'reuse', () => {
    const filters = filterConditions(where, scope);
    if (scope.shape === 'every' || scope.shape === 'none') {
      return studyRowsQuery(db)
        .where(and(studyScopeCondition(scope), ...filters))
        .orderBy(desc(studies.updatedAt), desc(studies.id))
        .limit(sql.placeholder('take'))
        .offset(sql.placeholder('skip'));
    }
    return studyRowsQuery(db)
      .innerJoin(studyAccess, eq(studyAccess.studyId, studies.id))
      .where(and(eq(studyAccess.doctorId, SCOPE_DOCTOR), accessGrants(scope), ...filters))
      .orderBy(desc(studyAccess.updatedAt), desc(studyAccess.studyId))
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip'));
  });
}

/** How many studies match, up to STUDY_COUNT_CAP + 1. */
function countStatement(db: Executor, scope: StudyScope, where: TStudiesWhere) {
  const shape = `studies.count ${scope.shape} ${filterShape(where)}`;
  return preparedStatement(db, shape, 'reuse', () => {
    const filters = filterConditions(where, scope);
    const matches =
      scope.shape === 'every' || scope.shape === 'none'
        ? db
            .select({ one: sql`1` })
            .from(studies)
            .where(and(studyScopeCondition(scope), ...filters))
        : db
            .select({ one: sql`1` })
            .from(studyAccess)
            .innerJoin(studies, eq(studies.id, studyAccess.studyId))
            .where(and(eq(studyAccess.doctorId, SCOPE_DOCTOR), accessGrants(scope), ...filters));
    const capped = matches.limit(STUDY_COUNT_CAP + 1).as('matches');
    return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
  });
}

function byIdStatement(db: Executor, scope: StudyScope) {
  return preparedStatement(db, `studies.byId ${scope.shape}`, 'reuse', () =>
    studyRowsQuery(db).where(
      and(eq(studies.id, sql.placeholder('id')), studyScopeCondition(scope)),
    ),
  );
}

function byIdsStatement(db: Executor, scope: StudyScope) {
  return preparedStatement(db, `studies.byIds ${scope.shape}`, 'reuse', () =>
    studyRowsQuery(db).where(
      and(sql`${studies.id} = any(${sql.placeholder('ids')}::int[])`, studyScopeCondition(scope)),
    ),
  );
}

function patientOfStatement(db: Executor, scope: StudyScope) {
  return preparedStatement(db, `studies.patientOf ${scope.shape}`, 'reuse', () =>
    db
      .select({ patientId: studies.patientId })
      .from(studies)
      .where(and(eq(studies.id, sql.placeholder('id')), studyScopeCondition(scope))),
  );
}

function lockStatement(db: Executor, scope: StudyScope) {
  return preparedStatement(db, `studies.lock ${scope.shape}`, 'reuse', () =>
    db
      .select()
      .from(studies)
      .where(and(eq(studies.id, sql.placeholder('id')), studyScopeCondition(scope)))
      .for('update'),
  );
}

/**
 * The statement of one page as `actor` reads it; exported so a test can EXPLAIN exactly what runs
 * (and the benchmark run it directly).
 */
export function studyPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  { pagination, where }: TStudiesQuery,
) {
  const scope = studyScope(actor);
  return pageStatement(db, scope, where).bind({
    ...scope.values,
    ...filterValues(where),
    ...pagination,
  });
}

/**
 * The count that goes with a page (up to STUDY_COUNT_CAP + 1) as `actor` reads it; exported, like
 * studyPageQuery, so the benchmark runs exactly what the list runs.
 */
export function studyCountQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  where: TStudiesWhere,
) {
  const scope = studyScope(actor);
  return countStatement(db, scope, where).bind({ ...scope.values, ...filterValues(where) });
}

/** The studies `actor` may see; everything else does not exist for them. */
export function studiesOf(db: Executor, actor: Pick<Actor, 'userId' | 'role'>) {
  const scope = studyScope(actor);
  return {
    scope,
    async page({ pagination, where }: TStudiesQuery): Promise<StudyPage> {
      const rows = (await studyPageQuery(db, actor, {
        pagination,
        where,
      }).run()) as SelectedStudy[];
      const [count] = await studyCountQuery(db, actor, where).run();
      const matching = Math.max(count?.n ?? 0, pagination.skip + rows.length);
      const totalCapped = matching > STUDY_COUNT_CAP;
      const total = totalCapped ? STUDY_COUNT_CAP : matching;
      return {
        items: rows.map(studyOf),
        total,
        totalCapped,
        hasMore: totalCapped || pagination.skip + rows.length < total,
      };
    },
    async byId(id: number): Promise<StudyModel | undefined> {
      const [row] = (await byIdStatement(db, scope)
        .bind({ ...scope.values, id })
        .run()) as SelectedStudy[];
      return row ? studyOf(row) : undefined;
    },
    /** The studies among `ids` the caller sees, in one read (a page's loader); the rest left out. */
    async byIds(ids: readonly number[]): Promise<StudyModel[]> {
      if (ids.length === 0) return [];
      const rows = (await byIdsStatement(db, scope)
        .bind({ ...scope.values, ids: [...ids] })
        .run()) as SelectedStudy[];
      return rows.map(studyOf);
    },
    /** The patient of a study the caller sees; undefined for any other id. */
    async patientOf(id: number): Promise<number | undefined> {
      const [row] = await patientOfStatement(db, scope)
        .bind({ ...scope.values, id })
        .run();
      return row?.patientId;
    },
    /** The stored row, locked for an update in the caller's transaction (`db` is one). */
    async lock(id: number): Promise<StudyTableRow | undefined> {
      const [row] = await lockStatement(db, scope)
        .bind({ ...scope.values, id })
        .run();
      return row;
    },
  };
}
