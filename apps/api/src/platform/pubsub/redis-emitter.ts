import type { FastifyBaseLogger } from 'fastify';
import mqemitterRedis from 'mqemitter-redis';

type Message = Record<string, unknown> & { topic: string };
type Listener = (message: Message, done: () => void) => void;

/** The mqemitter interface Mercurius subscribes and publishes through. */
export interface Emitter {
  on(topic: string, listener: Listener, callback?: () => void): unknown;
  emit(message: Message, callback?: (error?: Error) => void): void;
  removeListener(topic: string, listener: Listener, callback?: () => void): void;
  close(callback: () => void): void;
}

/**
 * Events through Redis pub/sub, so every API copy delivers what any copy publishes. Channels are
 * named `<prefix>/<topic>`: Redis pub/sub ignores the database number, so installations that
 * share a Redis server need different prefixes (REDIS_CHANNEL_PREFIX).
 */
export function createRedisEmitter(
  url: string,
  channelPrefix: string,
  log: FastifyBaseLogger,
): Emitter {
  const redis = mqemitterRedis({ connectionString: url });
  reportConnectionState(redis, log);
  const channel = (topic: string) => `${channelPrefix}/${topic}`;
  return {
    on: (topic, listener, callback) => redis.on(channel(topic), listener, callback),
    emit: (message, callback) =>
      redis.emit({ ...message, topic: channel(message.topic) }, callback),
    removeListener: (topic, listener, callback) =>
      redis.removeListener(channel(topic), listener, callback),
    close: (callback) => {
      disconnect(redis);
      callback();
    },
  };
}

interface Internals {
  closing: boolean;
  subConn: { disconnect(): void };
  pubConn: { disconnect(): void };
}

/**
 * mqemitter-redis' own close sends QUIT and waits for the answer, which never comes while Redis
 * is down (and leaves a rejected promise behind). Nothing needs delivering on the way out, so the
 * connections are dropped; `closing` keeps the drop itself from being reported as an outage.
 */
function disconnect(redis: ReturnType<typeof mqemitterRedis>): void {
  const internals = redis as unknown as Internals;
  internals.closing = true;
  internals.subConn.disconnect();
  internals.pubConn.disconnect();
}

/**
 * ioredis reconnects on its own; we only log when the link goes down or comes back, not every
 * retry. Without an 'error' listener the emitter would throw and stop the process.
 */
function reportConnectionState(
  redis: ReturnType<typeof mqemitterRedis>,
  log: FastifyBaseLogger,
): void {
  const state = (redis as unknown as { state: NodeJS.EventEmitter }).state;
  let up = true;
  state.on('error', (error: Error) => {
    if (!up) return;
    up = false;
    // ioredis messages name the host and port, never the password.
    log.warn({ reason: error.message }, 'Redis for events unreachable; retrying');
  });
  const connected = () => {
    if (up) return;
    up = true;
    log.info('Redis for events reachable again');
  };
  state.on('pubConnect', connected);
  state.on('subConnect', connected);
}
