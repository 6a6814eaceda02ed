import { checkRouteAccess, type RouteAccess } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoginLocationState } from './login-redirect';
import { useSession } from './use-session';

interface Props {
  access: RouteAccess;
  /** Shown instead of the page to a signed-in user whose role may not open it. */
  denied: ReactNode;
  children: ReactNode;
}

/**
 * Route guard (spec part 1 §2): without a session the user goes to /login remembering where they
 * were. A signed-in user whose role may not open the page stays in the portal and is told so
 * (`denied`): sending them to the sign-in form would only make them sign in again (ADR 0026).
 */
export function RouteGuard({ access, denied, children }: Props) {
  const session = useSession();
  const location = useLocation();
  const outcome = checkRouteAccess(access, session?.currentRole ?? null);
  if (outcome.allowed) return children;
  if (session) return denied;

  const state: LoginLocationState = {
    from: `${location.pathname}${location.search}${location.hash}`,
  };
  return <Navigate to="/login" replace state={state} />;
}
