import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/auth/use-session';
import { BUILT_PATHS } from './feature-routes';
import { landingPath } from './landing';

/** The index route and the authenticated fallback (spec part 1 §2). */
export function RootRedirect() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  const afterLogin = (location.state as { afterLogin?: unknown } | null)?.afterLogin === true;
  return <Navigate to={landingPath(session.currentRole, afterLogin, BUILT_PATHS)} replace />;
}
