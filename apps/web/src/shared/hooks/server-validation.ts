import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ERROR_CODES } from '@portal/domain';

export interface ServerFieldError {
  /** The path in the submitted input, e.g. `contact.addresses.0.city`; '' for none. */
  path: string;
  message: string;
}

interface WireValidationError {
  path?: unknown;
  message?: unknown;
}

/**
 * The API answers bad input with BAD_USER_INPUT and `extensions.validationErrors` [{ path,
 * message }], already in the user's language (apps/api/src/graphql/error-formatter.ts). A
 * BAD_USER_INPUT without that list gives its message with an empty path. Null for any other error.
 */
export function serverValidationErrors(error: unknown): ServerFieldError[] | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const bad = error.errors.filter((each) => each.extensions?.code === ERROR_CODES.BAD_USER_INPUT);
  if (bad.length === 0) return null;
  return bad.flatMap((graphQLError) => {
    const list = graphQLError.extensions?.validationErrors;
    if (!Array.isArray(list)) return [{ path: '', message: graphQLError.message }];
    return (list as WireValidationError[]).flatMap(({ path, message }) =>
      typeof message === 'string' ? [{ path: typeof path === 'string' ? path : '', message }] : [],
    );
  });
}
