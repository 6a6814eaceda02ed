/**
 * What a social sign-in of an unknown user brings to /signup in the navigation state (spec part
 * 1 §4 "Login": email, names, token, type). The social signup itself comes later; the address and
 * the names are filled in already.
 */
export interface SignupPrefill {
  email: string;
  firstName: string;
  lastName: string;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function signupPrefillOf(state: unknown): SignupPrefill {
  const given =
    typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
  return {
    email: text(given.email),
    firstName: text(given.firstName),
    lastName: text(given.lastName),
  };
}
