import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { PUBLIC_ROUTE } from './route-access.js';

/** A load balancer's probe must get an answer quickly, even from a server that hangs. */
export const HEALTH_TIMEOUT_MS = 2_000;

export type DependencyState = 'up' | 'down';

export interface HealthReport {
  status: 'ok' | 'unavailable';
  database: DependencyState;
}

/**
 * GET /healthz: what the portal depends on and whether it answers — 200
 * `{ status: 'ok', database: 'up' }`, or 503 `{ status: 'unavailable', database: 'down' }`
 * (docs/operations.md). Only changes of state are logged, not every probe of an outage.
 */
export function registerHealth(app: FastifyInstance, db: Database): void {
  let lastDatabase: DependencyState = 'up';
  app.get('/healthz', { config: { access: PUBLIC_ROUTE } }, async (request, reply) => {
    const { database, error } = await probeDatabase(db);
    if (database !== lastDatabase) logChange(request.log, database, error);
    lastDatabase = database;
    const report: HealthReport = { status: database === 'up' ? 'ok' : 'unavailable', database };
    return reply
      .code(report.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(report);
  });
}

interface Probe {
  database: DependencyState;
  error?: unknown;
}

async function probeDatabase(db: Database): Promise<Probe> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Probe>((resolve) => {
    timer = setTimeout(
      () => resolve({ database: 'down', error: new Error('no answer in time') }),
      HEALTH_TIMEOUT_MS,
    );
  });
  const probe = db.execute(sql`select 1`).then(
    (): Probe => ({ database: 'up' }),
    (error: unknown): Probe => ({ database: 'down', error }),
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function logChange(log: FastifyBaseLogger, database: DependencyState, error: unknown): void {
  if (database === 'down') log.warn({ err: error }, 'health check: database unreachable');
  else log.info('health check: database reachable again');
}
