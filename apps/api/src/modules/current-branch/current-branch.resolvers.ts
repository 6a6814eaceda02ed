import { ZRecordId } from '@portal/domain';
import { z } from 'zod';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { badInput, parseInput } from '../../errors/app-error.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { findCurrentBranch, storeCurrentBranch } from './current-branch.repository.js';

const ZCurrentBranchArgs = z.object({ branchId: ZRecordId });

/** A branch the user does not work in (or an inactive one) cannot be their current branch. */
const notUsersBranch = (branchId: number) =>
  badInput([
    {
      code: 'custom',
      path: ['branchId'],
      message: 'validation.currentBranch.notUsersBranch',
      input: branchId,
    },
  ]);

/**
 * The top bar's current branch (spec part 1 §6, part 2 §7 `currentBranch`), kept per user so it
 * follows them to another device. A preference of one's own: no audit row.
 */
export const currentBranchResolvers = {
  Query: {
    currentBranch: operation(requires('account.session'), async (_root, _args, ctx) => {
      const { userId } = await ctx.session();
      return (await findCurrentBranch(ctx.db, userId)) ?? null;
    }),
  } satisfies QueryResolvers,

  Mutation: {
    setCurrentBranch: operation(requires('account.profile'), async (_root, args, ctx) => {
      const { branchId } = parseInput(ZCurrentBranchArgs, args);
      const { userId } = await ctx.session();
      const branch = await storeCurrentBranch(ctx.db, userId, branchId);
      if (!branch) throw notUsersBranch(branchId);
      return branch;
    }),
  } satisfies MutationResolvers,
};
