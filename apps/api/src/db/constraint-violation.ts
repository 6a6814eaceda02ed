/** SQLSTATEs of the constraints the API turns into clear refusals. */
export const UNIQUE_VIOLATION = '23505';
export const EXCLUSION_VIOLATION = '23P01';

/**
 * Whether PostgreSQL refused a statement on `constraint` with `code` (a unique index by default),
 * anywhere in the error's causes: drizzle wraps the driver's error. A save that a pre-check
 * allowed can still meet a row another request wrote meanwhile; this names that race.
 */
export function violatesConstraint(
  error: unknown,
  constraint: string,
  code: string = UNIQUE_VIOLATION,
): boolean {
  for (
    let current = error as { code?: unknown; constraint?: unknown; cause?: unknown } | null;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === code && current.constraint === constraint) return true;
  }
  return false;
}
