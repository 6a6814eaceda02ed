import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { ReadAudit } from './read-audit.js';

/**
 * The audit trail of reads (ADR 0028): on disk before the read answers, in the database within a
 * second, and not lost when the process dies or the database is away for a while.
 */

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const quiet = { warn: () => undefined };

let database: TestDatabase;
let spoolDir: string;

beforeAll(async () => {
  database = await createTestDatabase();
  spoolDir = await mkdtemp(path.join(tmpdir(), 'portal-read-audit-'));
});
afterAll(async () => {
  await database?.drop();
  if (spoolDir) await rm(spoolDir, { recursive: true, force: true });
});

const rowsOf = (action: string) =>
  database.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('the read audit', () => {
  it('writes each read to the spool at once and to the database on flush, with its own time', async () => {
    const readAudit = new ReadAudit(database.db, spoolDir, quiet);
    const before = Date.now();
    readAudit.record({
      action: 'test.read',
      outcome: 'success',
      actorUserId: 7,
      entityType: 'Patient',
      entityId: 1,
      address: '203.0.113.9',
      details: { page: 2, 'quote"s': ["it's", null] },
    });
    expect(await readdir(spoolDir)).toHaveLength(1);
    expect(await rowsOf('test.read')).toEqual([]);

    await new Promise((resolve) => setTimeout(resolve, 20));
    await readAudit.close();
    const [row] = await rowsOf('test.read');
    expect(row).toMatchObject({
      actorUserId: 7,
      entityType: 'Patient',
      entityId: '1',
      address: '203.0.113.9',
      outcome: 'success',
      details: { page: 2, 'quote"s': ["it's", null] },
    });
    expect(row!.occurredAt.getTime()).toBeGreaterThanOrEqual(before - 1);
    expect(row!.occurredAt.getTime()).toBeLessThan(before + 20);
    // Committed: nothing left to replay.
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('keeps the rows while the database refuses them, and inserts them once it takes them', async () => {
    let refuse = true;
    const flaky = {
      execute: (query: SQL) =>
        refuse ? Promise.reject(new Error('database away')) : database.db.execute(query),
    } as unknown as Database;
    const readAudit = new ReadAudit(flaky, spoolDir, quiet);
    readAudit.record({ action: 'test.outage', outcome: 'success', entityId: 'a' });
    await readAudit.flush();
    readAudit.record({ action: 'test.outage', outcome: 'success', entityId: 'b' });
    expect(await readdir(spoolDir)).toHaveLength(2);

    refuse = false;
    await readAudit.close();
    const rows = await rowsOf('test.outage');
    expect(rows.map((row) => row.entityId).sort()).toEqual(['a', 'b']);
    expect(await readdir(spoolDir)).toEqual([]);
  });

  it('inserts the rows of a process killed before its flush when the next one starts', async () => {
    // A process records three reads and is killed at once, long before its timer fires.
    const crashed = spawnSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        '--input-type=module',
        '--eval',
        `const { openDatabase } = await import('./src/db/client.ts');
         const { ReadAudit } = await import('./src/platform/audit/read-audit.ts');
         const { db } = openDatabase(${JSON.stringify(database.url)});
         const audit = new ReadAudit(db, ${JSON.stringify(spoolDir)}, console);
         for (const id of [1, 2, 3]) audit.record({ action: 'test.crash', outcome: 'success', entityId: id });
         process.kill(process.pid, 'SIGKILL');`,
      ],
      { cwd: apiDir, encoding: 'utf8', timeout: 60_000 },
    );
    expect(crashed.signal).toBe('SIGKILL');
    expect(await rowsOf('test.crash')).toEqual([]);

    const next = new ReadAudit(database.db, spoolDir, quiet);
    await next.recoverOrphans();
    await next.close();
    const rows = await rowsOf('test.crash');
    expect(rows.map((row) => row.entityId).sort()).toEqual(['1', '2', '3']);
    expect(await readdir(spoolDir)).toEqual([]);
  });
});
