import { ZAvailableSlotsQuery, ZRecordId, ZScheduleFromLinkInput } from '@portal/domain';
import { parseInput } from '../../errors/app-error.js';
import type { MutationResolvers, QueryResolvers } from '../../graphql/__generated__/resolvers.js';
import type { GraphQLContext } from '../../graphql/context.js';
import { operation, PUBLIC, requires } from '../../graphql/operation-policy.js';
import { objectResolvers } from '../../graphql/typed-resolvers.js';
import {
  getSchedulingData,
  getSlotsByToken,
  scheduleFromLink,
  type SchedulingDeps,
} from './scheduling-by-link.service.js';
import { sendReferralSchedulingLink } from './scheduling-links.js';

const depsOf = (ctx: GraphQLContext): SchedulingDeps => ({
  db: ctx.db,
  events: ctx.events,
  mailer: ctx.mailer,
  readAudit: ctx.app.readAudit,
  now: () => new Date(),
});

/**
 * Scheduling by link (spec part 1 §2 /schedule-appointment, §7; issue 17 §2; ADR 0040). Staff
 * send a link ('referrals.sendSchedulingLink', the referral within their scope); the patient's
 * page calls the three PUBLIC operations, whose only credential is the link's token and whose
 * every call counts against the caller's address.
 */
export const schedulingResolvers = {
  Query: {
    getSchedulingDataByToken: operation(PUBLIC, (_root, args, ctx) =>
      getSchedulingData(depsOf(ctx), { address: ctx.address }, args.token),
    ),
    getAvailableAppointmentSlotsByToken: operation(PUBLIC, (_root, args, ctx) => {
      const { token, ...query } = args;
      return getSlotsByToken(
        depsOf(ctx),
        { address: ctx.address },
        token,
        parseInput(ZAvailableSlotsQuery, query),
      );
    }),
  } satisfies QueryResolvers,

  Mutation: {
    sendReferralSchedulingLink: operation(
      requires('referrals.sendSchedulingLink'),
      async (_root, args, ctx) =>
        sendReferralSchedulingLink(
          depsOf(ctx),
          await ctx.actor(),
          parseInput(ZRecordId, args.referralId),
        ),
    ),
    scheduleAppointmentFromLink: operation(PUBLIC, (_root, args, ctx) => {
      const { token, ...slot } = args;
      return scheduleFromLink(
        depsOf(ctx),
        { address: ctx.address, lang: ctx.lang },
        token,
        parseInput(ZScheduleFromLinkInput, slot),
      );
    }),
  } satisfies MutationResolvers,

  SchedulingLinkSent: objectResolvers<'SchedulingLinkSent'>()({}),
  SchedulingPatient: objectResolvers<'SchedulingPatient'>()({}),
  SchedulingStudyType: objectResolvers<'SchedulingStudyType'>()({}),
  SchedulingBranch: objectResolvers<'SchedulingBranch'>()({}),
  SchedulingData: objectResolvers<'SchedulingData'>()({}),
  ScheduledAppointment: objectResolvers<'ScheduledAppointment'>()({}),
};
