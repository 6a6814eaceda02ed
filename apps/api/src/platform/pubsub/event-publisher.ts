import type { FastifyBaseLogger } from 'fastify';
import type { PortalEvent } from './events.js';

/** What services get: they announce a committed change and carry on. */
export interface EventPublisher {
  publish(event: PortalEvent): void;
}

/** Mercurius' pubsub (`app.graphql.pubsub`): in-memory, or Redis when REDIS_URL is set. */
interface PubSub {
  publish(event: { topic: string; payload: unknown }, callback: (error?: unknown) => void): void;
}

/**
 * Publishing never fails or delays the operation that caused it: the change is already
 * committed, and a lost event costs the subscriber a refresh (clients refetch after a reconnect),
 * not data. Failures are logged without the payload.
 */
export function createEventPublisher(pubsub: PubSub, log: FastifyBaseLogger): EventPublisher {
  return {
    publish(event) {
      pubsub.publish(event, (error) => {
        if (!error) return;
        const reason = error instanceof Error ? error.message : 'unknown error';
        log.warn({ topic: event.topic, reason }, 'event not published');
      });
    },
  };
}
