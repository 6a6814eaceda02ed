import { createHash } from 'node:crypto';
import { fillPlaceholders } from 'drizzle-orm';
import type { Executor } from './client.js';

/**
 * Statements built once per shape (ADR 0029). Drizzle builds a statement's SQL text anew every
 * time a query builder runs, which cost the patients list about a fifth of its CPU (issue 11).
 * A hot read is written once with `sql.placeholder(…)` for everything that varies between
 * requests, built on first use for each shape — which conditions a search has, not their values —
 * and afterwards only executed with the values.
 */

/** What Drizzle's `.prepare(name)` answers, as far as this module needs it. */
interface DrizzlePrepared<Result> {
  execute(values?: Record<string, unknown>): Promise<Result>;
  getQuery(): { sql: string; params: unknown[] };
}

/** A query builder written with placeholders (`db.select(…)…`), not run yet. */
export interface Preparable<Result> {
  toSQL(): { sql: string };
  prepare(name: string): DrizzlePrepared<Result>;
}

/** The values of a statement's placeholders, by name. */
export type PlaceholderValues = Record<string, unknown>;

/** A statement as it goes to PostgreSQL: for EXPLAIN in tests and the benchmarks' bare server. */
export interface SentStatement {
  /** The prepared statement's name; empty for the unnamed one. */
  name: string;
  sql: string;
  params: unknown[];
}

/** A built statement with the values of one run. */
export class BoundStatement<Result> {
  constructor(
    private readonly prepared: DrizzlePrepared<Result>,
    private readonly name: string,
    private readonly values: PlaceholderValues,
  ) {}

  run(): Promise<Result> {
    return this.prepared.execute(this.values);
  }

  toSQL(): SentStatement {
    const { sql, params } = this.prepared.getQuery();
    return { name: this.name, sql, params: fillPlaceholders(params, this.values) };
  }
}

/** A statement built once; `bind` gives it the values of a run. */
export class Statement<Result> {
  constructor(
    private readonly prepared: DrizzlePrepared<Result>,
    private readonly name: string,
  ) {}

  bind(values: PlaceholderValues): BoundStatement<Result> {
    return new BoundStatement(this.prepared, this.name, values);
  }
}

/**
 * How PostgreSQL plans the statement.
 *
 * - `reuse`: prepared under a name on each connection, so PostgreSQL parses it once there and,
 *   after a few runs, may keep one generic plan. For statements whose best plan does not depend on
 *   the values: an id, a user's scope, a page's limit and offset.
 * - `per-values`: sent unnamed, so it is planned for the values of each run. For statements whose
 *   plan depends on them: a LIKE pattern can use a prefix index only when the planner sees it, and
 *   how many rows a trigram search finds decides between its index and another.
 */
export type Planning = 'reuse' | 'per-values';

const builtFor = new WeakMap<Executor, Map<string, Statement<unknown>>>();

/**
 * The statement of `shape` on `db` (the pool's database, or a transaction: each keeps its own),
 * built by `build` the first time. `shape` must name everything `build` reads besides `db`:
 * two shapes that build different SQL under one name would run the wrong statement.
 */
export function preparedStatement<Result>(
  db: Executor,
  shape: string,
  planning: Planning,
  build: () => Preparable<Result>,
): Statement<Result> {
  let statements = builtFor.get(db);
  if (!statements) {
    statements = new Map();
    builtFor.set(db, statements);
  }
  const known = statements.get(shape) as Statement<Result> | undefined;
  if (known) return known;
  const query = build();
  const name = planning === 'reuse' ? statementName(query.toSQL().sql) : '';
  const statement = new Statement(query.prepare(name), name);
  statements.set(shape, statement);
  return statement;
}

/**
 * A connection knows a prepared statement by its name, so one name must always mean one text:
 * it is derived from the text (PostgreSQL keeps the first 63 bytes of a name). An empty name is
 * the unnamed statement, parsed and planned on every run.
 */
function statementName(text: string): string {
  return `portal_${createHash('sha256').update(text).digest('base64url').slice(0, 32)}`;
}
