import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerFieldError {
  /** The input field the message is about (the last part of the path), or null. */
  field: string | null;
  message: string;
}

/**
 * The server's per-field validation messages (`extensions.validationErrors`, already in the
 * request's language), so a form can show each under its field.
 */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!CombinedGraphQLErrors.is(error)) return [];
  return error.errors.flatMap((each) => {
    const list = (each.extensions as { validationErrors?: unknown } | undefined)?.validationErrors;
    if (!Array.isArray(list)) return [];
    return list.flatMap((item: unknown) => {
      const { path, message } = (item ?? {}) as { path?: unknown; message?: unknown };
      if (typeof message !== 'string') return [];
      const field = typeof path === 'string' && path ? (path.split('.').pop() ?? null) : null;
      return [{ field, message }];
    });
  });
}
