import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Logger } from 'pino';
import { ResilientPool } from './resilient-pool.js';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema>;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
}

export interface OpenDatabaseOptions {
  max?: number;
  statementTimeoutMs?: number;
  /** Where lost connections are reported; without it they are dropped silently. */
  log?: Pick<Logger, 'warn'>;
}

/** How long a request waits for a connection before it is answered DATABASE_UNAVAILABLE. */
export const CONNECTION_TIMEOUT_MS = 5_000;

/**
 * A connection pool and the Drizzle database over it (camelCase in TS, snake_case in SQL).
 * The pool survives the database going away (ADR 0017): a cut connection is dropped and the
 * next query opens a new one, so the API recovers by itself once the server is back.
 */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
  const pool = new ResilientPool(
    {
      connectionString: url,
      max: options.max ?? 10,
      // A query that hangs must not hold a request forever (DB_STATEMENT_TIMEOUT_SECONDS).
      statement_timeout: options.statementTimeoutMs ?? 30_000,
      application_name: 'radiology-portal',
      // A server that does not answer fails the request quickly instead of holding it.
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      // Finds connections whose server vanished without closing them (host down, network cut).
      keepAlive: true,
    },
    options.log,
  );
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool };
}

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Either the database or an open transaction: code that may run inside one takes this. */
export type Executor = Database | Transaction;
