/**
 * The sign-in page's record (features/auth/api/social-return.ts writes it): the key is repeated
 * rather than shared, since a module shared with the sign-in page's lazy part would be a file
 * of its own in the chunks every portal page loads (the kiosk's budget). The tests of both
 * sides name it.
 */
const SIGNUP_PREFILL_KEY = 'portal.signupPrefill';

/**
 * What a social sign-in of an unknown user brings to /signup (spec part 1 §4 "Login": email,
 * names, token, type): in the navigation state inside the portal, or in the record the sign-in
 * page stored before it loaded /signup. With a token the doctor tab signs up with the social
 * account, without a password (oauthSignupDoctor).
 */
export interface SignupPrefill {
  email: string;
  firstName: string;
  lastName: string;
  /** The social account's ticket and provider; null for a signup with a password. */
  social: { token: string; type: 'google' | 'facebook' } | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function recordOf(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
}

/** The prefill of `stored` (the sign-in page's record), else of the navigation `state`. */
export function signupPrefillOf(state: unknown, stored: unknown = null): SignupPrefill {
  const given = recordOf(stored) ?? recordOf(state) ?? {};
  const token = text(given.token);
  const type = given.type;
  return {
    email: text(given.email),
    firstName: text(given.firstName),
    lastName: text(given.lastName),
    social: token && (type === 'google' || type === 'facebook') ? { token, type } : null,
  };
}

/**
 * The sign-in page's record, or null when there is none or it cannot be read. It stays until
 * `forgetSignupPrefill`: a page read while mounting may be rendered again before it shows.
 */
export function readSignupPrefill(): unknown {
  try {
    const stored = sessionStorage.getItem(SIGNUP_PREFILL_KEY);
    return stored === null ? null : (JSON.parse(stored) as unknown);
  } catch {
    return null;
  }
}

/** Removes the record once /signup has shown it, so it is used once. */
export function forgetSignupPrefill(): void {
  try {
    sessionStorage.removeItem(SIGNUP_PREFILL_KEY);
  } catch {
    // Nothing stored, or storage refused: nothing to remove.
  }
}
