import type { MessageKey, MessageParams } from '@portal/domain';
import type { z } from 'zod';

/** `extensions.code` values the web's error handler understands (spec part 1 §8). */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'TOKEN_EXPIRED'
  | 'FORBIDDEN'
  | 'TERMS_NOT_ACCEPTED'
  | 'BAD_USER_INPUT'
  | 'BAD_REQUEST'
  | 'INVALID_CREDENTIALS'
  | 'TOO_MANY_ATTEMPTS'
  /** Sign-in wants a solved `loginChallenge` (ALTCHA) with the next attempt (ADR 0018). */
  | 'PROOF_OF_WORK_REQUIRED'
  | 'ACCOUNT_INACTIVE'
  | 'USER_NOT_CONFIRMED'
  | 'MAINTENANCE'
  | 'DATABASE_ERROR'
  /** The database cannot be reached right now (connection refused, cut or timed out): 503. */
  | 'DATABASE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR'
  | 'NOT_FOUND'
  /** The request is valid but the record's state forbids it (e.g. a patient others depend on). */
  | 'CONFLICT'
  /** An update named a version of the record that is no longer current (ADR 0021). */
  | 'STALE_VERSION'
  | 'QUERY_TOO_DEEP'
  | 'QUERY_TOO_COMPLEX'
  /** A statement ran longer than DB_STATEMENT_TIMEOUT_SECONDS and was stopped (ADR 0019). */
  | 'QUERY_TIMEOUT'
  | 'GRAPHQL_VALIDATION_FAILED';

/**
 * An error meant for the user. It carries a message key, not text: the error formatter
 * translates it into the request's language, so services never need to know the language.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly options: {
      params?: MessageParams;
      extensions?: Record<string, unknown>;
      /** HTTP status when this is the only error of a response without data. */
      statusCode?: number;
      issues?: readonly z.core.$ZodIssue[];
    } = {},
  ) {
    super(messageKey);
    this.name = 'AppError';
  }

  get statusCode(): number | undefined {
    return this.options.statusCode;
  }
}

export const unauthenticated = () =>
  new AppError('UNAUTHENTICATED', 'errors.unauthenticated', { statusCode: 401 });

export const tokenExpired = () =>
  new AppError('TOKEN_EXPIRED', 'errors.tokenExpired', { statusCode: 401 });

export const forbidden = () => new AppError('FORBIDDEN', 'errors.forbidden');

export const notFound = (id: string | number) =>
  new AppError('NOT_FOUND', 'errors.notFound', { params: { id } });

export const badInput = (issues: readonly z.core.$ZodIssue[]) =>
  new AppError('BAD_USER_INPUT', 'errors.badInput', { issues });

/** Parses input with a domain schema; bad input becomes one localized message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  // reportInput lets the messages tell a missing value (required) from a wrong one (invalid).
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw badInput(result.error.issues);
  return result.data;
}
