/** The navigation state that lands a fresh sign-in on its role's page (spec part 1 §2). */
export const AFTER_LOGIN_STATE = { afterLogin: true } as const;

/** Whether a location's state says it follows a sign-in (or a change of role). */
export function isAfterLogin(state: unknown): boolean {
  return (state as { afterLogin?: unknown } | null)?.afterLogin === true;
}
