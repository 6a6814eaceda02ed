import { Navigate, useLocation } from 'react-router';
import { isAfterLogin } from '../shared/auth/after-login';
import { useSession } from '../shared/auth/use-session';
import { BUILT_PATHS } from './feature-routes';
import { landingPath } from './landing';

/** The index route and the authenticated fallback (spec part 1 §2). */
export function RootRedirect() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to="/login" replace />;
  const target = landingPath(session.currentRole, isAfterLogin(location.state), BUILT_PATHS);
  return <Navigate to={target} replace />;
}
