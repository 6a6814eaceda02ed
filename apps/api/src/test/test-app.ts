import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { createLogger } from '../logger.js';
import { createTestDatabase, type TestDatabase } from './database.js';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The configuration tests run with; `env` overrides variables as the environment would. */
export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    BUILD_COMMIT: 'test-commit',
    ...env,
  });
}

/** The whole portal on its own database, ready for `app.inject`. */
export async function createTestApp(
  env: Record<string, string> = {},
  database?: TestDatabase,
): Promise<TestApp> {
  const config = testConfig(env);
  const db = database ?? (await createTestDatabase());
  const app = await buildApp({ config, db: db.db, logger: createLogger(config.logLevel) });
  await app.ready();
  return {
    app,
    database: db,
    config,
    async close() {
      await app.close();
      if (!database) await db.drop();
    },
  };
}
