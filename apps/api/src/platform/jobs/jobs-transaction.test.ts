import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs, defineRecordingQueue } from '../../test/jobs.js';
import { withParameters } from './executor-adapter.js';
import type { JobRun, Jobs } from './jobs.js';

let database: TestDatabase;
let jobs: Jobs;
const runs: JobRun<{ n: number }>[] = [];
const seen = () => runs.map((run) => run.data.n);

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createTestJobs(database);
  defineRecordingQueue(jobs, 'after-commit', runs);
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.drop();
});

async function jobsInQueue(): Promise<number> {
  const { rows } = await database.pool.query<{ count: string }>(
    `select count(*) from pgboss.job where name = 'after-commit'`,
  );
  return Number(rows[0]!.count);
}

describe('a job sent inside a transaction', () => {
  it('does not exist before the commit and runs after it', async () => {
    await database.db.transaction(async (tx) => {
      await jobs.send('after-commit', { n: 1 }, { executor: tx });
      expect(await jobsInQueue()).toBe(0);
    });
    await vi.waitFor(() => expect(seen()).toEqual([1]), { timeout: 5_000, interval: 50 });
  });

  it('never exists when the transaction rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('after-commit', { n: 2 }, { executor: tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsInQueue()).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(seen()).toEqual([1]);
  });
});

describe('withParameters', () => {
  it('turns each distinct $n into one parameter and reuses its number', () => {
    const query = new PgDialect().sqlToQuery(
      withParameters('select $2::int, right($1, 1), cast($1 as text), $2', ['a', 5]),
    );
    expect(query.sql).toBe('select $1::int, right($2, 1), cast($2 as text), $1');
    expect(query.params).toEqual([5, 'a']);
  });
});
