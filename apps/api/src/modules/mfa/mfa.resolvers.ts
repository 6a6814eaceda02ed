import { ZMfaCode, ZRecordId } from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  beginEnrolment,
  confirmEnrolment,
  disableMfa,
  loginWithMfa,
  regenerateRecoveryCodes,
  resetUserMfa,
  type MfaDeps,
} from './mfa.service.js';
import { mfaRequiredFor } from './second-step.js';
import type { UserFieldsResolvedApart } from '../auth/user-fields.js';

const depsOf = (ctx: GraphQLContext): MfaDeps => ({
  db: ctx.db,
  config: ctx.config,
  events: ctx.events,
  mailer: ctx.mailer,
});

const ZCodeArg = z.object({ code: ZMfaCode });
const ZUserIdArg = z.object({ id: ZRecordId });

/**
 * The enrolment's caller: the sign-in's step with its token (public: the token is the credential,
 * as a mailed link's), or the signed-in user from the profile.
 */
async function enrolleeOf(ctx: GraphQLContext, mfaToken: string | null | undefined) {
  return mfaToken ? { mfaToken, caller: { address: ctx.address } } : { actor: await ctx.actor() };
}

/**
 * Two-step sign-in (issue 19 §4, ADR 0046). loginWithMfa and the enrolment are public because the
 * sign-in's step has no session yet: its token, given after a right password, is the credential;
 * without one the enrolment needs a session ('account.profile').
 */
export const mfaResolvers = {
  Mutation: {
    loginWithMfa: operation(PUBLIC, (_root, args, ctx) => {
      const { code } = parseInput(ZCodeArg, { code: args.code });
      return loginWithMfa(depsOf(ctx), { address: ctx.address }, { mfaToken: args.mfaToken, code });
    }),
    beginMfaEnrolment: operation(PUBLIC, async (_root, args, ctx) =>
      beginEnrolment(depsOf(ctx), await enrolleeOf(ctx, args.mfaToken)),
    ),
    confirmMfaEnrolment: operation(PUBLIC, async (_root, args, ctx) => {
      const { code } = parseInput(ZCodeArg, { code: args.code });
      return confirmEnrolment(depsOf(ctx), await enrolleeOf(ctx, args.mfaToken), code);
    }),
    regenerateMfaRecoveryCodes: operation(requires('account.profile'), async (_root, args, ctx) =>
      regenerateRecoveryCodes(depsOf(ctx), await ctx.actor(), args.currentPassword),
    ),
    disableMfa: operation(requires('account.profile'), async (_root, args, ctx) =>
      disableMfa(depsOf(ctx), await ctx.actor(), args.currentPassword),
    ),
    resetUserMfa: operation(requires('accounts.manage'), async (_root, args, ctx) => {
      const { id } = parseInput(ZUserIdArg, args);
      return resetUserMfa(depsOf(ctx), await ctx.actor(), id);
    }),
  } satisfies MutationResolvers,

  User: objectResolvers<'User', UserFieldsResolvedApart>()({
    mfaRequired: (user, _args, ctx) => mfaRequiredFor(ctx.config, user.roles),
  }),
};
