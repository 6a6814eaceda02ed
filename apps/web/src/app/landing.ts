import { landingRoute, rootRedirect, type Role } from '@portal/domain';

/** Where a signed-in user goes when no feature page was asked for, while features are built. */
export const FALLBACK_PATH = '/profile';

/**
 * Right after sign-in a role lands on its route (spec part 1 §2); `/` itself sends Admin to
 * /reports and others to /studies (part 2 §2). A target that is not built yet falls back to the
 * profile page (ADR 0004).
 */
export function landingPath(role: Role, afterLogin: boolean, built: ReadonlySet<string>): string {
  let target = afterLogin ? landingRoute(role) : rootRedirect(role);
  if (target === '/') target = rootRedirect(role);
  return built.has(target) ? target : FALLBACK_PATH;
}
