/**
 * `extensions.code` values of the API's errors (spec part 1 §8). The server raises only these
 * (apps/api/src/errors/app-error.ts) and the web matches on them by name, so a renamed or removed
 * code fails the type check on both sides instead of silently never matching.
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  TOKEN_EXPIRED: 'TOKEN_EXPIRED',
  FORBIDDEN: 'FORBIDDEN',
  TERMS_NOT_ACCEPTED: 'TERMS_NOT_ACCEPTED',
  BAD_USER_INPUT: 'BAD_USER_INPUT',
  BAD_REQUEST: 'BAD_REQUEST',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_ATTEMPTS',
  /** Sign-in wants a solved `loginChallenge` (ALTCHA) with the next attempt (ADR 0018). */
  PROOF_OF_WORK_REQUIRED: 'PROOF_OF_WORK_REQUIRED',
  ACCOUNT_INACTIVE: 'ACCOUNT_INACTIVE',
  USER_NOT_CONFIRMED: 'USER_NOT_CONFIRMED',
  ACCOUNT_NOT_VERIFIED: 'ACCOUNT_NOT_VERIFIED',
  /** An Admin suspended the account until a time (`extensions.until`); it signs in after it. */
  ACCOUNT_SUSPENDED: 'ACCOUNT_SUSPENDED',
  /** An Admin blocked the account; only an Admin lifts it. */
  ACCOUNT_BLOCKED: 'ACCOUNT_BLOCKED',
  /** The password was right; the sign-in's second step wants a code (`extensions.mfaToken`). */
  MFA_REQUIRED: 'MFA_REQUIRED',
  /** The password was right; the account's roles need an authenticator set up first (`extensions.mfaToken`). */
  MFA_ENROLMENT_REQUIRED: 'MFA_ENROLMENT_REQUIRED',
  /** The second step's token is past its 5 minutes or its 5 codes: the password is asked again. */
  MFA_STEP_EXPIRED: 'MFA_STEP_EXPIRED',
  /** A social account no portal account has: /signup, prefilled from `extensions` (spec §4). */
  OAUTH_USER_NOT_FOUND: 'OAUTH_USER_NOT_FOUND',
  MAINTENANCE: 'MAINTENANCE',
  DATABASE_ERROR: 'DATABASE_ERROR',
  /** The database cannot be reached right now (connection refused, cut or timed out): 503. */
  DATABASE_UNAVAILABLE: 'DATABASE_UNAVAILABLE',
  INTERNAL_SERVER_ERROR: 'INTERNAL_SERVER_ERROR',
  NOT_FOUND: 'NOT_FOUND',
  /** The request is valid but the record's state forbids it (e.g. a patient others depend on). */
  CONFLICT: 'CONFLICT',
  /** An update named a version of the record that is no longer current (ADR 0021). */
  STALE_VERSION: 'STALE_VERSION',
  /** deleteDoctor without assignStudiesTo of a doctor whom studies or referrals name (issue 20). */
  DOCTOR_HAS_STUDIES: 'DOCTOR_HAS_STUDIES',
  QUERY_TOO_DEEP: 'QUERY_TOO_DEEP',
  QUERY_TOO_COMPLEX: 'QUERY_TOO_COMPLEX',
  /** A statement ran longer than DB_STATEMENT_TIMEOUT_SECONDS and was stopped (ADR 0019). */
  QUERY_TIMEOUT: 'QUERY_TIMEOUT',
  GRAPHQL_VALIDATION_FAILED: 'GRAPHQL_VALIDATION_FAILED',
  /** A mailed link's token is not one of ours (mistyped, cut short, tampered with). */
  LINK_INVALID: 'LINK_INVALID',
  /** A mailed link's token is ours but past its expiry. */
  LINK_EXPIRED: 'LINK_EXPIRED',
  /** A single-use mailed link that has been used already. */
  LINK_USED: 'LINK_USED',
  /** A mailed link that staff revoked (or that too many wrong numbers closed). */
  LINK_REVOKED: 'LINK_REVOKED',
  /** A patient's page without a session of its own: the page shows the access form. */
  PATIENT_SESSION_REQUIRED: 'PATIENT_SESSION_REQUIRED',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** Whether a value read off the wire is one of the codes above. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}
