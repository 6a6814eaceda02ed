import { ZHelpContactsArgs } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { listHelpContacts } from './help.repository.js';

/**
 * The help page (spec part 2 §2 Help), for every role ('help.read'): its contact cards. Their
 * contact and picture resolve through the User loaders (auth.loaders.ts, files.loaders.ts).
 */
export const helpResolvers = {
  Query: {
    helpUserContacts: operation(requires('help.read'), (_root, args, ctx) =>
      listHelpContacts(ctx.db, parseInput(ZHelpContactsArgs, args).count),
    ),
  } satisfies QueryResolvers,
};
