import { ZAddReferalInput, ZRecordId, ZReferalsQuery, ZUpdateReferalInput } from '@portal/domain';
import {
  mayCompleteReferal,
  mayCreateStudyFromReferal,
  mayEditReferal,
} from '../../auth/referral-policy.js';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { findDoctorsByIds } from '../doctors/doctors.repository.js';
import type { ReferalModel } from './referal-rows.js';
import { ownDoctorId } from './referals.repository.js';
import {
  addReferal,
  completeReferal,
  deleteReferal,
  getReferal,
  listReferals,
  updateReferal,
  type ReferalDeps,
} from './referals.service.js';

const depsOf = (ctx: GraphQLContext): ReferalDeps => ({
  db: ctx.db,
  readAudit: ctx.app.readAudit,
  mailer: ctx.mailer,
  storage: ctx.app.storage,
});
const idOf = (args: { id: unknown }) => parseInput(ZRecordId, args.id);

/** What the caller may do with a referral now; the mutations check the same rules again. */
const offered =
  (rule: (actor: Awaited<ReturnType<GraphQLContext['actor']>>, referal: ReferalModel) => boolean) =>
  async (referal: ReferalModel, _args: unknown, ctx: GraphQLContext) =>
    rule(await ctx.actor(), referal);

/** Referrals (spec part 2 §7; referals.graphql): permission, parse, call. */
export const referalsResolvers = {
  Query: {
    referals: operation(requires('referrals.list'), async (_root, args, ctx) =>
      listReferals(depsOf(ctx), await ctx.actor(), parseInput(ZReferalsQuery, args)),
    ),
    referal: operation(requires('referrals.list'), async (_root, args, ctx) =>
      getReferal(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
    currentDoctor: operation(requires('account.profile'), async (_root, _args, ctx) => {
      const actor = await ctx.actor();
      const id = await ownDoctorId(ctx.db, actor.userId);
      if (id === undefined) return null;
      const [doctor] = await findDoctorsByIds(ctx.db, [id]);
      return doctor ?? null;
    }),
  } satisfies QueryResolvers,

  Mutation: {
    addReferal: operation(requires('referrals.add'), async (_root, args, ctx) =>
      addReferal(depsOf(ctx), await ctx.actor(), parseInput(ZAddReferalInput, args.newReferal)),
    ),
    updateReferal: operation(requires('referrals.edit'), async (_root, args, ctx) => {
      const id = idOf(args);
      const input = parseInput(ZUpdateReferalInput, { ...args.referal, version: args.version });
      return updateReferal(depsOf(ctx), await ctx.actor(), { id, input });
    }),
    deleteReferal: operation(requires('referrals.edit'), async (_root, args, ctx) => {
      const id = idOf(args);
      await deleteReferal(depsOf(ctx), await ctx.actor(), id);
      return String(id);
    }),
    completeReferal: operation(requires('referrals.complete'), async (_root, args, ctx) =>
      completeReferal(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
  } satisfies MutationResolvers,

  // Issuer, study types, studies and the stamp are loaders (referals.loaders.ts).
  Referal: objectResolvers<
    'Referal',
    'issuer' | 'referalToStudyTypes' | 'studies' | 'issuerHasStamp'
  >()({
    canEdit: offered(mayEditReferal),
    canDelete: offered(mayEditReferal),
    canComplete: offered(mayCompleteReferal),
    canCreateStudy: offered(mayCreateStudyFromReferal),
  }),
  ReferalStudyType: objectResolvers<'ReferalStudyType'>()({}),
  ReferalStudy: objectResolvers<'ReferalStudy'>()({}),
  ReferalsPage: objectResolvers<'ReferalsPage'>()({}),
};
