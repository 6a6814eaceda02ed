import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/database.js';
import { createTestJobs, defineRecordingQueue } from '../../test/jobs.js';
import type { JobRun, Jobs } from './jobs.js';

let database: TestDatabase;
let jobs: Jobs | undefined;
const deliveries: JobRun<{ report: string }>[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await jobs?.stop();
  await database?.drop();
});

it('hands a job whose worker died mid-job to another worker after it expires', async () => {
  const policy = { retryLimit: 1, retryDelay: 1, retryBackoff: true, expireInSeconds: 1 };
  // A worker process that takes the job and dies: nothing ever completes or fails it.
  const doomed = new PgBoss({ connectionString: database.url, schedule: false, supervise: false });
  await doomed.start();
  await doomed.createQueue('fragile', { name: 'fragile', ...policy });
  const id = await doomed.send('fragile', { report: 'r-1' });
  const [taken] = await doomed.fetch('fragile');
  expect(taken?.id).toBe(id);
  await doomed.stop({ graceful: false });

  jobs = createTestJobs(database);
  defineRecordingQueue(jobs, 'fragile', deliveries, {
    retryLimit: 1,
    retryDelaySeconds: 1,
    expireInSeconds: 1,
  });
  await jobs.start();

  await vi.waitFor(() => expect(deliveries).toHaveLength(1), { timeout: 10_000, interval: 100 });
  expect(deliveries[0]).toMatchObject({ id, data: { report: 'r-1' }, retryCount: 1 });
}, 15_000);
