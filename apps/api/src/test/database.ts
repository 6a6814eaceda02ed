import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { adminClient, withDatabaseName } from './database-url.js';

export interface TestDatabase extends DatabaseHandle {
  url: string;
  drop(): Promise<void>;
}

/** A fresh database cloned from the migrated template; each test file uses its own. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `portal_test_${randomBytes(6).toString('hex')}`;
  const admin = await adminClient(adminUrl);
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
  const url = withDatabaseName(adminUrl, name);
  const handle = openDatabase(url, { max: 5 });
  return {
    ...handle,
    url,
    async drop() {
      // pool.end() resolves before its sockets close; the forced drop below may terminate one
      // that is still closing, which then reports FATAL 57P01: expected here, not a failure.
      handle.pool.on('error', () => undefined);
      await handle.pool.end();
      const cleanup = await adminClient(adminUrl);
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
