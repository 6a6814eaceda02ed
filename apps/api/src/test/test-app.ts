import { tmpdir } from 'node:os';
import path from 'node:path';
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
    // Files never land in the checkout, and no secret file is written: a test that uploads
    // passes a FILES_DIR of its own.
    FILES_DIR: path.join(tmpdir(), 'portal-api-test-files'),
    AUDIT_SPOOL_DIR: path.join(tmpdir(), 'portal-api-test-audit-spool'),
    FILE_URL_SECRET: 'test-file-url-secret-of-at-least-32-characters',
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
