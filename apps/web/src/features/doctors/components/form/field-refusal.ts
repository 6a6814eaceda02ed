import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ERROR_CODES } from '@portal/domain';
import { doctorFieldOf } from './doctor-form-resolver';

export interface FieldRefusal {
  /** The form field the server named. */
  field: string;
  /** The server's message, already in the user's language. */
  message: string;
}

/** The codes of a refusal that may name the field it is about. */
const FIELD_CODES: readonly string[] = [ERROR_CODES.FORBIDDEN, ERROR_CODES.CONFLICT];

/**
 * A save refused because of one field, when the server names it (`extensions.field`, or
 * `extensions.path`): a field the role may not change (FORBIDDEN) or a PWZ or login another record
 * holds (CONFLICT). Null for any other outcome; the message then goes above the form.
 */
export function fieldRefusal(error: unknown): FieldRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const each of error.errors) {
    const code = each.extensions?.code;
    if (typeof code !== 'string' || !FIELD_CODES.includes(code)) continue;
    const named = each.extensions?.field ?? each.extensions?.path;
    if (typeof named === 'string' && named) {
      return { field: doctorFieldOf(named), message: each.message };
    }
  }
  return null;
}
