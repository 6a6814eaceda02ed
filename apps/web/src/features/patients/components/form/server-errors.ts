import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ServerFieldError {
  /** A field path of the patient form, e.g. `contact.ssn` or `contact.addresses.0.city`. */
  path: string;
  message: string;
}

export interface ServerValidation {
  fields: ServerFieldError[];
  /** Messages that belong to no field the form shows. */
  others: string[];
}

const FIELD_PATH =
  /^(notes|registrationDate|ssnIsPesel|consents\.\w+|contact\.(firstName|middleName|lastName|companyName|ssn|gender|birthDate|primaryDescription|secondaryDescription|phoneNumbers|emailAddresses|addresses\.\d+\.(street|postalCode|city|country)))$/;

/** A list item's error is shown on its list (the chips field has no place for one chip's error). */
function formPath(path: string): string {
  return path.replace(/^(contact\.(?:phoneNumbers|emailAddresses))\.\d+$/, '$1');
}

interface WireValidationError {
  path?: unknown;
  message?: unknown;
}

/**
 * The API answers bad input with BAD_USER_INPUT and `extensions.validationErrors` [{ path,
 * message }] in the user's language (docs/architecture.md); these go next to their fields.
 * Null for any other error.
 */
export function serverValidation(error: unknown): ServerValidation | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const bad = error.errors.filter((e) => e.extensions?.code === 'BAD_USER_INPUT');
  if (bad.length === 0) return null;
  const result: ServerValidation = { fields: [], others: [] };
  for (const graphQLError of bad) {
    const list = graphQLError.extensions?.validationErrors;
    if (!Array.isArray(list)) {
      result.others.push(graphQLError.message);
      continue;
    }
    for (const item of list as WireValidationError[]) {
      if (typeof item.message !== 'string') continue;
      const path = typeof item.path === 'string' ? formPath(item.path) : '';
      if (FIELD_PATH.test(path)) result.fields.push({ path, message: item.message });
      else result.others.push(item.message);
    }
  }
  return result;
}
