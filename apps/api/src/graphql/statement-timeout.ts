/**
 * SQLSTATE 57014 (query_canceled): PostgreSQL stopped a statement that ran longer than the
 * pool's `statement_timeout` (DB_STATEMENT_TIMEOUT_SECONDS, ADR 0019). Drizzle wraps the pg error
 * as `cause`, so the chain is walked.
 */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const candidate = current as { code?: unknown; severity?: unknown; cause?: unknown };
    if (candidate.code === '57014' && candidate.severity) return true;
    current = candidate.cause;
  }
  return false;
}
