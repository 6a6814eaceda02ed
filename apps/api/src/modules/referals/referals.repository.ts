import type { TReferalsQuery } from '@portal/domain';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../auth/actor.js';
import {
  referalScope,
  referalScopeCondition,
  type ReferalScope,
} from '../../auth/referral-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { contacts, doctors, patients, referals, referalStudyTypes } from '../../db/schema/index.js';
import { contactColumns, patientColumns } from '../patients/patient-rows.js';
import { referalColumns, type ReferalModel, type ReferalRow } from './referal-rows.js';

/**
 * Referrals as a caller reads them: every read is built with the caller's scope
 * (auth/referral-policy.ts), so a referral outside it does not exist for them. Statements are
 * built once per shape (db/prepared.ts, ADR 0029); a page walks an index in the list's order
 * (createdAt descending, then id): staff `referals_list_order`, a doctor `referals_issuer_order`,
 * the patient filter `referals_patient_order`.
 */

/** Counting stops here (then `totalCapped`), as for studies. */
export const REFERAL_COUNT_CAP = 1000;

export interface ReferalPage {
  items: ReferalModel[];
  total: number;
  totalCapped: boolean;
  hasMore: boolean;
}

type Where = TReferalsQuery['where'];
type FilterKey = 'completed' | 'patient' | 'studyTypes' | 'issuerId';
const FILTER_KEYS: readonly FilterKey[] = ['completed', 'patient', 'studyTypes', 'issuerId'];

const filtersSet = (where: Where) => FILTER_KEYS.filter((key) => where[key] !== undefined);

function filterConditions(where: Where): SQL[] {
  const value = (name: FilterKey) => sql.placeholder(name);
  const conditions: SQL[] = [];
  if (where.completed !== undefined) {
    conditions.push(sql`${referals.completed} = ${value('completed')}`);
  }
  if (where.patient !== undefined)
    conditions.push(sql`${referals.patientId} = ${value('patient')}`);
  if (where.studyTypes !== undefined) {
    conditions.push(sql`exists (select 1 from ${referalStudyTypes}
      where ${referalStudyTypes.referalId} = ${referals.id}
      and ${referalStudyTypes.studyTypeId} = any(${value('studyTypes')}::int[]))`);
  }
  if (where.issuerId !== undefined) {
    conditions.push(sql`${referals.issuerId} = ${value('issuerId')}`);
  }
  return conditions;
}

function filterValues(where: Where): Record<string, unknown> {
  return Object.fromEntries(filtersSet(where).map((key) => [key, where[key]]));
}

function referalRowsQuery(db: Executor) {
  return db
    .select({ ...referalColumns, patient: patientColumns, patientContact: contactColumns })
    .from(referals)
    .innerJoin(patients, eq(patients.id, referals.patientId))
    .innerJoin(contacts, eq(contacts.id, patients.contactId));
}

type SelectedReferal = Omit<ReferalModel, 'patient'> & {
  patient: Omit<ReferalModel['patient'], 'contact'>;
  patientContact: ReferalModel['patient']['contact'];
};

function referalOf({ patient, patientContact, ...row }: SelectedReferal): ReferalModel {
  return { ...row, patient: { ...patient, contact: patientContact } };
}

function pageStatement(db: Executor, scope: ReferalScope, where: Where) {
  const shape = `referals.page ${scope.shape} ${filtersSet(where).join(',')}`;
  return preparedStatement(db, shape, 'reuse', () =>
    referalRowsQuery(db)
      .where(and(referalScopeCondition(scope), ...filterConditions(where)))
      .orderBy(desc(referals.createdAt), desc(referals.id))
      .limit(sql.placeholder('take'))
      .offset(sql.placeholder('skip')),
  );
}

function countStatement(db: Executor, scope: ReferalScope, where: Where) {
  const shape = `referals.count ${scope.shape} ${filtersSet(where).join(',')}`;
  return preparedStatement(db, shape, 'reuse', () => {
    const matches = db
      .select({ one: sql`1` })
      .from(referals)
      .where(and(referalScopeCondition(scope), ...filterConditions(where)))
      .limit(REFERAL_COUNT_CAP + 1)
      .as('matches');
    return db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  });
}

function byIdStatement(db: Executor, scope: ReferalScope) {
  return preparedStatement(db, `referals.byId ${scope.shape}`, 'reuse', () =>
    referalRowsQuery(db).where(
      and(eq(referals.id, sql.placeholder('id')), referalScopeCondition(scope)),
    ),
  );
}

function lockStatement(db: Executor, scope: ReferalScope) {
  return preparedStatement(db, `referals.lock ${scope.shape}`, 'reuse', () =>
    db
      .select()
      .from(referals)
      .where(and(eq(referals.id, sql.placeholder('id')), referalScopeCondition(scope)))
      .for('update'),
  );
}

/** The statement of one page as `actor` reads it; exported so a test can EXPLAIN what runs. */
export function referalPageQuery(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  query: TReferalsQuery,
) {
  const scope = referalScope(actor);
  return pageStatement(db, scope, query.where).bind({
    ...scope.values,
    ...filterValues(query.where),
    ...query.pagination,
  });
}

/** The referrals `actor` may see; everything else does not exist for them. */
export function referalsOf(db: Executor, actor: Pick<Actor, 'userId' | 'role'>) {
  const scope = referalScope(actor);
  return {
    scope,
    async page(query: TReferalsQuery): Promise<ReferalPage> {
      const rows = (await referalPageQuery(db, actor, query).run()) as SelectedReferal[];
      const [count] = await countStatement(db, scope, query.where)
        .bind({ ...scope.values, ...filterValues(query.where) })
        .run();
      const { skip } = query.pagination;
      const matching = Math.max(count?.n ?? 0, skip + rows.length);
      const totalCapped = matching > REFERAL_COUNT_CAP;
      const total = totalCapped ? REFERAL_COUNT_CAP : matching;
      return {
        items: rows.map(referalOf),
        total,
        totalCapped,
        hasMore: totalCapped || skip + rows.length < total,
      };
    },
    async byId(id: number): Promise<ReferalModel | undefined> {
      const [row] = (await byIdStatement(db, scope)
        .bind({ ...scope.values, id })
        .run()) as SelectedReferal[];
      return row ? referalOf(row) : undefined;
    },
    /** The stored row, locked for an update in the caller's transaction (`db` is one). */
    async lock(id: number): Promise<ReferalRow | undefined> {
      const [row] = await lockStatement(db, scope)
        .bind({ ...scope.values, id })
        .run();
      return row;
    },
  };
}

/** The referral if `actor` may see it (scheduling links and prints use it). */
export function findVisibleReferal(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  id: number,
): Promise<ReferalModel | undefined> {
  return referalsOf(db, actor).byId(id);
}

/** The caller's own doctor profile, if any: the issuer of the referrals they issue. */
export async function ownDoctorId(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, userId));
  return row?.id;
}
