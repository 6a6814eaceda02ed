import { objectResolvers } from '../../graphql/typed-resolvers.js';

/**
 * Field resolvers of the shared types; the root operations live in their feature modules. The
 * rows are read as they are (checked against the SDL); Branch.devices reads per branch: a loader
 * (common.loaders.ts).
 */
export const commonResolvers = {
  Branch: objectResolvers<'Branch', 'devices'>()({}),
  Device: objectResolvers<'Device'>()({}),
};
