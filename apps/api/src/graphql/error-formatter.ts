import { localizeIssues, translate, type Lang } from '@portal/domain';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable, isFailedQuery } from '../db/unavailable.js';
import { AppError, type ErrorCode } from '../errors/app-error.js';
import { isStatementTimeout } from './statement-timeout.js';

interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: Record<string, unknown> & { code: ErrorCode };
}

/** Status codes that win over the GraphQL-over-HTTP default of 200 (spec part 1 §8). */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  MAINTENANCE: 503,
  DATABASE_UNAVAILABLE: 503,
};

/**
 * Turns every error of a GraphQL response into a localized message with a stable code.
 * Database and unexpected errors keep their details in the log only.
 */
export function formatExecutionErrors(
  execution: ExecutionResult & { statusCode?: number },
  lang: Lang,
  log: FastifyBaseLogger,
): { statusCode: number; response: ExecutionResult } {
  const expanded = (execution.errors ?? []).flatMap((error) => expand(error));
  const errors = expanded.map((error) => format(error, lang, log));
  const codes = new Set(errors.map((error) => error.extensions.code));
  let statusCode = clientErrorStatus(expanded) ?? 200;
  for (const [code, status] of Object.entries(STATUS_BY_CODE)) {
    if (codes.has(code as ErrorCode)) statusCode = Math.max(statusCode, status);
  }
  if (statusCode === 200 && !execution.data && codes.has('GRAPHQL_VALIDATION_FAILED'))
    statusCode = 400;
  // A request refused unread (hostile-text-guard.ts: a `query` that is not GraphQL text).
  if (statusCode === 200 && !execution.data && codes.has('BAD_REQUEST')) statusCode = 400;
  if (
    statusCode === 200 &&
    !execution.data &&
    (codes.has('QUERY_TOO_DEEP') || codes.has('QUERY_TOO_COMPLEX'))
  ) {
    statusCode = 400;
  }
  return { statusCode, response: { data: execution.data ?? null, errors: errors as never } };
}

/**
 * Mercurius wraps document validation failures (and depth-limit errors) in one error listing the
 * real ones. The same wrapper also reports a request body that is not a GraphQL request at all;
 * that one stays whole and becomes BAD_REQUEST.
 */
function expand(error: GraphQLError): (GraphQLError | Error)[] {
  const inner = (error.originalError as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(inner)) return [error];
  const documentErrors = inner.every(
    (e) =>
      e instanceof GraphQLError || (e as { code?: unknown }).code === 'MER_ERR_GQL_QUERY_DEPTH',
  );
  return documentErrors ? (inner as Error[]) : [error];
}

function format(error: GraphQLError | Error, lang: Lang, log: FastifyBaseLogger): FormattedError {
  const outer = error as Partial<GraphQLError>;
  const cause = rootCause(error);
  const where = {
    ...(outer.locations ? { locations: outer.locations } : {}),
    ...(outer.path ? { path: outer.path } : {}),
  };

  if (cause instanceof AppError) {
    const { params, extensions, issues } = cause.options;
    const validationErrors = issues ? localizeIssues(issues, lang) : undefined;
    return {
      message: validationErrors
        ? validationErrors.map((issue) => issue.message).join('; ')
        : translate(lang, cause.messageKey, params),
      ...where,
      extensions: {
        code: cause.code,
        ...extensions,
        ...(validationErrors ? { validationErrors } : {}),
      },
    };
  }
  if ((cause as { code?: unknown }).code === 'MER_ERR_GQL_QUERY_DEPTH') {
    return {
      message: translate(lang, 'errors.queryTooDeep'),
      extensions: { code: 'QUERY_TOO_DEEP' },
    };
  }
  if (outer.extensions?.code === 'QUERY_TOO_COMPLEX') {
    return {
      message: translate(lang, 'errors.queryTooComplex'),
      ...where,
      extensions: { code: 'QUERY_TOO_COMPLEX' },
    };
  }
  if (clientErrorStatus([error])) {
    return { message: translate(lang, 'errors.badRequest'), extensions: { code: 'BAD_REQUEST' } };
  }
  if (isStatementTimeout(cause)) {
    // Its parameters (patients' data) stay out of the log.
    log.warn({ path: outer.path }, 'a statement ran past DB_STATEMENT_TIMEOUT_SECONDS');
    return {
      message: translate(lang, 'errors.queryTimeout'),
      ...where,
      extensions: { code: 'QUERY_TIMEOUT' },
    };
  }
  // Before isDatabaseError: a cut connection is also a pg error (57P01), but not a wrong query.
  // Also reached by the session lookup, which runs in the guard of every operation.
  if (isDatabaseUnavailable(cause)) {
    log.warn({ err: cause }, 'database unavailable during a GraphQL operation');
    return {
      message: translate(lang, 'errors.databaseUnavailable'),
      ...where,
      extensions: { code: 'DATABASE_UNAVAILABLE' },
    };
  }
  if (isDatabaseError(cause)) {
    log.error({ err: cause }, 'database error during a GraphQL operation');
    return {
      message: translate(lang, 'errors.database'),
      ...where,
      extensions: { code: 'DATABASE_ERROR' },
    };
  }
  if (
    error instanceof GraphQLError &&
    !outer.path &&
    (cause === error || cause instanceof GraphQLError)
  ) {
    // Parse and validation errors of the document itself, and variables that do not fit their
    // types (graphql-js wraps the coercion's or the scalar's own GraphQLError): the client's
    // request is wrong. Errors of resolvers always carry a path and never land here.
    return { message: error.message, ...where, extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } };
  }
  log.error({ err: cause }, 'unexpected error during a GraphQL operation');
  return {
    message: translate(lang, 'errors.internal'),
    ...where,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

/**
 * The error a resolver actually threw. graphql-js wraps it once; with JIT compilation graphql-jit
 * wraps it again in its own GraphQLError class, so `instanceof` on the first level is not enough.
 */
function rootCause(error: Error): Error {
  let current = error;
  for (let depth = 0; depth < 5; depth++) {
    const next = (current as { originalError?: Error | null }).originalError;
    if (!next || next === current) break;
    current = next;
  }
  return current;
}

/**
 * Fastify and Mercurius reject malformed requests (bad JSON, no query, wrong content type) with a
 * 4xx status on the error; those are the client's fault and keep their status.
 */
function clientErrorStatus(errors: readonly (GraphQLError | Error)[]): number | undefined {
  for (const error of errors) {
    const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
    const { statusCode, code } = original as { statusCode?: unknown; code?: unknown };
    const framework = typeof code === 'string' && /^(FST|MER)_ERR_/.test(code);
    if (framework && typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500)
      return statusCode;
  }
  return undefined;
}

/** pg errors carry a five-character SQLSTATE; Drizzle wraps them (and any failure) with the query. */
function isDatabaseError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as {
      code?: unknown;
      severity?: unknown;
      name?: unknown;
      cause?: unknown;
    };
    if (
      typeof candidate.code === 'string' &&
      /^[0-9A-Z]{5}$/.test(candidate.code) &&
      candidate.severity
    )
      return true;
    if (isFailedQuery(candidate)) return true;
    current = candidate.cause;
  }
  return false;
}
