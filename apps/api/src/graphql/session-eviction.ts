import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { forgetUserSessions } from '../auth/sessions.js';
import { USER_UPDATED, type UserUpdated } from '../platform/pubsub/events.js';

/**
 * What Mercurius' PubSub really does (lib/subscriber.js): it pushes each event's payload into the
 * given stream and leaves functions that unsubscribe in `queue.close`. Its typings describe the
 * per-subscription context instead.
 */
interface RawPubSub {
  subscribe(topic: string, queue: Readable & { close?: (() => void)[] }): Promise<void>;
}

/**
 * Forgets the cached sessions of a user whenever a `userUpdated` event arrives, from this API
 * process or, through Redis, from any other (session-cache.ts, ADR 0028): a user deactivated,
 * given other roles or signed out elsewhere is looked up anew at the next request.
 */
export async function forgetSessionsOfChangedUsers(app: FastifyInstance): Promise<void> {
  const queue: Readable & { close?: (() => void)[] } = new Readable({
    objectMode: true,
    read: () => undefined,
  });
  queue.on('data', (payload: UserUpdated) => forgetUserSessions(payload.userId));
  await (app.graphql.pubsub as unknown as RawPubSub).subscribe(USER_UPDATED, queue);
  app.addHook('onClose', (_instance, done) => {
    for (const unsubscribe of queue.close ?? []) unsubscribe();
    queue.destroy();
    done();
  });
}
