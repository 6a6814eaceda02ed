import { asc, eq, inArray, and, sql } from 'drizzle-orm';
import { studyScope, studyScopeCondition } from '../../auth/study-policy.js';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import { referalStudyTypes, studies, studyTypes } from '../../db/schema/index.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import type { Actor } from '../../auth/actor.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import type { StudyTypeRow } from '../study-types/study-types.repository.js';
import type { ReferalModel } from './referal-rows.js';
import { doctorsWithStamp } from './referal-writes.js';

/**
 * The fields of `Referal` that read more than its row, each for a whole page of referrals in one
 * statement (ADR 0022), and `Doctor.hasStamp`.
 */

export interface ReferalStudyTypeModel {
  id: number;
  referalId: number;
  studyType: StudyTypeRow;
  remarks: string | null;
  studySubTypes: string[];
  issued: boolean;
}

export interface ReferalStudyModel {
  id: number;
  referalId: number;
  studyDate: Date;
  status: 'Draft' | 'Paid' | 'Performed';
  studyTypeId: number;
}

/** The study types of these referrals in their order, each marked when a study of it exists. */
async function findStudyTypesOf(
  db: Executor,
  referalIds: readonly number[],
): Promise<ReferalStudyTypeModel[]> {
  return db
    .select({
      id: referalStudyTypes.id,
      referalId: referalStudyTypes.referalId,
      studyType: studyTypes,
      remarks: referalStudyTypes.remarks,
      studySubTypes: referalStudyTypes.studySubTypes,
      issued: sql<boolean>`exists (select 1 from ${studies}
        where ${studies.referalId} = ${referalStudyTypes.referalId}
        and ${studies.studyTypeId} = ${referalStudyTypes.studyTypeId})`,
    })
    .from(referalStudyTypes)
    .innerJoin(studyTypes, eq(studyTypes.id, referalStudyTypes.studyTypeId))
    .where(inArray(referalStudyTypes.referalId, [...referalIds]))
    .orderBy(asc(referalStudyTypes.referalId), asc(referalStudyTypes.position));
}

/**
 * The studies created from these referrals that the caller sees (a doctor does not learn of a
 * hidden study from its referral), in the order created.
 */
async function findStudiesOf(
  db: Executor,
  actor: Pick<Actor, 'userId' | 'role'>,
  referalIds: readonly number[],
): Promise<ReferalStudyModel[]> {
  const scope = studyScope(actor);
  const statement = preparedStatement(db, `referals.studies ${scope.shape}`, 'reuse', () =>
    db
      .select({
        id: studies.id,
        referalId: sql<number>`${studies.referalId}`.mapWith(Number),
        studyDate: studies.studyDate,
        status: studies.status,
        studyTypeId: studies.studyTypeId,
      })
      .from(studies)
      .where(
        and(
          sql`${studies.referalId} = any(${sql.placeholder('ids')}::int[])`,
          studyScopeCondition(scope),
        ),
      )
      .orderBy(asc(studies.createdAt), asc(studies.id)),
  );
  return statement.bind({ ...scope.values, ids: [...referalIds] }).run();
}

const referalToStudyTypes: Loader<ReferalModel, ReferalStudyTypeModel[]> = async (queries, ctx) => {
  const ids = distinct(queries.map(({ obj }) => obj.id));
  const rows = await findStudyTypesOf(ctx.db, ids);
  return groupedBy(
    queries.map(({ obj }) => obj.id),
    rows,
    (row) => row.referalId,
  );
};

const referalStudies: Loader<ReferalModel, ReferalStudyModel[]> = async (queries, ctx) => {
  const ids = distinct(queries.map(({ obj }) => obj.id));
  const rows = await findStudiesOf(ctx.db, await ctx.actor(), ids);
  return groupedBy(
    queries.map(({ obj }) => obj.id),
    rows,
    (row) => row.referalId,
  );
};

const issuer: Loader<ReferalModel, DoctorModel> = async (queries, ctx) => {
  const doctors = await findDoctorsByIds(ctx.db, distinct(queries.map(({ obj }) => obj.issuerId)));
  const byId = new Map(doctors.map((doctor) => [doctor.id, doctor]));
  return queries.map(({ obj }) => byId.get(obj.issuerId)!);
};

const issuerHasStamp: Loader<ReferalModel, boolean> = async (queries, ctx) => {
  const stamped = await doctorsWithStamp(ctx.db, distinct(queries.map(({ obj }) => obj.issuerId)));
  return queries.map(({ obj }) => stamped.has(obj.issuerId));
};

const hasStamp: Loader<DoctorModel, boolean> = async (queries, ctx) => {
  const stamped = await doctorsWithStamp(ctx.db, distinct(queries.map(({ obj }) => obj.id)));
  return queries.map(({ obj }) => stamped.has(obj.id));
};

export const referalsLoaders = {
  Referal: {
    issuer,
    referalToStudyTypes,
    studies: referalStudies,
    issuerHasStamp,
  },
  Doctor: { hasStamp },
};
