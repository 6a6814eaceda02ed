import { ZDoctorOptionsWhere } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { doctorOptions } from './doctors.repository.js';

/**
 * The doctor pickers of the study form and of sharing a study ('doctors.pick': the desk roles,
 * describing and referring doctors). The doctors list and record come with the doctors pages.
 */
export const doctorsResolvers = {
  Query: {
    doctorOptions: operation(requires('doctors.pick'), (_root, args, ctx) =>
      doctorOptions(ctx.db, parseInput(ZDoctorOptionsWhere, args.where ?? {})),
    ),
  } satisfies QueryResolvers,

  // The row answers every field but the describer's load and the stamp (doctors.loaders.ts) and
  // whether there is one (referals.loaders.ts).
  Doctor: objectResolvers<'Doctor', 'describerInfo' | 'stampImage' | 'hasStamp'>()({}),
};
