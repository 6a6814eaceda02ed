import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedStatement } from '../../db/prepared.js';
import {
  branches,
  doctorBranches,
  doctorStudyTypes,
  studyTypes,
  users,
} from '../../db/schema/index.js';
import type { UserModel } from '../auth/users.repository.js';
import type { BranchRow } from '../branches/branches.repository.js';
import type { StudyTypeRow } from '../study-types/study-types.repository.js';
import { idIn } from './doctors.repository.js';

/**
 * What the Doctor loaders read for a page of doctors, one statement each (ADR 0022): the study
 * types they describe, the branches they are employed in, and their accounts. Statements are
 * built once (db/prepared.ts); the ids are one array parameter, so one text serves any page.
 */

/** The study types each of these doctors describes, by name. */
export function studyTypesOfDoctors(
  db: Executor,
  doctorIds: readonly number[],
): Promise<{ doctorId: number; studyType: StudyTypeRow }[]> {
  const statement = preparedStatement(db, 'doctors.studyTypes', 'reuse', () =>
    db
      .select({ doctorId: doctorStudyTypes.doctorId, studyType: studyTypes })
      .from(doctorStudyTypes)
      .innerJoin(studyTypes, eq(studyTypes.id, doctorStudyTypes.studyTypeId))
      .where(idIn(doctorStudyTypes.doctorId))
      .orderBy(asc(studyTypes.name), asc(studyTypes.id)),
  );
  return statement.bind({ ids: [...doctorIds] }).run();
}

/** The branches each of these doctors is employed in, by name. */
export function branchesOfDoctors(
  db: Executor,
  doctorIds: readonly number[],
): Promise<{ doctorId: number; branch: BranchRow }[]> {
  const statement = preparedStatement(db, 'doctors.branches', 'reuse', () =>
    db
      .select({ doctorId: doctorBranches.doctorId, branch: branches })
      .from(doctorBranches)
      .innerJoin(branches, eq(branches.id, doctorBranches.branchId))
      .where(idIn(doctorBranches.doctorId))
      .orderBy(sql`${branches.name} collate "polish"`, asc(branches.id)),
  );
  return statement.bind({ ids: [...doctorIds] }).run();
}

/** The accounts of these ids that were not deleted (a deleted one is no account, ADR 0030). */
export function liveUsersByIds(db: Executor, userIds: readonly number[]): Promise<UserModel[]> {
  const statement = preparedStatement(db, 'doctors.accounts', 'reuse', () =>
    db
      .select()
      .from(users)
      .where(and(idIn(users.id), isNull(users.deletedAt))),
  );
  return statement.bind({ ids: [...userIds] }).run();
}
