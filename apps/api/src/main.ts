import { buildApp } from './app.js';
import { ConfigError, loadConfig, type Config } from './config.js';
import { openDatabase } from './db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded.js';
import { runMigrations } from './db/migrate.js';
import { ensureAppConfig, seedDemoData } from './db/seed/index.js';
import { createLogger } from './logger.js';
import { Jobs } from './platform/jobs/jobs.js';

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
  const database = openDatabase(databaseUrl);
  await runMigrations(database);
  await ensureAppConfig(database.db);
  if (config.seedDemoData && (await seedDemoData(database.db))) {
    log.info('demo data seeded (accounts <role>@example.com, password Demo1234)');
  }

  const jobs = new Jobs({
    connectionString: databaseUrl,
    logger: log,
    pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
    keepFailedDays: config.jobs.keepFailedDays,
  });
  const app = await buildApp({ config, db: database.db, logger: log, jobs });
  // Before listening, so the first request that queues a mail finds its queue.
  await jobs.start();
  if (config.env === 'production' && !config.mail.smtpUrl) {
    log.warn('SMTP_URL is not set: mails are only stored in the mails table, nobody receives them');
  }
  await app.listen({ port: config.port, host: config.host });
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(`Portal ready at http://${shownHost}:${config.port}\n`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    // Running jobs finish (or are handed back for a retry) while the database is still open.
    await jobs.stop();
    await database.pool.end();
    await embedded?.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `The portal could not start: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
});
