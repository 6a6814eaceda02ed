import {
  ZNewTabletInput,
  ZRecordId,
  ZRecordVersion,
  ZTabletCredentials,
  ZTabletsFilter,
  ZTabletUpdateInput,
} from '@portal/domain';
import { z } from 'zod';
import type { QueryResolvers, MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import { parseInput } from '../../errors/app-error.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires, requiresTablet } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from '../../graphql/typed-resolvers.js';
import {
  TABLET_STATUS_CHANGED,
  tabletStatusChanged,
  type TabletStatusChanged,
} from '../../platform/pubsub/events.js';
import { tabletSignIn } from './tablet-sign-in.js';
import { findTabletRow, listTablets } from './tablets.repository.js';
import { tabletNotFound } from './tablet-errors.js';
import {
  deleteTablet,
  registerTablet,
  unpairTablet,
  updateTablet,
  type TabletDeps,
} from './tablets.service.js';

const ZTabletIdArg = z.object({ id: ZRecordId });

const depsOf = (ctx: GraphQLContext): TabletDeps => ({
  db: ctx.db,
  publicUrl: ctx.config.publicUrl,
});

/**
 * Tablets (spec part 2 §7 Settings) and the kiosk's sign-in. The list and the live status are for
 * everyone who sends consent requests ('patients.requestConsent': the desk roles, Admin among
 * them), since they pick a tablet and see whether it is online; registering, editing and deleting
 * are settings ('settings.tablets': Admin). A kiosk signs in with client credentials (PUBLIC) and
 * from then on acts as a tablet, never as a user (ADR 0014).
 */
export const tabletsResolvers = {
  Query: {
    tablets: operation(requires('patients.requestConsent'), async (_root, args, ctx) =>
      listTablets(ctx.db, parseInput(ZTabletsFilter, args)),
    ),
  } satisfies QueryResolvers,

  Mutation: {
    registerTablet: operation(requires('settings.tablets'), async (_root, args, ctx) => {
      const input = parseInput(ZNewTabletInput, args.newTablet);
      return registerTablet(depsOf(ctx), await ctx.actor(), input);
    }),
    updateTablet: operation(requires('settings.tablets'), async (_root, args, ctx) => {
      const { id } = parseInput(ZTabletIdArg, args);
      const version = parseInput(ZRecordVersion, args.version);
      const input = parseInput(ZTabletUpdateInput, args.input);
      return updateTablet(depsOf(ctx), await ctx.actor(), { id, version, input });
    }),
    deleteTablet: operation(requires('settings.tablets'), async (_root, args, ctx) => {
      const { id } = parseInput(ZTabletIdArg, args);
      await deleteTablet(depsOf(ctx), await ctx.actor(), id);
      return true;
    }),
    // An Admin's action: whoever holds the tablet cannot unpair it (ADR 0026).
    unpairTablet: operation(requires('settings.tablets'), async (_root, args, ctx) => {
      const { id } = parseInput(ZTabletIdArg, args);
      const registration = await unpairTablet(depsOf(ctx), await ctx.actor(), id);
      // Staff lists show it as not configured at once.
      ctx.events.publish(tabletStatusChanged(id));
      return registration;
    }),
    tabletSignIn: operation(PUBLIC, async (_root, args, ctx) =>
      tabletSignIn(
        { db: ctx.db, config: ctx.config, events: ctx.events },
        { address: ctx.address },
        parseInput(ZTabletCredentials, args),
      ),
    ),
    // The guard has looked the tablet up, which records its use (at most every 30 s).
    tabletHeartbeat: operation(requiresTablet(), () => true),
  } satisfies MutationResolvers,

  Subscription: {
    // The same permission as the `tablets` list whose status chips it keeps current: the consent
    // section warns when no tablet is online, so the desk roles need it, not only Admin.
    tabletStatusChanged: operation(
      requires('patients.requestConsent'),
      subscription({
        topic: TABLET_STATUS_CHANGED,
        // Like the list: every tablet of every branch.
        visible: (_event: TabletStatusChanged) => true,
        resolve: async (event, ctx) => {
          const tablet = await findTabletRow(ctx.db, event.id);
          if (!tablet) throw tabletNotFound(event.id);
          const { id, tabletId, configuredAt, lastUsedAt } = tablet;
          return { id, tabletId, configuredAt, lastUsedAt };
        },
      }),
    ),
  } satisfies SubscriptionMap,

  // The repository's rows as they are (the branch joined in): checked against the SDL.
  Tablet: objectResolvers<'Tablet'>()({}),
  TabletRegistration: objectResolvers<'TabletRegistration'>()({}),
};
