import { studyTypeInputFor, ZRecordId, ZRecordVersion, unsetOr } from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { GraphQLContext } from '../../graphql/context.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  branchStudyTypesQuery,
  findStudyType,
  readStudyTypeOptions,
  studyTypesQuery,
} from './study-types.repository.js';
import { createStudyType, deleteStudyType, updateStudyType } from './study-types.service.js';

const ZStudyTypesFilter = z.object({
  includeInactive: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
});
const ZStudyTypeIdArg = z.object({ id: ZRecordId });
const ZStudyTypeIdOfMutation = z.object({ studyTypeId: ZRecordId });
const ZBranchStudyTypesArgs = z.object({ branchId: ZRecordId, deviceId: unsetOr(ZRecordId) });

/** The form's input, checked against the app config's price groups and device types. */
async function parseStudyType(ctx: GraphQLContext, input: unknown) {
  return parseInput(studyTypeInputFor(await readStudyTypeOptions(ctx.db)), input);
}

/**
 * Study types (spec part 2 §7 Settings and master data). Every signed-in role reads them
 * ('masterData.read': referral and study forms, pickers); creating, editing and deleting are
 * settings ('settings.studyTypes': Admin).
 */
export const studyTypesResolvers = {
  Query: {
    studyTypes: operation(requires('masterData.read'), async (_root, args, ctx) => {
      const { includeInactive } = parseInput(ZStudyTypesFilter, args);
      return studyTypesQuery(ctx.db, includeInactive).run();
    }),
    studyType: operation(requires('masterData.read'), async (_root, args, ctx) => {
      const { id } = parseInput(ZStudyTypeIdArg, args);
      return (await findStudyType(ctx.db, id)) ?? null;
    }),
    branchStudyTypes: operation(requires('masterData.read'), async (_root, args, ctx) =>
      branchStudyTypesQuery(ctx.db, parseInput(ZBranchStudyTypesArgs, args)).run(),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    createStudyType: operation(requires('settings.studyTypes'), async (_root, args, ctx) => {
      const input = await parseStudyType(ctx, args.newStudyType);
      return createStudyType({ db: ctx.db }, await ctx.actor(), input);
    }),
    updateStudyType: operation(requires('settings.studyTypes'), async (_root, args, ctx) => {
      const { studyTypeId: id } = parseInput(ZStudyTypeIdOfMutation, args);
      const version = parseInput(ZRecordVersion, args.version);
      const input = await parseStudyType(ctx, args.studyType);
      return updateStudyType({ db: ctx.db }, await ctx.actor(), { id, version, input });
    }),
    deleteStudyType: operation(requires('settings.studyTypes'), async (_root, args, ctx) => {
      const { studyTypeId: id } = parseInput(ZStudyTypeIdOfMutation, args);
      return deleteStudyType({ db: ctx.db }, await ctx.actor(), id);
    }),
  } satisfies MutationResolvers,

  // The rows as they are; the child lists come from study-types.loaders.ts.
  StudyType: objectResolvers<
    'StudyType',
    'studyTypePrices' | 'studyTypeRadiologies' | 'studyTypeDevices'
  >()({}),
};
