import { ZRecordId, ZRecordVersion, ZSoftwareInput } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { listSoftware } from './software.repository.js';
import { createSoftware, deleteSoftware, updateSoftware } from './software.service.js';

/**
 * Programs (spec part 2 §7 "software list, create, update, delete"): everyone reads them on the
 * help page ('help.read'); only an Admin manages them ('settings.programs').
 */
export const softwareResolvers = {
  Query: {
    software: operation(requires('help.read'), (_root, _args, ctx) => listSoftware(ctx.db)),
  } satisfies QueryResolvers,

  Mutation: {
    createSoftware: operation(requires('settings.programs'), async (_root, args, ctx) => {
      const input = parseInput(ZSoftwareInput, args.newSoftware);
      return createSoftware(ctx.db, await ctx.actor(), input);
    }),
    updateSoftware: operation(requires('settings.programs'), async (_root, args, ctx) => {
      const id = parseInput(ZRecordId, args.softwareId);
      const version = parseInput(ZRecordVersion, args.version);
      const input = parseInput(ZSoftwareInput, args.software);
      return updateSoftware(ctx.db, await ctx.actor(), { id, version, input });
    }),
    deleteSoftware: operation(requires('settings.programs'), async (_root, args, ctx) => {
      await deleteSoftware(ctx.db, await ctx.actor(), parseInput(ZRecordId, args.softwareId));
      return true;
    }),
  } satisfies MutationResolvers,

  Software: objectResolvers<'Software'>()({}),
};
