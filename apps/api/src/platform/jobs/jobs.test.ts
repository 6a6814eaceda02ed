import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs, defineRecordingQueue } from '../../test/jobs.js';
import type { JobRun, Jobs } from './jobs.js';

interface Attempt {
  at: number;
  retryCount: number;
  lastAttempt: boolean;
}

let database: TestDatabase;
let jobs: Jobs;
const echoed: JobRun<{ n: number }>[] = [];
const attempts: Attempt[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  jobs = createTestJobs(database);
  defineRecordingQueue(jobs, 'echo', echoed);
  jobs.define<{ who: string }>({
    queue: 'always-fails',
    retryLimit: 2,
    retryDelaySeconds: 1,
    expireInSeconds: 30,
    handler: (run) => {
      attempts.push({ at: Date.now(), retryCount: run.retryCount, lastAttempt: run.lastAttempt });
      return Promise.reject(new Error(`cannot do it for ${run.data.who}`));
    },
  });
  await jobs.start();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.drop();
});

describe('Jobs', () => {
  it('runs a job on its queue with its data', async () => {
    const id = await jobs.send('echo', { n: 7 });
    await vi.waitFor(() => expect(echoed).toHaveLength(1), { timeout: 5_000, interval: 50 });
    expect(echoed[0]).toMatchObject({ id, queue: 'echo', data: { n: 7 }, retryCount: 0 });
  });

  it('retries a failing job with doubling waits, then keeps it visible as failed', async () => {
    const id = await jobs.send('always-fails', { who: 'test' });
    await vi.waitFor(async () => expect(await jobs.failed('always-fails')).toHaveLength(1), {
      timeout: 15_000,
      interval: 200,
    });

    expect(attempts.map(({ retryCount, lastAttempt }) => [retryCount, lastAttempt])).toEqual([
      [0, false],
      [1, false],
      [2, true],
    ]);
    // Waits are retryDelay × 2^(retry-1), each stretched by up to 100 % jitter.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(950);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(1_950);

    const [failed] = await jobs.failed('always-fails');
    expect(failed).toMatchObject({ id, data: { who: 'test' }, retryCount: 2 });
    expect(JSON.stringify(failed!.output)).toContain('cannot do it for test');
  }, 20_000);

  it('refuses unknown queues, and new queues once started', async () => {
    await expect(jobs.send('no-such-queue', {})).rejects.toThrow('Unknown queue "no-such-queue"');
    const late = { queue: 'late', retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 1 };
    expect(() => jobs.define({ ...late, handler: () => Promise.resolve() })).toThrow(/started/);
  });

  it('refuses queue names that are not lower-case-with-hyphens', () => {
    const other = createTestJobs(database);
    const bad = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 1 };
    expect(() =>
      other.define({ queue: 'Bad Name', ...bad, handler: () => Promise.resolve() }),
    ).toThrow(/Invalid queue name/);
  });
});
