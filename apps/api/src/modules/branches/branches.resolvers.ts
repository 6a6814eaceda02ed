import { ZBranchesQuery, ZBranchInput, ZRecordId } from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { findBranchRow, readBranchPage } from './branches.repository.js';
import { deleteBranch, saveBranch } from './branches.service.js';

const ZBranchIdArg = z.object({ id: ZRecordId });
const ZBranchDeletionArgs = z.object({ branchId: ZRecordId });

/**
 * Branches with their devices (spec part 2 §7 Settings and master data). Every role reads them
 * ('masterData.read': pickers, calendars, the top bar); saving and deleting are settings
 * ('settings.branches': Admin, Manager).
 */
export const branchesResolvers = {
  Query: {
    branches: operation(requires('masterData.read'), async (_root, args, ctx) =>
      readBranchPage(ctx.db, parseInput(ZBranchesQuery, args)),
    ),
    branch: operation(requires('masterData.read'), async (_root, args, ctx) => {
      const { id } = parseInput(ZBranchIdArg, args);
      return (await findBranchRow(ctx.db, id)) ?? null;
    }),
  } satisfies QueryResolvers,

  Mutation: {
    saveBranch: operation(requires('settings.branches'), async (_root, args, ctx) => {
      const input = parseInput(ZBranchInput, args.branch);
      return saveBranch(ctx.db, await ctx.actor(), input);
    }),
    deleteOneBranch: operation(requires('settings.branches'), async (_root, args, ctx) => {
      const { branchId } = parseInput(ZBranchDeletionArgs, args);
      return deleteBranch(ctx.db, await ctx.actor(), branchId);
    }),
  } satisfies MutationResolvers,

  // The repository's page and answer as they are: checked against the SDL.
  BranchConnection: objectResolvers<'BranchConnection'>()({}),
  BranchDeletion: objectResolvers<'BranchDeletion'>()({}),
};
