import { mkdtemp, chmod, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../db/embedded.js';
import { runMigrations } from '../db/migrate.js';
import { ensureAppConfig } from '../db/seed/app-config.js';
import { adminClient, withDatabaseName } from './database-url.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server's maintenance database; test files create their own databases. */
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

const quiet = { debug: () => undefined, info: () => undefined, warn: () => undefined };

/**
 * Once per run: a PostgreSQL server (TEST_DATABASE_URL, else an embedded one in a temp folder)
 * and a migrated template database every test file clones.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let embedded: EmbeddedDatabase | null = null;
  let dataDir: string | null = null;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-api-test-'));
    await chmod(dataDir, 0o755);
    embedded = await startEmbeddedPostgres(dataDir, quiet);
    adminUrl = withDatabaseName(embedded.url, 'postgres');
  }

  const template = `portal_test_template_${process.pid}`;
  const admin = await adminClient(adminUrl);
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  await admin.end();

  const handle = openDatabase(withDatabaseName(adminUrl, template), { max: 2 });
  await runMigrations(handle);
  await ensureAppConfig(handle.db);
  await handle.pool.end();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);

  return async () => {
    const cleanup = await adminClient(adminUrl);
    await cleanup.query(`drop database if exists ${template}`);
    await cleanup.end();
    await embedded?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  };
}
