import {
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { reportUnlessStopping } from '../../shutdown-state.js';
import { auditLog } from '../../db/schema/index.js';
import { auditRowOf, type AuditEntry } from './audit.js';

/** Who read a record, as a read's audit row names them (an Actor is one). */
interface ReadingActor {
  userId: number;
  address: string;
  role: string;
}

/**
 * The read audit of one kind of record, for its service (entityAudit's twin for reads): `read(
 * readAudit, actor, action, id, details)` records that the actor, acting as their current role,
 * read the record (or, without an id, a list). Details name ids and filters, never personal data.
 */
export function entityReadAudit(entityType: string) {
  return (
    readAudit: Pick<ReadAudit, 'record'>,
    actor: ReadingActor,
    action: string,
    id: number | undefined,
    details: Record<string, unknown> = {},
  ): void =>
    readAudit.record({
      action,
      outcome: 'success',
      actorUserId: actor.userId,
      entityType,
      entityId: id,
      address: actor.address,
      details: { role: actor.role, ...details },
    });
}

/** At most this long between a read and its audit row reaching the database (ADR 0028). */
export const READ_AUDIT_FLUSH_MS = 1_000;

/** Rows per INSERT, sent as one JSON parameter. */
const ROWS_PER_INSERT = 1_000;

/** One audit row of a read, with the moment of the read (not of the flush). */
interface SpooledEntry extends AuditEntry {
  occurredAt: string;
}

/**
 * The audit trail of reads: who saw which patients. A read must not wait for its own INSERT and
 * commit (one of the four round trips of every list request, issue 11), and the trail must not
 * lose a row (ADR 0028). So each row is appended to a spool file of this process before the read
 * answers — a crash of the process leaves it on disk — and all rows of the last second go to the
 * database in one INSERT; a spool file is deleted once its rows are committed. Rows left by a
 * process that died are inserted when the next one starts. A machine crash may lose the rows of
 * the last second that the operating system had not yet written; a crash between the commit and
 * the deletion inserts a batch twice: a read recorded twice, never a read not recorded.
 *
 * Writes and refusals are audited in their own transaction (audit.ts `recordAudit`), never here.
 */
export class ReadAudit {
  private readonly owner = `${process.pid}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  private sequence = 0;
  private fd: number | null = null;
  private file = '';
  private pending: { rows: SpooledEntry[]; files: string[] } = { rows: [], files: [] };
  private flushing: Promise<void> | null = null;
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly db: Database,
    private readonly spoolDir: string,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
  ) {
    mkdirSync(spoolDir, { recursive: true, mode: 0o700 });
    this.timer = setInterval(() => void this.flush(), READ_AUDIT_FLUSH_MS);
    this.timer.unref();
  }

  /** Records a read; on disk when this returns, in the database within READ_AUDIT_FLUSH_MS. */
  record(entry: AuditEntry): void {
    const row: SpooledEntry = { ...entry, occurredAt: new Date().toISOString() };
    if (this.fd === null) {
      this.file = path.join(this.spoolDir, `${this.owner}-${this.sequence++}.jsonl`);
      this.fd = openSync(this.file, 'a', 0o600);
    }
    writeSync(this.fd, `${JSON.stringify(row)}\n`);
    this.pending.rows.push(row);
  }

  /** Sends every recorded row to the database now (also what a test awaits before reading). */
  flush(): Promise<void> {
    this.flushing ??= this.flushPending().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  /** Inserts what processes that are gone left in the spool folder. */
  async recoverOrphans(): Promise<void> {
    for (const name of readdirSync(this.spoolDir)) {
      const pid = Number(name.split('-')[0]);
      if (!name.endsWith('.jsonl') || name.startsWith(`${this.owner}-`) || isAlive(pid)) continue;
      const file = path.join(this.spoolDir, name);
      const rows = readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
        .flatMap((line) => parseLine(line));
      await this.insert(rows);
      unlinkSync(file);
    }
  }

  /** Stops the timer and flushes: the server's shutdown. */
  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private async flushPending(): Promise<void> {
    if (this.fd !== null) {
      closeSync(this.fd);
      this.fd = null;
      this.pending.files.push(this.file);
    }
    const batch = this.pending;
    if (batch.rows.length === 0 && batch.files.length === 0) return;
    this.pending = { rows: [], files: [] };
    try {
      await this.insert(batch.rows);
    } catch (error) {
      // Kept, in memory and on disk, for the next flush: the database may be back by then.
      this.pending = {
        rows: [...batch.rows, ...this.pending.rows],
        files: [...batch.files, ...this.pending.files],
      };
      // Kept on disk too: when the process is stopping, the next start inserts them.
      const rows = batch.rows.length;
      reportUnlessStopping(() =>
        this.log.warn({ err: error, rows }, 'read audit rows kept for a retry'),
      );
      return;
    }
    for (const file of batch.files) unlinkSync(file);
  }

  /**
   * The rows go as one JSON parameter: a second's reads are hundreds of rows at load, and
   * Drizzle's multi-row VALUES with seven parameters a row held the event loop for tens of
   * milliseconds each flush, which every request under way waited out (issue 11).
   */
  private async insert(rows: SpooledEntry[]): Promise<void> {
    for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
      const batch = rows
        .slice(start, start + ROWS_PER_INSERT)
        .map((entry) => ({ ...auditRowOf(entry), occurredAt: entry.occurredAt }));
      await this.db.execute(sql`
        insert into ${auditLog}
          (occurred_at, actor_user_id, action, entity_type, entity_id, address, outcome, details)
        select "occurredAt", "actorUserId", action, "entityType", "entityId", address, outcome,
          details
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as rows("occurredAt" timestamptz,
          "actorUserId" integer, action text, "entityType" text, "entityId" text, address text,
          outcome text, details jsonb)`);
    }
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A line cut off by the crash itself is the one row that cannot be read back. */
function parseLine(line: string): SpooledEntry[] {
  try {
    return [JSON.parse(line) as SpooledEntry];
  } catch {
    return [];
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit trail of reads (ADR 0028). */
    readAudit: ReadAudit;
  }
}

/**
 * Gives the app its read audit: rows a dead process left are inserted first, and the last rows
 * are flushed when the app closes.
 */
export async function registerReadAudit(
  app: FastifyInstance,
  deps: { db: Database; spoolDir: string },
): Promise<void> {
  const readAudit = new ReadAudit(deps.db, deps.spoolDir, app.log);
  app.decorate('readAudit', readAudit);
  app.addHook('onClose', () => readAudit.close());
  await readAudit.recoverOrphans();
}
