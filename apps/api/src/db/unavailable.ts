/**
 * Recognizes errors that mean "the database cannot be reached right now" (as opposed to "this
 * statement is wrong"): the server is down, restarting, refusing connections, or the connection
 * was cut or timed out. Requests that meet one answer 503 DATABASE_UNAVAILABLE and may be retried.
 */

/**
 * SQLSTATEs of a lost or refused connection: class 08 (connection exception), 57P01 admin
 * shutdown (also pg_terminate_backend), 57P02 crash shutdown, 57P03 cannot connect now (starting
 * up, shutting down, recovering), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Socket errors of a database server that does not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool report these without a code. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Client was closed and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

const FROM_DATABASE = Symbol('fromDatabase');

/**
 * Marks an error of the database client that came without a query: the pool failing to connect
 * (a transaction borrows its connection before any statement). resilient-pool.ts marks them.
 */
export function markFromDatabase<E>(error: E): E {
  if (error && typeof error === 'object') Object.assign(error, { [FROM_DATABASE]: true });
  return error;
}

/** How far down the wrapping (Drizzle's cause, graphql's originalError) an answer is looked for. */
const MAX_DEPTH = 6;

/**
 * `fromDatabase`: the error certainly came from a PostgreSQL client (pg-boss' own pool), so a
 * refused socket is the database's too.
 */
export function isDatabaseUnavailable(
  error: unknown,
  { fromDatabase = false }: { fromDatabase?: boolean } = {},
): boolean {
  return search(error, 0, fromDatabase);
}

/**
 * A refused or reset socket counts only below a failed query: the same codes come from S3, SMTP
 * or any other server, and those outages are not the database's.
 */
function search(error: unknown, depth: number, belowQuery: boolean): boolean {
  if (!error || typeof error !== 'object' || depth > MAX_DEPTH) return false;
  const { code, message, cause, originalError, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    originalError?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && UNAVAILABLE_SQLSTATE.test(code)) return true;
  const fromDatabase = belowQuery || FROM_DATABASE in error;
  if (fromDatabase && typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
    return true;
  const below = fromDatabase || isFailedQuery(error);
  // Connecting to "localhost" tries every address and fails with an AggregateError of them all.
  if (Array.isArray(errors) && errors.some((inner) => search(inner, depth + 1, below))) return true;
  return search(cause, depth + 1, below) || search(originalError, depth + 1, below);
}

/** Drizzle's DrizzleQueryError (its `name` is plain "Error"): the SQL, its parameters, the cause. */
export function isFailedQuery(error: object): error is Error & { query: string; params: unknown } {
  const candidate = error as { query?: unknown; params?: unknown };
  return typeof candidate.query === 'string' && 'params' in candidate;
}
