import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { EventPublisher } from '../platform/pubsub/event-publisher.js';
import {
  asTablet,
  asUser,
  resolvePrincipal,
  type ActiveSession,
  type ActiveTablet,
  type Principal,
  type RequestFacts,
} from './context.js';
import { AppError } from '../errors/app-error.js';

/** graphql-transport-ws close codes (the web's client stops retrying on 4401, retries 4403). */
export const CLOSE_UNAUTHORIZED = 4401;
export const CLOSE_FORBIDDEN = 4403;
/** Standard 1013 "Try Again Later": the client reconnects (and refetches) instead of missing events. */
export const CLOSE_TRY_AGAIN_LATER = 1013;

/** What a WebSocket's context adds to a request's: the socket and a fresh look at its session. */
export interface SocketContext {
  closeSocket(code: number, reason: string): void;
  /** Looks the session up again now; throws as `session()` does when it has ended. */
  revalidateSession(): Promise<ActiveSession>;
  /** The same for a paired tablet's socket (ADR 0014); throws as `tablet()` does. */
  revalidateTablet(): Promise<ActiveTablet>;
}

/**
 * The session of one WebSocket. `session()` answers the session as last validated (at
 * connection_init, then at each event); `revalidateSession()` looks the token up again, so a
 * logout, expiry, deactivation or withdrawn role is noticed at the next event (ADR 0011).
 * Concurrent revalidations share one query.
 */
export function socketSession(
  db: Database,
  facts: Pick<RequestFacts, 'authorization' | 'requestedRole'>,
  validated: Principal,
  events: EventPublisher,
): {
  session(): Promise<ActiveSession>;
  revalidateSession(): Promise<ActiveSession>;
  tablet(): Promise<ActiveTablet>;
  revalidateTablet(): Promise<ActiveTablet>;
} {
  // A socket opened with a tablet's token is a tablet's socket for good: user subscriptions
  // refuse it (and tablet subscriptions a user's) with WrongPrincipalError, which never closes it.
  let latest = validated;
  let pending: Promise<Principal> | undefined;
  const revalidate = () =>
    (pending ??= resolvePrincipal(db, facts, events)
      .then((principal) => (latest = principal))
      .finally(() => (pending = undefined)));
  return {
    session: () => Promise.resolve(latest).then(asUser),
    tablet: () => Promise.resolve(latest).then(asTablet),
    revalidateSession: async () => asUser(await revalidate()),
    revalidateTablet: async () => asTablet(await revalidate()),
  };
}

/**
 * The session for an event about to be delivered, or null after closing the socket because the
 * session has ended: 4401 when it is gone (signed out, expired, revoked, account deactivated),
 * 4403 when the user no longer holds the role the socket acts as. A failed lookup (database
 * down) closes with 1013 so the client reconnects and refetches rather than miss the event.
 */
export function liveSession(
  context: SocketContext & { log: FastifyBaseLogger },
): Promise<ActiveSession | null> {
  return live(context, () => context.revalidateSession());
}

/** liveSession for a tablet's socket. */
export function liveTablet(
  context: SocketContext & { log: FastifyBaseLogger },
): Promise<ActiveTablet | null> {
  return live(context, () => context.revalidateTablet());
}

async function live<S>(
  context: SocketContext & { log: FastifyBaseLogger },
  revalidate: () => Promise<S>,
): Promise<S | null> {
  try {
    return await revalidate();
  } catch (error) {
    if (!(error instanceof AppError))
      context.log.error({ err: error }, 'socket session lookup failed');
    const [code, reason] = closeFor(error);
    context.closeSocket(code, reason);
    return null;
  }
}

function closeFor(error: unknown): [number, string] {
  if (!(error instanceof AppError)) return [CLOSE_TRY_AGAIN_LATER, 'Try Again Later'];
  if (error.code === 'FORBIDDEN') return [CLOSE_FORBIDDEN, 'Forbidden'];
  if (error.code === 'UNAUTHENTICATED' || error.code === 'TOKEN_EXPIRED') {
    return [CLOSE_UNAUTHORIZED, 'Unauthorized'];
  }
  return [CLOSE_TRY_AGAIN_LATER, 'Try Again Later'];
}
