import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { DatabaseHandle } from './client.js';

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** Any constant shared by all copies of the API; serializes migrations between them. */
const MIGRATION_LOCK = 726_354_019;

/**
 * Brings the schema up to date. Several API copies may start at once; an advisory lock held on
 * a separate connection makes the others wait instead of running the same migration twice.
 */
export async function runMigrations({ db, pool }: DatabaseHandle): Promise<void> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(db, { migrationsFolder });
  } finally {
    await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    lock.release();
  }
}
