import { GraphQLError, type GraphQLResolveInfo } from 'graphql';
import mercurius from 'mercurius';
import type { ActiveSession, GraphQLContext } from './context.js';
import { formatExecutionErrors } from './error-formatter.js';
import { AppError, forbidden, unauthenticated } from '../errors/app-error.js';
import { CLOSE_FORBIDDEN, type SocketContext } from './socket-session.js';

// Mercurius is CommonJS: under plain Node its helpers exist only on the default export.
const { withFilter } = mercurius;

/**
 * A subscription root field: the event topic it listens to, which events a subscriber may see, and
 * how a visible event becomes the field's value. Declared with `operation(policy, subscription({…}))`
 * like any other root field. The subscriber `S` is a user's session, or a paired tablet for the
 * kiosk's subscriptions (`requiresTablet()`, ADR 0014).
 */
export interface SubscriptionDefinition<E, S = ActiveSession, R = unknown> {
  /** A topic of platform/pubsub/events.ts. */
  topic: string;
  /**
   * Whether this subscriber may see this event: the row-level rule the matching query applies
   * (own account, own patients…). Runs for every event and every subscriber: keep it free of I/O.
   */
  visible: (event: E, subscriber: S) => boolean;
  /** The field's value for a visible event, read now with the subscriber's own context. */
  resolve: (event: E, context: GraphQLContext) => R;
}

const SUBSCRIPTION = Symbol('subscription');

/** Marks an object as a subscription definition (and infers its event and subscriber types). */
export function subscription<E, S = ActiveSession, R = unknown>(
  definition: SubscriptionDefinition<E, S, R>,
): SubscriptionDefinition<E, S, R> {
  return Object.assign(definition, { [SUBSCRIPTION]: true });
}

export function isSubscriptionDefinition(
  value: unknown,
): value is SubscriptionDefinition<unknown, unknown> {
  return typeof value === 'object' && value !== null && SUBSCRIPTION in value;
}

export type SocketGraphQLContext = GraphQLContext & SocketContext;

/** Who may subscribe (the operation policy) and how a socket's subscriber is looked up. */
export interface SubscriberAccess<S> {
  /**
   * The subscriber as last validated, without I/O. Throws for a socket of the other kind of
   * principal (a tablet's socket asking for a user subscription, or the reverse).
   */
  current(context: SocketGraphQLContext): Promise<S>;
  /** Looks the subscriber up again; null once the socket was closed because its session ended. */
  live(context: SocketGraphQLContext): Promise<S | null>;
  /** The operation-policy check: throws (and audits) a refusal. */
  authorize(subscriber: S, context: GraphQLContext): Promise<void>;
  /** The same check as a yes/no, for each event (nothing is audited: nobody asked anything). */
  permits(subscriber: S): boolean;
}

type FieldResolver = (
  root: unknown,
  args: unknown,
  context: SocketGraphQLContext,
  info: GraphQLResolveInfo,
) => unknown;

/**
 * The Mercurius `{ subscribe, resolve }` of a declared subscription. Subscribing checks the
 * policy like a query does. Then every event passes a per-event filter before it is delivered:
 * visible to the subscriber as last validated (no I/O), then — only for events about to go out —
 * the subscriber is looked up again (an ended session closes the socket, see socket-session.ts),
 * the policy is checked against it and visibility is decided on the fresh subscriber.
 */
export function guardSubscription<E, S>(
  definition: SubscriptionDefinition<E, S>,
  access: SubscriberAccess<S>,
): { subscribe: FieldResolver; resolve: FieldResolver } {
  const deliverable = async (event: E, _args: unknown, context: SocketGraphQLContext) => {
    if (!definition.visible(event, await access.current(context))) return false;
    const subscriber = await access.live(context);
    if (!subscriber) return false;
    if (!access.permits(subscriber)) {
      context.closeSocket(CLOSE_FORBIDDEN, 'Forbidden');
      return false;
    }
    return definition.visible(event, subscriber);
  };

  const subscribe: FieldResolver = async (root, args, context, info) => {
    try {
      // The wrong kind of socket is refused without closing it: its other subscriptions go on.
      await access.current(context);
    } catch (error) {
      throw localized(error, context);
    }
    const subscriber = await access.live(context);
    // The socket is closed already; the error is for a client that still listens.
    if (!subscriber) throw localized(unauthenticated(), context);
    try {
      await access.authorize(subscriber, context);
    } catch (error) {
      throw localized(error, context);
    }
    const filtered = withFilter<E, unknown, SocketGraphQLContext, unknown>(
      (_root, _args, ctx) => ctx.pubsub.subscribe(definition.topic),
      deliverable,
    );
    return filtered(root, args, context, info);
  };

  return {
    subscribe,
    resolve: onSocketOnly((event, context) => definition.resolve(event as E, context)),
  };
}

/**
 * A subscription document POSTed over HTTP is executed like a query: the field's `resolve` runs
 * without an event and without `subscribe` (so without the policy check). Only a socket's
 * subscription may reach it.
 */
function onSocketOnly(
  resolve: (event: unknown, context: SocketGraphQLContext) => unknown,
): FieldResolver {
  return (event, _args, context) => {
    if (typeof context.revalidateSession !== 'function') {
      throw new AppError('BAD_REQUEST', 'errors.badRequest');
    }
    return resolve(event, context);
  };
}

/** An undeclared subscription field: undeclared means denied, as for queries and mutations. */
export const refusedSubscription: { subscribe: FieldResolver; resolve: FieldResolver } = {
  subscribe: (_root, _args, context) => {
    throw localized(forbidden(), context);
  },
  resolve: onSocketOnly(() => {
    throw forbidden();
  }),
};

/**
 * Mercurius sends errors raised while subscribing as they are, without the error formatter:
 * translate them here, so the client gets the same code and localized message a query would.
 */
function localized(error: unknown, context: GraphQLContext): GraphQLError {
  const { response } = formatExecutionErrors(
    { errors: [error as GraphQLError] },
    context.lang,
    context.log,
  );
  const [formatted] = response.errors ?? [];
  return new GraphQLError(formatted?.message ?? 'error', { extensions: formatted?.extensions });
}
