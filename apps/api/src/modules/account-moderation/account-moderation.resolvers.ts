import {
  accountSuspensionSchema,
  ZAccountBlock,
  ZAccountWarning,
  ZRecordId,
  ZRecordVersion,
} from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  blockAccount,
  restoreAccount,
  suspendAccount,
  unregisterAccount,
  warnAccount,
  type ModerationDeps,
} from './account-moderation.service.js';
import type { UserFieldsResolvedApart } from '../auth/user-fields.js';

const ZAccountId = z.object({ id: ZRecordId });

const depsOf = (ctx: GraphQLContext): ModerationDeps => ({
  db: ctx.db,
  mailer: ctx.mailer,
  events: ctx.events,
});

const MANAGE = requires('accounts.manage');

/** Account moderation (spec part 1 §4, §6; ADR 0045): the Admin's alone ('accounts.manage'). */
export const accountModerationResolvers = {
  Mutation: {
    warnAccount: operation(MANAGE, async (_root, args, ctx) => {
      const { id } = parseInput(ZAccountId, args);
      const input = parseInput(ZAccountWarning, { message: args.message });
      return warnAccount(depsOf(ctx), await ctx.actor(), id, input);
    }),
    suspendAccount: operation(MANAGE, async (_root, args, ctx) => {
      const { id } = parseInput(ZAccountId, args);
      const input = parseInput(accountSuspensionSchema(), {
        until: args.until,
        reason: args.reason,
        version: args.version,
      });
      return suspendAccount(depsOf(ctx), await ctx.actor(), id, input);
    }),
    blockAccount: operation(MANAGE, async (_root, args, ctx) => {
      const { id } = parseInput(ZAccountId, args);
      const input = parseInput(ZAccountBlock, { reason: args.reason, version: args.version });
      return blockAccount(depsOf(ctx), await ctx.actor(), id, input);
    }),
    restoreAccount: operation(MANAGE, async (_root, args, ctx) => {
      const { id } = parseInput(ZAccountId, args);
      const version = parseInput(ZRecordVersion, args.version);
      return restoreAccount(depsOf(ctx), await ctx.actor(), id, version);
    }),
    unregisterAccount: operation(MANAGE, async (_root, args, ctx) => {
      const { id } = parseInput(ZAccountId, args);
      const version = parseInput(ZRecordVersion, args.version);
      return unregisterAccount(depsOf(ctx), await ctx.actor(), id, version);
    }),
  } satisfies MutationResolvers,

  User: objectResolvers<'User', UserFieldsResolvedApart>()({
    // A suspension past its end is over: the account signs in again by itself.
    suspendedUntil: (user) =>
      user.suspendedUntil && user.suspendedUntil.getTime() > Date.now()
        ? user.suspendedUntil
        : null,
  }),
};
