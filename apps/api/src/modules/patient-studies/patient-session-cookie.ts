import { PATIENT_SESSION_COOKIE } from '@portal/domain';

/**
 * The patient's session cookie (ADR 0043): HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page sends it), Secure when the portal is reached over https. It outlives the
 * link by KEEP_AFTER_EXPIRY_DAYS so that, once the link expired, the page can still ask for a new
 * one to the same address; the server checks the expiry itself.
 */
const KEEP_AFTER_EXPIRY_DAYS = 30;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The session token of a `Cookie` header, or null when it holds none that looks like ours. */
export function patientSessionToken(cookieHeader: string | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0) continue;
    if (pair.slice(0, separator).trim() !== PATIENT_SESSION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return TOKEN_PATTERN.test(value) ? value : null;
  }
  return null;
}

function attributes(maxAgeSeconds: number, secure: boolean): string {
  return `Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Set-Cookie of a new session whose link expires at `expiresAt`. */
export function patientSessionCookie(
  token: string,
  expiresAt: Date,
  options: { secure: boolean; now?: Date },
): string {
  const now = options.now ?? new Date();
  const seconds =
    Math.ceil((expiresAt.getTime() - now.getTime()) / 1000) + KEEP_AFTER_EXPIRY_DAYS * 86_400;
  return `${PATIENT_SESSION_COOKIE}=${token}; ${attributes(Math.max(0, seconds), options.secure)}`;
}

/** Set-Cookie that removes the session cookie (logout). */
export function clearedPatientSessionCookie(options: { secure: boolean }): string {
  return `${PATIENT_SESSION_COOKIE}=; ${attributes(0, options.secure)}`;
}
