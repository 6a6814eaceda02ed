import { distinct, type Loader } from '../../graphql/loaders.js';
import { present } from '../../graphql/non-null.js';
import { findUsersByIds, type UserModel } from '../auth/users.repository.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import { visitsOf, type VisitModel } from './visits.repository.js';

/**
 * The fields of `Visit` that read more than its row, each for a whole page of visits in one
 * statement (ADR 0022): 20 visits with four doctors read four doctors.
 */

/** visits.doctor_id references doctors (a deleted doctor takes their visits along). */
const doctor: Loader<VisitModel, DoctorModel> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.doctorId);
  const found = new Map(
    (await findDoctorsByIds(ctx.db, distinct(ids))).map((row) => [row.id, row]),
  );
  return ids.map((id) => present(found.get(id) ?? null, 'doctor'));
};

/** visits.coordinator_id references users, deleted accounts included. */
const coordinator: Loader<VisitModel, UserModel> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.coordinatorId);
  const found = new Map((await findUsersByIds(ctx.db, distinct(ids))).map((row) => [row.id, row]));
  return ids.map((id) => present(found.get(id) ?? null, 'coordinator'));
};

/** The newest follow-up of each visit that the caller sees. */
const nextVisit: Loader<VisitModel, VisitModel | null> = async (queries, ctx) => {
  const ids = queries.map(({ obj }) => obj.id);
  const followUps = await visitsOf(ctx.db, await ctx.actor()).followUps(distinct(ids));
  const newest = new Map<number, VisitModel>();
  for (const visit of followUps) {
    if (visit.previousVisitId !== null && !newest.has(visit.previousVisitId)) {
      newest.set(visit.previousVisitId, visit);
    }
  }
  return ids.map((id) => newest.get(id) ?? null);
};

export const visitsLoaders = { Visit: { doctor, coordinator, nextVisit } };
