import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ERROR_CODES, isErrorCode, type ErrorCode } from '@portal/domain';

/** What the error catalogue (spec part 1 §8) distinguishes. */
export type ErrorKind =
  | { kind: 'tokenExpired' }
  | { kind: 'unauthenticated' }
  | { kind: 'maintenance' }
  | { kind: 'network' }
  | { kind: 'validation'; messages: string[] }
  | { kind: 'database' }
  | { kind: 'other'; message: string; code: ErrorCode | null };

interface WireError {
  message?: unknown;
  extensions?: { code?: unknown; validationErrors?: unknown };
}

/**
 * The API's answer (HTTP 503) while its database is unreachable (ADR 0017). Unlike maintenance it
 * ends no session: it stays an `other` error carrying the server's localized message, which the
 * error handler shows once per outage.
 */
export const DATABASE_UNAVAILABLE = ERROR_CODES.DATABASE_UNAVAILABLE;

/** The spec's client keys on this exact message for an expired session. */
const TOKEN_EXPIRED_MESSAGE = 'jwt expired';

function wireErrorsOf(error: unknown): WireError[] {
  if (CombinedGraphQLErrors.is(error)) return error.errors as WireError[];
  if (ServerError.is(error)) {
    try {
      const body = JSON.parse(error.bodyText) as { errors?: unknown };
      return Array.isArray(body.errors) ? (body.errors as WireError[]) : [];
    } catch {
      return [];
    }
  }
  return [];
}

function validationMessages(error: WireError): string[] {
  const list = error.extensions?.validationErrors;
  if (!Array.isArray(list)) return typeof error.message === 'string' ? [error.message] : [];
  return list
    .map((item: unknown) => (item as { message?: unknown }).message)
    .filter((message): message is string => typeof message === 'string');
}

/** Sorts any error an Apollo call can end with into one of the catalogue's situations. */
export function classifyError(error: unknown): ErrorKind {
  const errors = wireErrorsOf(error);
  const codes = errors.map((e) => (isErrorCode(e.extensions?.code) ? e.extensions.code : null));
  const status = ServerError.is(error) ? error.statusCode : null;

  if (
    errors.some((e) => e.message === TOKEN_EXPIRED_MESSAGE) ||
    codes.includes(ERROR_CODES.TOKEN_EXPIRED)
  ) {
    return { kind: 'tokenExpired' };
  }
  if (codes.includes(ERROR_CODES.UNAUTHENTICATED) || status === 401)
    return { kind: 'unauthenticated' };
  // A bare 503 (a proxy's page, no GraphQL body) still means maintenance, as the spec says.
  if (
    codes.includes(ERROR_CODES.MAINTENANCE) ||
    (status === 503 && !codes.includes(DATABASE_UNAVAILABLE))
  ) {
    return { kind: 'maintenance' };
  }
  if (codes.includes(ERROR_CODES.BAD_USER_INPUT)) {
    return { kind: 'validation', messages: errors.flatMap(validationMessages) };
  }
  if (codes.includes(ERROR_CODES.DATABASE_ERROR)) return { kind: 'database' };

  const first = errors[0];
  if (first && typeof first.message === 'string') {
    return { kind: 'other', message: first.message, code: codes[0] ?? null };
  }
  if (status !== null) return { kind: 'other', message: `HTTP ${status}`, code: null };
  // No GraphQL answer and no HTTP status: the request never reached the server.
  return { kind: 'network' };
}

/**
 * The `extensions.code` of the first GraphQL error, for forms that react to specific codes; null
 * for none or for a code the domain's list does not know.
 */
export function errorCode(error: unknown): ErrorCode | null {
  const code = wireErrorsOf(error)[0]?.extensions?.code;
  return isErrorCode(code) ? code : null;
}

/**
 * A record that does not exist, or that the caller may not see (the API answers both alike), or
 * an id that is not one: the page says "not found" rather than offering a retry.
 */
export function isMissingRecord(error: unknown): boolean {
  const code = errorCode(error);
  return code === ERROR_CODES.NOT_FOUND || code === ERROR_CODES.BAD_USER_INPUT;
}
