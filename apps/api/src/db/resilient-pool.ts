import pg from 'pg';
import type { Logger } from 'pino';
import { reportUnlessStopping } from '../shutdown-state.js';
import { markFromDatabase } from './unavailable.js';

type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg.Pool that survives the database going away (ADR 0017).
 *
 * - An 'error' event without a listener ends the process. The pool emits one when the server
 *   cuts an idle connection (restart, pg_terminate_backend); a connection lent out emits it on
 *   itself, where pg-pool no longer listens. Both are expected during an outage.
 * - A connection that dies while lent out goes back to the pool at once, which discards it.
 *   Drizzle's `transaction()` sends BEGIN before its try/finally: when BEGIN meets a dead
 *   connection, nobody ever releases it, and after `max` such leaks the pool would wait forever
 *   for a free connection. The borrower's own later release() is then a no-op.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, log?: Pick<Logger, 'warn'>) {
    super(config);
    this.on('error', (error) => {
      reportUnlessStopping(() =>
        log?.warn({ err: error }, 'database connection lost; the pool will open a new one'),
      );
    });
    this.on('connect', (client) => {
      client.on('error', () => {
        // Reported by the pool when the connection was idle, by the failing query otherwise.
      });
    });
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // A failed connect carries no query: marked, it is still recognized as the database's outage.
    if (!callback) {
      return super.connect().then(releaseWhenLost, (error: unknown) => {
        throw markFromDatabase(error);
      });
    }
    // pool.query() borrows through this form.
    super.connect((error, client, done) => {
      if (!client) return callback(markFromDatabase(error), client, done);
      const guarded = releaseWhenLost(client);
      callback(error, guarded, (release) =>
        guarded.release(release as Error | boolean | undefined),
      );
    });
  }
}

function releaseWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const lost = (error: Error) => once(error);
  const once = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', lost);
    release(error);
  };
  client.on('error', lost);
  client.release = once;
  return client;
}
