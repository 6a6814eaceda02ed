import { AppError } from '../../errors/app-error.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import type { UserModel } from '../auth/users.repository.js';
import type { BranchRow } from '../branches/branches.repository.js';
import type { StudyTypeRow } from '../study-types/study-types.repository.js';
import { seesDoctorAccount } from './doctor-visibility.js';
import { branchesOfDoctors, liveUsersByIds, studyTypesOfDoctors } from './doctor-relations.js';
import { describerLoads, type DescriberLoadRow, type DoctorModel } from './doctors.repository.js';
import { signInCounts } from './sign-ins.js';
import { stampImages, type StampImage } from './stamp-picture.service.js';

/**
 * `Doctor.describerInfo` for every doctor of an answer in one statement (ADR 0022): 20 picker
 * rows cost one load query, not 20. Only describers have one; the others answer null unread.
 */
const describerInfo: Loader<DoctorModel, DescriberLoadRow | null> = async (queries, ctx) => {
  const describers = queries.filter(({ obj }) => obj.isDescriber).map(({ obj }) => obj.id);
  const loads = await describerLoads(ctx.db, describers);
  return queries.map(({ obj }) => (obj.isDescriber ? (loads.get(obj.id) ?? null) : null));
};

/**
 * `Doctor.stampImage` for every doctor of an answer in one statement, for those whose stamp the
 * caller sees (stamp-picture.service.ts); null for the others and without a signed-in caller.
 */
const stampImage: Loader<DoctorModel, StampImage | null> = async (queries, ctx) => {
  const caller = await ctx.actor().catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  if (!caller) return queries.map(() => null);
  const deps = { db: ctx.db, storage: ctx.app.storage };
  const images = await stampImages(
    deps,
    caller,
    queries.map(({ obj }) => obj),
  );
  return queries.map(({ obj }) => images.get(obj.id) ?? null);
};

/** `Doctor.describingStudyTypes` for a page of doctors in one statement. */
const describingStudyTypes: Loader<DoctorModel, StudyTypeRow[]> = async (queries, ctx) => {
  const ids = distinct(queries.map(({ obj }) => obj.id));
  const rows = await studyTypesOfDoctors(ctx.db, ids);
  return groupedBy(
    queries.map(({ obj }) => obj.id),
    rows,
    (row) => row.doctorId,
  ).map((group) => group.map((row) => row.studyType));
};

/** `Doctor.employedInBranches` for a page of doctors in one statement. */
const employedInBranches: Loader<DoctorModel, BranchRow[]> = async (queries, ctx) => {
  const ids = distinct(queries.map(({ obj }) => obj.id));
  const rows = await branchesOfDoctors(ctx.db, ids);
  return groupedBy(
    queries.map(({ obj }) => obj.id),
    rows,
    (row) => row.doctorId,
  ).map((group) => group.map((row) => row.branch));
};

/** The accounts whose data the caller may read, for the loaders below; none when they may not. */
async function visibleAccounts(queries: { obj: DoctorModel }[], ctx: GraphQLContext) {
  if (!(await seesDoctorAccount(ctx))) return null;
  return distinct(queries.flatMap(({ obj }) => (obj.accountId === null ? [] : [obj.accountId])));
}

/**
 * `Doctor.user`: the live account (not deleted, not a NO_USER placeholder) for a page of doctors
 * in one statement; null for callers who may not list doctors (seesDoctorAccount).
 */
const user: Loader<DoctorModel, UserModel | null> = async (queries, ctx) => {
  const ids = await visibleAccounts(queries, ctx);
  if (ids === null) return queries.map(() => null);
  const found = new Map(
    (ids.length > 0 ? await liveUsersByIds(ctx.db, ids) : []).map((u) => [u.id, u]),
  );
  return queries.map(({ obj }) =>
    obj.accountId === null ? null : (found.get(obj.accountId) ?? null),
  );
};

/**
 * `Doctor.loginsIn90Days`: completed sign-ins of the page's accounts in one statement along
 * `audit_log_sign_ins` (sign-ins.ts); 0 without an account, null for callers who may not list
 * doctors.
 */
const loginsIn90Days: Loader<DoctorModel, number | null> = async (queries, ctx) => {
  const ids = await visibleAccounts(queries, ctx);
  if (ids === null) return queries.map(() => null);
  const counts = await signInCounts(ctx.db, ids);
  return queries.map(({ obj }) => (obj.accountId === null ? 0 : (counts.get(obj.accountId) ?? 0)));
};

export const doctorsLoaders = {
  Doctor: {
    describerInfo,
    stampImage,
    describingStudyTypes,
    employedInBranches,
    user,
    loginsIn90Days,
  },
};
