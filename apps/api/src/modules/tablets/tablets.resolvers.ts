import {
  ZNewTabletInput,
  ZRecordId,
  ZRecordVersion,
  ZTabletCredentials,
  ZTabletsFilter,
  ZTabletUpdateInput,
} from '@portal/domain';
import { z } from 'zod';
import type { GraphQLContext } from '../../graphql/context.js';
import { parseInput } from '../../graphql/errors.js';
import { operation, PUBLIC, requires, requiresTablet } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { TABLET_STATUS_CHANGED, type TabletStatusChanged } from '../../platform/pubsub/events.js';
import { tabletSignIn } from './tablet-sign-in.js';
import { findTabletRow, listTablets } from './tablets.repository.js';
import { tabletNotFound } from './tablet-errors.js';
import { deleteTablet, registerTablet, updateTablet, type TabletAdmin } from './tablets.service.js';

type Ctx = GraphQLContext;

const ZTabletIdArg = z.object({ id: ZRecordId });

async function adminOf(ctx: Ctx): Promise<TabletAdmin> {
  const session = await ctx.session();
  return { userId: session.userId, address: ctx.address };
}

/**
 * Tablets (spec part 2 §7 Settings) and the kiosk's sign-in. The list and the live status are for
 * everyone who sends consent requests ('patients.requestConsent': the desk roles, Admin among
 * them), since they pick a tablet and see whether it is online; registering, editing and deleting
 * are settings ('settings.tablets': Admin). A kiosk signs in with client credentials (PUBLIC) and
 * from then on acts as a tablet, never as a user (ADR 0014).
 */
export const tabletsResolvers = {
  Query: {
    tablets: operation(
      requires('patients.requestConsent'),
      async (_root: unknown, args: Record<string, unknown>, ctx: Ctx) =>
        listTablets(ctx.db, parseInput(ZTabletsFilter, args)),
    ),
  },

  Mutation: {
    registerTablet: operation(
      requires('settings.tablets'),
      async (_root: unknown, args: { newTablet: unknown }, ctx: Ctx) => {
        const input = parseInput(ZNewTabletInput, args.newTablet);
        return registerTablet(ctx.db, ctx.config.publicUrl, await adminOf(ctx), input);
      },
    ),
    updateTablet: operation(
      requires('settings.tablets'),
      async (_root: unknown, args: { id: unknown; input: unknown; version: unknown }, ctx: Ctx) => {
        const { id } = parseInput(ZTabletIdArg, args);
        const version = parseInput(ZRecordVersion, args.version);
        const input = parseInput(ZTabletUpdateInput, args.input);
        return updateTablet(ctx.db, await adminOf(ctx), id, version, input);
      },
    ),
    deleteTablet: operation(
      requires('settings.tablets'),
      async (_root: unknown, args: { id: unknown }, ctx: Ctx) => {
        const { id } = parseInput(ZTabletIdArg, args);
        await deleteTablet(ctx.db, await adminOf(ctx), id);
        return true;
      },
    ),
    tabletSignIn: operation(
      PUBLIC,
      async (_root: unknown, args: Record<string, unknown>, ctx: Ctx) =>
        tabletSignIn(
          ctx.db,
          ctx.config,
          ctx.events,
          parseInput(ZTabletCredentials, args),
          ctx.address,
        ),
    ),
    // The guard has looked the tablet up, which records its use (at most every 30 s).
    tabletHeartbeat: operation(requiresTablet(), () => true),
  },

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
  },
};
