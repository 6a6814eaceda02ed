import { DELETE_COMMENTS_MAX, ZCommentInput, ZRecordId, ZRecordVersion } from '@portal/domain';
import { z } from 'zod';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  createComment,
  deleteComments,
  listDoctorComments,
  updateComment,
} from './doctor-comments.service.js';

const ZCommentIds = z.array(ZRecordId).max(DELETE_COMMENTS_MAX);

/** The doctor view's comments tab (doctor-comments.graphql): doctors.comments, Admin and Manager. */
export const doctorCommentsResolvers = {
  Query: {
    doctorComments: operation(requires('doctors.comments'), (_root, args, ctx) =>
      listDoctorComments({ db: ctx.db }, parseInput(ZRecordId, args.doctorId)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    createComment: operation(requires('doctors.comments'), async (_root, args, ctx) => {
      const doctorId = parseInput(ZRecordId, args.doctorId);
      const comment = parseInput(ZCommentInput, args.comment);
      return createComment({ db: ctx.db }, await ctx.actor(), { doctorId, comment });
    }),
    updateComment: operation(requires('doctors.comments'), async (_root, args, ctx) => {
      const id = parseInput(ZRecordId, args.id);
      const version = parseInput(ZRecordVersion, args.version);
      const comment = parseInput(ZCommentInput, args.comment);
      return updateComment({ db: ctx.db }, await ctx.actor(), { id, version, comment });
    }),
    deleteComments: operation(requires('doctors.comments'), async (_root, args, ctx) =>
      deleteComments({ db: ctx.db }, await ctx.actor(), parseInput(ZCommentIds, args.ids)),
    ),
  } satisfies MutationResolvers,

  // The author is a loader (doctor-comments.loaders.ts); `mine` compares it with the caller.
  DoctorComment: objectResolvers<'DoctorComment', 'createdBy'>()({
    mine: async (comment, _args, ctx) => comment.createdById === (await ctx.actor()).userId,
  }),
};
