import { ZRecordId, ZRecordVersion, ZStudyPaymentsInput } from '@portal/domain';
import { z } from 'zod';
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

/** GraphQL lets a client send `id: null` for a new line; the domain's line takes it omitted. */
const withoutNullIds = (lines: unknown) =>
  Array.isArray(lines)
    ? lines.map((line: unknown) =>
        line !== null && typeof line === 'object' && 'id' in line && line.id === null
          ? { ...line, id: undefined }
          : line,
      )
    : lines;

/** The save's arguments; a refused line's messages name `payments.<index>.<field>`. */
const ZUpdateStudyPaymentsArgs = z.object({
  payments: z.preprocess(withoutNullIds, ZStudyPaymentsInput),
  version: ZRecordVersion,
});

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
      const { payments, version } = parseInput(ZUpdateStudyPaymentsArgs, args);
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
