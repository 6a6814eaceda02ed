import type { GraphQLContext } from '../../graphql/context.js';
import { distinct, groupedBy, type Loader } from '../../graphql/loaders.js';
import { findDoctorsByIds, type DoctorModel } from '../doctors/doctors.repository.js';
import type { StudyModel } from '../studies/study-rows.js';
import { studiesOf } from '../studies/studies.repository.js';
import {
  councilMembersOf,
  councilStudyIds,
  doctorOfUser,
  findCouncilsByIds,
  pendingInvitesOf,
  type CouncilInviteModel,
  type CouncilModel,
  type CouncilPostModel,
} from './councils.repository.js';

/**
 * The fields of councils that read more than their row, for a whole list at once (ADR 0022).
 * Studies go through the caller's study scope; pending addresses are the founder's to see.
 */

export interface CouncilMemberView {
  doctorId: number;
  joinedAt: Date;
  owner: boolean;
  isCaller: boolean;
}

const callerDoctorId = async (ctx: GraphQLContext) =>
  (await doctorOfUser(ctx.db, (await ctx.actor()).userId))?.id ?? null;

/** `items` by `keyOf`, for `keys`. */
function mapOf<T>(keys: readonly number[], items: readonly T[], keyOf: (item: T) => number) {
  const groups = groupedBy(keys, items, keyOf);
  return new Map(keys.map((key, index) => [key, groups[index] ?? []]));
}

const isOwner: Loader<CouncilModel, boolean> = async (queries, ctx) => {
  const me = await callerDoctorId(ctx);
  return queries.map(({ obj }) => obj.ownerId === me);
};

const invitedMemberEmail: Loader<CouncilModel, string[]> = async (queries, ctx) => {
  const me = await callerDoctorId(ctx);
  const owned = queries.filter(({ obj }) => obj.ownerId === me).map(({ obj }) => obj.id);
  const invites = mapOf(owned, await pendingInvitesOf(ctx.db, owned), (row) => row.councilId);
  return queries.map(({ obj }) => (invites.get(obj.id) ?? []).map((invite) => invite.email));
};

const councilMembers: Loader<CouncilModel, CouncilMemberView[]> = async (queries, ctx) => {
  const me = await callerDoctorId(ctx);
  const ids = distinct(queries.map(({ obj }) => obj.id));
  const members = mapOf(ids, await councilMembersOf(ctx.db, ids), (row) => row.councilId);
  return queries.map(({ obj }) =>
    (members.get(obj.id) ?? []).map((member) => ({
      doctorId: member.doctorId,
      joinedAt: member.joinedAt,
      owner: member.doctorId === obj.ownerId,
      isCaller: member.doctorId === me,
    })),
  );
};

const studies: Loader<CouncilModel, StudyModel[]> = async (queries, ctx) => {
  const ids = distinct(queries.map(({ obj }) => obj.id));
  const links = await councilStudyIds(ctx.db, ids);
  const visible = await studiesOf(ctx.db, await ctx.actor()).byIds(
    distinct(links.map((link) => link.studyId)),
  );
  const byId = new Map(visible.map((study) => [study.id, study]));
  const perCouncil = mapOf(ids, links, (link) => link.councilId);
  return queries.map(({ obj }) =>
    (perCouncil.get(obj.id) ?? []).flatMap((link) => byId.get(link.studyId) ?? []),
  );
};

/** Doctors by id for any row that names one (null when gone). */
function doctorBy<T>(idOf: (row: T) => number | null): Loader<T, DoctorModel | null> {
  return async (queries, ctx) => {
    const ids = queries.map(({ obj }) => idOf(obj));
    const wanted = distinct(ids.filter((id): id is number => id !== null));
    const found = new Map((await findDoctorsByIds(ctx.db, wanted)).map((row) => [row.id, row]));
    return ids.map((id) => (id === null ? null : (found.get(id) ?? null)));
  };
}

const memberDoctor: Loader<CouncilMemberView, DoctorModel> = async (queries, ctx) => {
  const rows = await doctorBy<CouncilMemberView>((member) => member.doctorId)(queries, ctx);
  return rows.map((row) => {
    if (!row) throw new Error('council member without a doctor record');
    return row;
  });
};

const councilName: Loader<CouncilInviteModel, string> = async (queries, ctx) => {
  const ids = distinct(queries.map(({ obj }) => obj.councilId));
  const names = new Map((await findCouncilsByIds(ctx.db, ids)).map((row) => [row.id, row.name]));
  return queries.map(({ obj }) => names.get(obj.councilId) ?? '');
};

export const councilsLoaders = {
  Council: { isOwner, invitedMemberEmail, councilMembers, studies },
  CouncilMember: { doctor: memberDoctor },
  CouncilInvite: {
    councilName,
    invitedBy: doctorBy<CouncilInviteModel>((invite) => invite.invitedById),
  },
  CouncilPost: { author: doctorBy<CouncilPostModel>((post) => post.authorId) },
};
