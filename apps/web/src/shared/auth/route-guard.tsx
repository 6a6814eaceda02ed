import { checkRouteAccess, type RouteAccess } from '@portal/domain';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import type { LoginLocationState } from './login-redirect';
import { useSession } from './use-session';

interface Props {
  access: RouteAccess;
  children: ReactNode;
}

/**
 * Route guard (spec part 1 §2): without a session, or without the roles the route needs, the
 * user goes to /login remembering where they were; a forbidden role goes there without it.
 */
export function RouteGuard({ access, children }: Props) {
  const session = useSession();
  const location = useLocation();
  const outcome = checkRouteAccess(access, session?.currentRole ?? null);
  if (outcome.allowed) return children;

  const origin = `${location.pathname}${location.search}${location.hash}`;
  const state: LoginLocationState = outcome.rememberOrigin
    ? { from: origin, denied: Boolean(session) }
    : { denied: true };
  return <Navigate to="/login" replace state={state} />;
}
