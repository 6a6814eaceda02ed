import {
  ZCouncilPostInput,
  ZCouncilPostsQuery,
  ZCreateCouncilInput,
  ZInviteToCouncil,
  ZLogin,
  ZRecordId,
} from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from '../../graphql/typed-resolvers.js';
import { COUNCIL_TOPICS, type CouncilInviteChanged } from '../../platform/pubsub/events.js';
import { findUserLogin, inviteById } from './council-invitee.js';
import { findCouncilsByIds } from './councils.repository.js';
import {
  acceptInvite,
  addCouncilPost,
  councilNotFound,
  councilPostsPage,
  councilsOfUser,
  createCouncil,
  getCouncil,
  inviteToCouncil,
  myCouncils,
  myInvites,
  myParticipations,
  rejectInvite,
  removeFromCouncil,
  withdrawInvite,
  type CouncilDeps,
} from './councils.service.js';

const depsOf = (ctx: GraphQLContext): CouncilDeps => ({
  db: ctx.db,
  mailer: ctx.mailer,
  events: ctx.events,
});
const idOf = (value: unknown) => parseInput(ZRecordId, value);
const visibleTo = (event: CouncilInviteChanged, session: { userId: number }) =>
  event.recipientId === session.userId;

/** Councils (councils.graphql): permission, parse, call. */
export const councilsResolvers = {
  Query: {
    getMyCouncils: operation(requires('councils.use'), async (_root, _args, ctx) =>
      myCouncils(ctx.db, await ctx.actor()),
    ),
    getMyCouncilParticipations: operation(requires('councils.use'), async (_root, _args, ctx) =>
      myParticipations(ctx.db, await ctx.actor()),
    ),
    getMyCouncilInvites: operation(requires('councils.use'), async (_root, _args, ctx) =>
      myInvites(ctx.db, await ctx.actor()),
    ),
    getCouncils: operation(requires('councils.ofDoctor'), async (_root, args, ctx) =>
      councilsOfUser(ctx.db, idOf(args.userId)),
    ),
    council: operation(requires('councils.use'), async (_root, args, ctx) =>
      getCouncil(ctx.db, await ctx.actor(), idOf(args.id)),
    ),
    councilPosts: operation(requires('councils.use'), async (_root, args, ctx) =>
      councilPostsPage(ctx.db, await ctx.actor(), parseInput(ZCouncilPostsQuery, args)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    createCouncil: operation(requires('councils.use'), async (_root, args, ctx) =>
      createCouncil(depsOf(ctx), await ctx.actor(), parseInput(ZCreateCouncilInput, args.council)),
    ),
    inviteDoctorsToCouncil: operation(requires('councils.use'), async (_root, args, ctx) => {
      const extra = args.userId ? await findUserLogin(ctx.db, idOf(args.userId)) : null;
      const input = parseInput(ZInviteToCouncil, {
        councilId: args.councilId,
        doctorEmail: [...args.doctorEmail, ...(extra ? [extra] : [])],
      });
      return inviteToCouncil(depsOf(ctx), await ctx.actor(), input);
    }),
    withdrawCouncilInvite: operation(requires('councils.use'), async (_root, args, ctx) => {
      const input = { councilId: idOf(args.councilId), email: parseInput(ZLogin, args.email) };
      return withdrawInvite(depsOf(ctx), await ctx.actor(), input);
    }),
    acceptInviteToCouncil: operation(requires('councils.use'), async (_root, args, ctx) =>
      acceptInvite(depsOf(ctx), await ctx.actor(), idOf(args.councilId)),
    ),
    rejectInviteToCouncil: operation(requires('councils.use'), async (_root, args, ctx) => {
      await rejectInvite(depsOf(ctx), await ctx.actor(), idOf(args.councilId));
      return true;
    }),
    removeDoctorFromCouncil: operation(requires('councils.use'), async (_root, args, ctx) => {
      const input = { councilId: idOf(args.councilId), doctorId: idOf(args.doctorId) };
      await removeFromCouncil(depsOf(ctx), await ctx.actor(), input);
      return true;
    }),
    addCouncilPost: operation(requires('councils.use'), async (_root, args, ctx) =>
      addCouncilPost(depsOf(ctx), await ctx.actor(), parseInput(ZCouncilPostInput, args)),
    ),
  } satisfies MutationResolvers,

  Subscription: {
    councilInviteAdded: operation(
      requires('councils.use'),
      subscription({
        topic: COUNCIL_TOPICS.councilInviteAdded,
        visible: visibleTo,
        resolve: async (event: CouncilInviteChanged, ctx) => inviteById(ctx.db, event.inviteId),
      }),
    ),
    councilInviteAccepted: operation(
      requires('councils.use'),
      subscription({
        topic: COUNCIL_TOPICS.councilInviteAccepted,
        visible: visibleTo,
        resolve: async (event: CouncilInviteChanged, ctx) => {
          const [council] = await findCouncilsByIds(ctx.db, [event.councilId]);
          if (!council) throw councilNotFound(event.councilId);
          return council;
        },
      }),
    ),
    councilInviteRejected: operation(
      requires('councils.use'),
      subscription({
        topic: COUNCIL_TOPICS.councilInviteRejected,
        visible: visibleTo,
        resolve: async (event: CouncilInviteChanged, ctx) => inviteById(ctx.db, event.inviteId),
      }),
    ),
  } satisfies SubscriptionMap,

  // isOwner, invitedMemberEmail, councilMembers, studies and the doctors are loaders.
  Council: objectResolvers<
    'Council',
    'isOwner' | 'invitedMemberEmail' | 'councilMembers' | 'studies'
  >()({}),
  CouncilMember: objectResolvers<'CouncilMember', 'doctor'>()({}),
  CouncilInvite: objectResolvers<'CouncilInvite', 'councilName' | 'invitedBy'>()({}),
  CouncilPost: objectResolvers<'CouncilPost', 'author'>()({}),
  CouncilPostsPage: objectResolvers<'CouncilPostsPage'>()({}),
};
