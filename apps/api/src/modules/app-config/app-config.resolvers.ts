import { ZAppConfigInput, ZRecordVersion } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { readAppConfig } from './app-config.repository.js';
import { saveAppConfig } from './app-config.service.js';

/**
 * The application configuration (spec part 2 §7 "appConfig; saveAppConfig"). Every role reads it
 * ('masterData.read': forms of every feature offer its regions, device types, price groups…);
 * only an Admin changes it ('settings.appConfig').
 */
export const appConfigResolvers = {
  Query: {
    appConfig: operation(requires('masterData.read'), (_root, _args, ctx) => readAppConfig(ctx.db)),
  } satisfies QueryResolvers,

  Mutation: {
    saveAppConfig: operation(requires('settings.appConfig'), async (_root, args, ctx) => {
      const version = parseInput(ZRecordVersion, args.version);
      const data = parseInput(ZAppConfigInput, args.data);
      return saveAppConfig({ db: ctx.db }, await ctx.actor(), { data, version });
    }),
  } satisfies MutationResolvers,

  // The stored configuration as it is (checked against the SDL).
  AppConfig: objectResolvers<'AppConfig'>()({}),
  CarrierPrices: objectResolvers<'CarrierPrices'>()({}),
};
