import type { QueryResolvers, MutationResolvers } from '../../graphql/__generated__/resolvers.js';
import { ZConsentAnswersInput, ZConsentRequestInput } from '@portal/domain';
import type { ActiveTablet } from '../../graphql/context.js';
import { AppError, parseInput } from '../../errors/app-error.js';
import { operation, requires, requiresTablet } from '../../graphql/operation-policy.js';
import { subscription } from '../../graphql/subscription-guard.js';
import { objectResolvers, type SubscriptionMap } from '../../graphql/typed-resolvers.js';
import {
  CONSENT_REQUESTED,
  CONSENT_SUBMITTED,
  type ConsentRequested,
  type ConsentSubmitted,
} from '../../platform/pubsub/events.js';
import { submittedEvent } from './consent-submitted-event.js';
import { findConsentRequest, findOpenRequestOfTablet } from './consent-requests.repository.js';
import { kioskConsentRequest } from './kiosk-request.js';
import { requestConsent } from './request-consent.service.js';
import { submitConsent } from './submit-consent.service.js';

/**
 * Consents on tablets (spec part 1 §4). Staff with 'patients.requestConsent' send a request and
 * hear back when it is signed; the kiosk (a tablet, never a user: `requiresTablet()`, ADR 0014)
 * receives its requests, reads the open one after a reload and submits the signed answers.
 */
export const consentsResolvers = {
  Query: {
    pendingConsentRequest: operation(requiresTablet(), async (_root, _args, ctx) => {
      const kiosk = await ctx.tabletActor();
      const request = await findOpenRequestOfTablet(ctx.db, kiosk.tablet.id);
      return request
        ? kioskConsentRequest({ db: ctx.db, readAudit: ctx.app.readAudit }, kiosk, request)
        : null;
    }),
  } satisfies QueryResolvers,

  Mutation: {
    requestConsent: operation(requires('patients.requestConsent'), async (_root, args, ctx) => {
      const input = parseInput(ZConsentRequestInput, args);
      return requestConsent({ db: ctx.db, events: ctx.events }, await ctx.actor(), input);
    }),
    submitConsent: operation(requiresTablet(), async (_root, args, ctx) => {
      const answers = parseInput(ZConsentAnswersInput, args.answers);
      const deps = { db: ctx.db, storage: ctx.app.storage, events: ctx.events };
      await submitConsent(deps, await ctx.tabletActor(), answers);
      return true;
    }),
  } satisfies MutationResolvers,

  Subscription: {
    consentSubmitted: operation(
      requires('patients.requestConsent'),
      subscription({
        topic: CONSENT_SUBMITTED,
        // Only the staff member who asked: the toast and the new file are theirs.
        visible: (event: ConsentSubmitted, session) => event.requestedById === session.userId,
        resolve: async (event, ctx) => {
          return submittedEvent({ db: ctx.db }, await ctx.actor(), event.requestId);
        },
      }),
    ),
    consentRequested: operation(
      requiresTablet(),
      subscription({
        topic: CONSENT_REQUESTED,
        // Only the tablet the request was sent to.
        visible: (event: ConsentRequested, tablet: ActiveTablet) => event.tabletId === tablet.id,
        resolve: async (event, ctx) => {
          const kiosk = await ctx.tabletActor();
          const request = await findConsentRequest(ctx.db, event.requestId);
          const shown =
            request &&
            (await kioskConsentRequest(
              { db: ctx.db, readAudit: ctx.app.readAudit },
              kiosk,
              request,
            ));
          // Gone since it was sent (its patient deleted): nothing to show.
          if (!shown) throw new AppError('NOT_FOUND', 'errors.consent.requestNotFound');
          return shown;
        },
      }),
    ),
  } satisfies SubscriptionMap,

  // Read off the rows; ConsentRequest.tablet is a loader (consents.loaders.ts).
  ConsentRequest: objectResolvers<'ConsentRequest', 'tablet'>()({}),
  KioskConsentRequest: objectResolvers<'KioskConsentRequest'>()({}),
  ConsentSubmittedEvent: objectResolvers<'ConsentSubmittedEvent'>()({}),
};
