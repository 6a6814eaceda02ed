/** What the guards and the error handler tell the login page through the navigation state. */
export interface LoginLocationState {
  /** Where to go back to after signing in (path + search + hash). */
  from?: string;
}

export function isLoginLocationState(value: unknown): value is LoginLocationState {
  return typeof value === 'object' && value !== null;
}

/** Any origin will do: a path of this app resolves against it and stays on it. */
const SAME_ORIGIN_BASE = 'http://portal.invalid';

/** A remembered origin is only followed when it is a path of this app, never another site. */
export function safeReturnPath(from: string | undefined): string | null {
  if (!from || !from.startsWith('/') || from.startsWith('//')) return null;
  if (from.startsWith('/login')) return null;
  // Browsers read '/\host' as '//host' and drop tabs and newlines: resolve it as they would.
  try {
    return new URL(from, SAME_ORIGIN_BASE).origin === SAME_ORIGIN_BASE ? from : null;
  } catch {
    return null;
  }
}
