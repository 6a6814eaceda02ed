import type { QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { readStudyTypeOptions } from './study-types.repository.js';

/**
 * TEMPORARY (issue 13): `appConfig` as far as the study type form needs it, until the app config
 * module's real query is merged; the lead drops this file and app-config-stub.graphql then.
 */
export const appConfigStubResolvers = {
  Query: {
    appConfig: operation(requires('masterData.read'), async (_root, _args, ctx) => {
      const options = await readStudyTypeOptions(ctx.db);
      return { priceGroups: [...options.priceGroups], deviceTypes: [...options.deviceTypes] };
    }),
  } satisfies QueryResolvers,
};
