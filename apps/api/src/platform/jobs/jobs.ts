import PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { CONNECTION_TIMEOUT_MS, type Executor } from '../../db/client.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import { reportUnlessStopping } from '../../shutdown-state.js';
import { executorAsPgBossDb } from './executor-adapter.js';

/** pg-boss keeps its tables in this schema of the portal's database and migrates it itself. */
const SCHEMA = 'pgboss';
/** Clinics run on Warsaw time: "every night at 3" means 3 o'clock in Warsaw, summer or winter. */
const SCHEDULE_TIME_ZONE = 'Europe/Warsaw';
const DAY_SECONDS = 24 * 60 * 60;
/** Queue names are also part of table names and log lines: keep them plain. */
const QUEUE_NAME = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export interface JobsOptions {
  connectionString: string;
  logger: Logger;
  /** How often an idle worker looks for work (pg-boss accepts 0.5 s and more). */
  pollingIntervalSeconds: number;
  /** How long a job that used up its retries stays in the `failed` state before archiving. */
  keepFailedDays: number;
  /** How often expired (lost) jobs are handed back for retry; pg-boss's default is 120 s. */
  maintenanceIntervalSeconds?: number;
  /** How long `stop()` waits for running jobs before handing them back for a retry. */
  stopTimeoutMs?: number;
}

/** One delivery of a job to its handler. */
export interface JobRun<T> {
  id: string;
  queue: string;
  data: T;
  /** 0 on the first attempt. */
  retryCount: number;
  /** A failure now marks the job failed for good instead of scheduling a retry. */
  lastAttempt: boolean;
}

export interface QueueDefinition<T extends object> {
  queue: string;
  /**
   * Must be idempotent: a job may be delivered again after a crash, a timeout or a failure
   * that happened after the work was done. Throwing schedules a retry.
   */
  handler: (run: JobRun<T>) => Promise<void>;
  /** Retries after the first attempt. */
  retryLimit: number;
  /** Wait before the first retry; it doubles with each retry (pg-boss adds up to 100 % jitter). */
  retryDelaySeconds: number;
  /** A job running longer counts as lost (its worker crashed) and is delivered again. */
  expireInSeconds: number;
}

export interface ScheduledTask {
  /** Also the name of its queue: lower-case words joined by hyphens. */
  name: string;
  /** Five-field cron in Warsaw time, e.g. `*\/15 * * * *`. pg-boss checks it once a minute. */
  cron: string;
  /** Idempotent: with several API copies it still runs once per tick, but may be retried. */
  run: () => Promise<unknown>;
}

export interface FailedJob {
  id: string;
  data: unknown;
  retryCount: number;
  failedAt: Date;
  /** The error pg-boss stored (message and stack), for whoever investigates. */
  output: unknown;
}

export interface SendOptions {
  /** Write the job in this transaction, so it exists exactly when the transaction commits. */
  executor?: Executor;
}

const OUTAGE_REPORT_INTERVAL_MS = 60_000;
/**
 * pg-boss hands its options on to its own pg.Pool (its types do not list pool settings): while
 * the database is away a worker's poll fails fast and is tried again at the next one.
 */
const POOL_OPTIONS = { connectionTimeoutMillis: CONNECTION_TIMEOUT_MS, keepAlive: true };

const SCHEDULED_TASK_POLICY = { retryLimit: 3, retryDelaySeconds: 60, expireInSeconds: 15 * 60 };

/**
 * Background jobs on the portal's own PostgreSQL (pg-boss): named queues with retries and
 * exponential backoff, a `failed` state that stays visible, cron schedules and a graceful stop.
 * Register queues and schedules first, then `start()`; `stop()` before closing the database.
 */
export class Jobs {
  readonly #boss: PgBoss;
  readonly #log: Logger;
  readonly #pollingIntervalSeconds: number;
  readonly #stopTimeoutMs: number;
  readonly #queues = new Map<string, QueueDefinition<object>>();
  readonly #schedules = new Map<string, string>();
  #state: 'new' | 'starting' | 'started' | 'stopped' = 'new';
  #lastOutageReport = 0;

  constructor(options: JobsOptions) {
    this.#log = options.logger.child({ component: 'jobs' });
    this.#pollingIntervalSeconds = options.pollingIntervalSeconds;
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    this.#boss = new PgBoss({
      connectionString: options.connectionString,
      schema: SCHEMA,
      application_name: 'radiology-portal-jobs',
      // Workers fetch one job at a time; handlers use the application's own pool.
      max: 4,
      ...POOL_OPTIONS,
      pollingIntervalSeconds: options.pollingIntervalSeconds,
      archiveFailedAfterSeconds: options.keepFailedDays * DAY_SECONDS,
      ...(options.maintenanceIntervalSeconds
        ? { maintenanceIntervalSeconds: options.maintenanceIntervalSeconds }
        : {}),
    });
    // Without a listener an 'error' event would crash the process; pg-boss retries on its own.
    this.#boss.on('error', (error) => {
      // After stop() an idle connection may still be cut when the database shuts down: expected.
      if (this.#state === 'stopped') return;
      // pg-boss talks to nothing but PostgreSQL: a refused socket is the database's.
      if (isDatabaseUnavailable(error, { fromDatabase: true })) {
        this.#reportOutage(error);
        return;
      }
      this.#log.error({ err: error }, 'job queue error');
    });
  }

  /** Adds a queue and its worker; only before `start()`. */
  define<T extends object>(definition: QueueDefinition<T>): void {
    this.#assertNotStarted(definition.queue);
    if (!QUEUE_NAME.test(definition.queue)) {
      throw new Error(`Invalid queue name "${definition.queue}": use lower-case-with-hyphens`);
    }
    if (this.#queues.has(definition.queue)) {
      throw new Error(`Queue "${definition.queue}" is defined twice`);
    }
    this.#queues.set(definition.queue, definition as unknown as QueueDefinition<object>);
  }

  /** Runs `task.run` on its cron schedule, once per tick across all API copies. */
  schedule(task: ScheduledTask): void {
    this.define({
      queue: task.name,
      handler: () => task.run().then(() => undefined),
      ...SCHEDULED_TASK_POLICY,
    });
    this.#schedules.set(task.name, task.cron);
  }

  async start(): Promise<void> {
    this.#assertNotStarted('start');
    this.#state = 'starting';
    await this.#boss.start();
    for (const definition of this.#queues.values()) {
      const policy = {
        retryLimit: definition.retryLimit,
        retryDelay: definition.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: definition.expireInSeconds,
      };
      await this.#boss.createQueue(definition.queue, { name: definition.queue, ...policy });
      // createQueue keeps an existing queue's settings; tuning changes apply at the next start.
      await this.#boss.updateQueue(definition.queue, { name: definition.queue, ...policy });
      await this.#boss.work<object>(
        definition.queue,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: this.#pollingIntervalSeconds,
        },
        ([job]) => (job ? this.#run(definition, job) : Promise.resolve()),
      );
    }
    for (const [name, cron] of this.#schedules) {
      await this.#boss.schedule(name, cron, {}, { tz: SCHEDULE_TIME_ZONE });
    }
    this.#state = 'started';
    this.#log.info({ queues: [...this.#queues.keys()] }, 'background jobs started');
  }

  /** Queues a job and returns its id. Make handlers idempotent rather than relying on one send. */
  async send<T extends object>(
    queue: string,
    data: T,
    options: SendOptions = {},
  ): Promise<string | null> {
    if (!this.#queues.has(queue)) throw new Error(`Unknown queue "${queue}"`);
    // Before start the queue may not exist yet, and pg-boss would drop the job without a word.
    if (this.#state !== 'started') throw new Error(`Jobs not running: cannot send to "${queue}"`);
    return this.#boss.send(queue, data, {
      ...(options.executor ? { db: executorAsPgBossDb(options.executor) } : {}),
    });
  }

  /** Runs a scheduled task now, outside its schedule (operations, tests). */
  async trigger(name: string): Promise<string | null> {
    if (!this.#schedules.has(name)) throw new Error(`Unknown scheduled task "${name}"`);
    return this.send(name, {});
  }

  /** Jobs of a queue that used up their retries, newest first (kept `keepFailedDays`). */
  async failed(queue: string): Promise<FailedJob[]> {
    const { rows } = await this.#boss.getDb().executeSql(
      `select id, data, retry_count, completed_on, output from ${SCHEMA}.job
        where name = $1 and state = 'failed' order by completed_on desc limit 100`,
      [queue],
    );
    return (rows as Record<string, unknown>[]).map((row) => ({
      id: String(row.id),
      data: row.data,
      retryCount: Number(row.retry_count),
      failedAt: row.completed_on as Date,
      output: row.output,
    }));
  }

  /** Stops fetching, lets running jobs finish (up to the timeout, then they are retried later). */
  async stop(): Promise<void> {
    if (this.#state === 'new' || this.#state === 'stopped') {
      this.#state = 'stopped';
      return;
    }
    this.#state = 'stopped';
    await this.#boss.stop({ graceful: true, wait: true, timeout: this.#stopTimeoutMs });
    this.#log.info('background jobs stopped');
  }

  async #run(definition: QueueDefinition<object>, job: PgBoss.JobWithMetadata<object>) {
    const run: JobRun<object> = {
      id: job.id,
      queue: job.name,
      data: job.data,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= job.retryLimit,
    };
    try {
      await definition.handler(run);
    } catch (error) {
      // The message may quote personal data (an address in an SMTP reply); it stays in the job's
      // output in the database, the log gets only what kind of error it was.
      this.#log.warn(
        {
          queue: job.name,
          jobId: job.id,
          retryCount: job.retryCount,
          lastAttempt: run.lastAttempt,
          error: errorKind(error),
        },
        run.lastAttempt ? 'job failed for good' : 'job failed, will retry',
      );
      throw error;
    }
  }

  /**
   * Every worker's poll fails while the database is away: one line per minute says so, not one
   * per poll. pg-boss keeps polling and picks up again by itself once the database is back.
   */
  #reportOutage(error: unknown): void {
    const now = Date.now();
    if (now - this.#lastOutageReport < OUTAGE_REPORT_INTERVAL_MS) return;
    this.#lastOutageReport = now;
    reportUnlessStopping(() =>
      this.#log.warn({ err: error }, 'job queue cannot reach the database; retrying'),
    );
  }

  #assertNotStarted(what: string): void {
    if (this.#state !== 'new') {
      throw new Error(`Jobs already started (or stopped): cannot add or start "${what}"`);
    }
  }
}

function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.name} ${code}` : error.name;
}
