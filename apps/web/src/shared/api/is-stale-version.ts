import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ERROR_CODES } from '@portal/domain';

/** `extensions.code` of a save refused because its version is no longer current (ADR 0021). */
export const STALE_VERSION = ERROR_CODES.STALE_VERSION;

export interface StaleVersionRefusal {
  /** The server's message, already in the user's language ('Ten rekord został…'). */
  message: string;
  /** The version the record is at now, when the server said. */
  currentVersion: number | null;
}

/**
 * The refusal of a save that edited an old version of its record, or null for any other
 * outcome. Every form that saves a versioned record asks this first and, on a refusal, keeps
 * what the user typed and offers to reload (shared/hooks/use-stale-version.ts).
 */
export function staleVersionRefusal(error: unknown): StaleVersionRefusal | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const stale = error.errors.find((each) => each.extensions?.code === STALE_VERSION);
  if (!stale) return null;
  const current = stale.extensions?.currentVersion;
  return {
    message: stale.message,
    currentVersion: typeof current === 'number' ? current : null,
  };
}

export function isStaleVersion(error: unknown): boolean {
  return staleVersionRefusal(error) !== null;
}
