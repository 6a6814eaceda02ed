import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service.js';

const depsOf = (ctx: GraphQLContext) => ({ db: ctx.db, publicUrl: ctx.config.publicUrl });

/** The coordinator's calendar feed (visits-calendar.graphql): permission, call. */
export const visitsCalendarResolvers = {
  Query: {
    visitsCalendarFeed: operation(requires('visits.calendarFeed'), async (_root, _args, ctx) =>
      calendarFeedStatus(ctx.db, await ctx.actor()),
    ),
  } satisfies QueryResolvers,
  Mutation: {
    createVisitsCalendarFeed: operation(
      requires('visits.calendarFeed'),
      async (_root, _args, ctx) => createCalendarFeed(depsOf(ctx), await ctx.actor()),
    ),
    revokeVisitsCalendarFeed: operation(
      requires('visits.calendarFeed'),
      async (_root, _args, ctx) => {
        const actor = await ctx.actor();
        await revokeCalendarFeed(ctx.db, actor);
        return calendarFeedStatus(ctx.db, actor);
      },
    ),
  } satisfies MutationResolvers,
  VisitsCalendarFeed: objectResolvers<'VisitsCalendarFeed'>()({}),
  VisitsCalendarFeedLink: objectResolvers<'VisitsCalendarFeedLink'>()({}),
};
