import type { ErrorCode, MessageKey, MessageParams } from '@portal/domain';
import type { z } from 'zod';

export { ERROR_CODES, type ErrorCode } from '@portal/domain';

/**
 * An error meant for the user, whatever the transport (GraphQL, an HTTP route, a job). It carries
 * a message key, not text: the error formatter translates it into the request's language, so
 * services never need to know the language. Its codes are the domain's (error-codes.ts), which
 * the web matches on.
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

/** One field's refusal, shown beside that field by the form. */
export const fieldRefused = (path: string, message: MessageKey, params: MessageParams = {}) =>
  badInput([{ code: 'custom' as const, path: [path], message, params, input: undefined }]);

/** Parses input with a domain schema; bad input becomes one localized message per field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  // reportInput lets the messages tell a missing value (required) from a wrong one (invalid).
  const result = schema.safeParse(input, { reportInput: true });
  if (!result.success) throw badInput(result.error.issues);
  return result.data;
}
