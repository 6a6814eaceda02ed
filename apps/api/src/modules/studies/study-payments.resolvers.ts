import { ZRecordId, ZUpdateStudyPaymentsInput } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import { getStudy, type StudyDeps } from './studies.service.js';
import { listStudyPayments, updateStudyPayments } from './study-payments.js';

const depsOf = (ctx: GraphQLContext): StudyDeps => ({
  db: ctx.db,
  readAudit: ctx.app.readAudit,
  mailer: ctx.mailer,
});
const idOf = (args: { id: unknown }) => parseInput(ZRecordId, args.id);

/** The payments tab (study-payments.graphql): permission, parse, call. */
export const studyPaymentsResolvers = {
  Query: {
    studyPayments: operation(requires('studies.payments'), async (_root, args, ctx) =>
      listStudyPayments(depsOf(ctx), await ctx.actor(), idOf(args)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    updateStudyPayments: operation(requires('studies.payments'), async (_root, args, ctx) => {
      const id = idOf(args);
      const { payments, version } = parseInput(ZUpdateStudyPaymentsInput, args);
      const actor = await ctx.actor();
      await updateStudyPayments(depsOf(ctx), actor, { id, payments, version });
      return getStudy(depsOf(ctx), actor, id);
    }),
  } satisfies MutationResolvers,

  StudyPaymentsResult: objectResolvers<'StudyPaymentsResult'>()({}),
  StudyPayment: objectResolvers<'StudyPayment'>()({
    // Always read with the line (study-payments.ts joins it); optional only in the SDL's type.
    createdBy: (payment) => payment.createdBy ?? null,
  }),
};
