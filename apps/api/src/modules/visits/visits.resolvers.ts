import {
  ZCreateVisitInput,
  ZRecordId,
  ZUpdateVisitInput,
  ZVisitsQuery,
  ZVisitTransition,
} from '@portal/domain';
import { mayChangeVisit, mayPlanFollowUp } from '../../auth/visit-policy.js';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import type { VisitModel } from './visits.repository.js';
import {
  createVisit,
  endVisit,
  getVisit,
  listVisits,
  removeVisit,
  updateVisit,
  type VisitDeps,
} from './visits.service.js';

const depsOf = (ctx: GraphQLContext): VisitDeps => ({ db: ctx.db, readAudit: ctx.app.readAudit });
const idOf = (value: unknown) => parseInput(ZRecordId, value);

/** What the caller may do with a visit now; the mutations check the same rules again. */
const offered =
  (rule: typeof mayChangeVisit) => async (visit: VisitModel, _args: unknown, ctx: GraphQLContext) =>
    rule(await ctx.actor(), visit);

/** A list of one person's visits: the visits list with that filter, newest first. */
const visitsOfPerson =
  (key: 'doctorId' | 'coordinatorId') =>
  async (id: unknown, pagination: unknown, ctx: GraphQLContext) =>
    listVisits(
      depsOf(ctx),
      await ctx.actor(),
      parseInput(ZVisitsQuery, { where: { [key]: id }, pagination }),
    );

const byDoctor = visitsOfPerson('doctorId');
const byCoordinator = visitsOfPerson('coordinatorId');

/** Visits (spec part 2 §7; visits.graphql): permission, parse, call. */
export const visitsResolvers = {
  Query: {
    visits: operation(requires('visits.list'), async (_root, args, ctx) =>
      listVisits(depsOf(ctx), await ctx.actor(), parseInput(ZVisitsQuery, args)),
    ),
    visit: operation(requires('visits.list'), async (_root, args, ctx) =>
      getVisit(depsOf(ctx), await ctx.actor(), idOf(args.id)),
    ),
    visitsByDoctor: operation(requires('visits.list'), (_root, args, ctx) =>
      byDoctor(args.doctorId, args.pagination, ctx),
    ),
    visitsByCoordinator: operation(requires('visits.list'), (_root, args, ctx) =>
      byCoordinator(args.coordinatorId, args.pagination, ctx),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    createVisit: operation(requires('visits.add'), async (_root, args, ctx) =>
      createVisit(
        depsOf(ctx),
        await ctx.actor(),
        parseInput(ZCreateVisitInput, { ...args.visit, previousVisitId: args.previousVisitId }),
      ),
    ),
    updateVisit: operation(requires('visits.edit'), async (_root, args, ctx) => {
      const id = idOf(args.id);
      const input = parseInput(ZUpdateVisitInput, { ...args.visit, version: args.version });
      return updateVisit(depsOf(ctx), await ctx.actor(), { id, input });
    }),
    removeVisit: operation(requires('visits.edit'), async (_root, args, ctx) => {
      const id = idOf(args.id);
      await removeVisit(depsOf(ctx), await ctx.actor(), id);
      return String(id);
    }),
    completeVisit: operation(requires('visits.edit'), async (_root, args, ctx) =>
      endVisit(depsOf(ctx), await ctx.actor(), 'Completed', parseInput(ZVisitTransition, args)),
    ),
    cancelVisit: operation(requires('visits.edit'), async (_root, args, ctx) =>
      endVisit(depsOf(ctx), await ctx.actor(), 'Cancelled', parseInput(ZVisitTransition, args)),
    ),
  } satisfies MutationResolvers,

  // doctor, coordinator and nextVisit are loaders (visits.loaders.ts).
  Visit: objectResolvers<'Visit', 'doctor' | 'coordinator' | 'nextVisit'>()({
    canEdit: offered(mayChangeVisit),
    canPlanFollowUp: offered(mayPlanFollowUp),
  }),
  VisitsPage: objectResolvers<'VisitsPage'>()({}),
};
