import {
  Jobs,
  type JobRun,
  type JobsOptions,
  type QueueDefinition,
} from '../platform/jobs/jobs.js';
import { createLogger } from '../logger.js';
import type { TestDatabase } from './database.js';

/**
 * A job runner on a test file's database, tuned to be quick: workers poll every 0.5 s (pg-boss's
 * minimum) and lost jobs are looked for every second. Call `stop()` in afterAll.
 */
export function createTestJobs(database: TestDatabase, options: Partial<JobsOptions> = {}): Jobs {
  return new Jobs({
    connectionString: database.url,
    logger: createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
    pollingIntervalSeconds: 0.5,
    keepFailedDays: 30,
    maintenanceIntervalSeconds: 1,
    stopTimeoutMs: 2_000,
    ...options,
  });
}

type QueuePolicy = Pick<
  QueueDefinition<object>,
  'retryLimit' | 'retryDelaySeconds' | 'expireInSeconds'
>;

/**
 * Defines a queue whose handler succeeds and records each run in `runs`, for a test to wait on.
 * By default a failed run is not retried.
 */
export function defineRecordingQueue<T extends object>(
  jobs: Jobs,
  queue: string,
  runs: JobRun<T>[],
  policy: QueuePolicy = { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 },
): void {
  jobs.define<T>({
    queue,
    ...policy,
    handler: (run) => {
      runs.push(run);
      return Promise.resolve();
    },
  });
}
