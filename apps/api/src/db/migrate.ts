import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant shared by all copies of the API; serializes migrations between them. */
const MIGRATION_LOCK = 726_354_019;

/**
 * Brings the schema up to date. Several API copies may start at once; an advisory lock makes the
 * others wait instead of running the same migration twice. The migrations run on the lock's own
 * connection with no statement timeout: the pool's (DB_STATEMENT_TIMEOUT_SECONDS) is meant for
 * requests, and neither waiting for another copy nor rewriting a large table should trip it.
 */
export async function runMigrations({ pool }: DatabaseHandle): Promise<void> {
  const connection = await pool.connect();
  try {
    await connection.query('set statement_timeout = 0');
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client: connection }), { migrationsFolder });
  } finally {
    await connection
      .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK])
      .catch(() => undefined);
    await connection.query('reset statement_timeout').catch(() => undefined);
    connection.release();
  }
}
