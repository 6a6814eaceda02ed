import { ZCalendarConsent, ZCalendarSync } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  calendarFeedStatus,
  createCalendarFeed,
  revokeCalendarFeed,
} from './calendar-feed.service.js';
import {
  calendarSyncStatus,
  disconnectCalendar,
  requestCalendarAccess,
  storeCalendarToken,
  syncVisitsToCalendar,
  type CalendarSyncDeps,
  type CalendarSyncStatus,
} from './calendar-sync.service.js';

const depsOf = (ctx: GraphQLContext) => ({ db: ctx.db, publicUrl: ctx.config.publicUrl });
const syncDepsOf = (ctx: GraphQLContext): CalendarSyncDeps => ({ db: ctx.db, config: ctx.config });

/** The status as the SDL spells its error (AUTH, ACCESS, SYNC). */
const syncStatus = (status: CalendarSyncStatus) => ({
  ...status,
  lastError: status.lastError === null ? null : (status.lastError.toUpperCase() as 'AUTH'),
});

/** The coordinator's calendar feed and sync (visits-calendar.graphql): permission, parse, call. */
export const visitsCalendarResolvers = {
  Query: {
    visitsCalendarFeed: operation(requires('visits.calendarFeed'), async (_root, _args, ctx) =>
      calendarFeedStatus(ctx.db, await ctx.actor()),
    ),
    visitsCalendarSync: operation(requires('visits.calendarSync'), async (_root, _args, ctx) =>
      syncStatus(await calendarSyncStatus(syncDepsOf(ctx), await ctx.actor())),
    ),
  } satisfies QueryResolvers,
  Mutation: {
    requestCalendarAccess: operation(requires('visits.calendarSync'), async (_root, _args, ctx) =>
      requestCalendarAccess(syncDepsOf(ctx), await ctx.actor()),
    ),
    storeCalendarToken: operation(requires('visits.calendarSync'), async (_root, args, ctx) => {
      const consent = parseInput(ZCalendarConsent, args);
      return syncStatus(await storeCalendarToken(syncDepsOf(ctx), await ctx.actor(), consent));
    }),
    syncVisitsToCalendar: operation(requires('visits.calendarSync'), async (_root, args, ctx) => {
      const { visitIds } = parseInput(ZCalendarSync, args);
      return syncVisitsToCalendar(syncDepsOf(ctx), await ctx.actor(), visitIds);
    }),
    disconnectCalendar: operation(requires('visits.calendarSync'), async (_root, _args, ctx) =>
      syncStatus(await disconnectCalendar(syncDepsOf(ctx), await ctx.actor())),
    ),
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
  VisitsCalendarSync: objectResolvers<'VisitsCalendarSync'>()({}),
  CalendarSyncResult: objectResolvers<'CalendarSyncResult'>()({}),
};
