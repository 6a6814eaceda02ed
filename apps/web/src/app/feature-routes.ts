import { findRouteAccess, type RouteAccess } from '@portal/domain';
import { appointmentRoutes } from '../features/appointments/routes';
import { complaintRoutes } from '../features/complaints/routes';
import { councilRoutes } from '../features/councils/routes';
import { doctorRoutes } from '../features/doctors/routes';
import { helpRoutes } from '../features/help/routes';
import { messageRoutes } from '../features/messages/routes';
import { patientRoutes } from '../features/patients/routes';
import { profileRoutes } from '../features/profile/routes';
import { referralRoutes } from '../features/referrals/routes';
import { settingsRoutes } from '../features/settings/routes';
import { studyRoutes } from '../features/studies/routes';
import { visitRoutes } from '../features/visits/routes';
import type { FeatureRoute } from '../shared/routing/feature-route';

/** Every page of every built feature. A feature joins the app by adding its routes here. */
const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...patientRoutes,
  ...studyRoutes,
  ...referralRoutes,
  ...doctorRoutes,
  ...visitRoutes,
  ...complaintRoutes,
  ...appointmentRoutes,
  ...profileRoutes,
  ...settingsRoutes,
  ...helpRoutes,
  ...councilRoutes,
  // Asked when a message is shown, long after BUILT_PATHS below is set.
  ...messageRoutes({ isBuilt: (path) => BUILT_PATHS.has(path) }),
];

export interface GuardedRoute extends FeatureRoute {
  access: RouteAccess;
}

/** Each route with its entry of the domain's access table; a route without one is a bug. */
export const GUARDED_ROUTES: readonly GuardedRoute[] = FEATURE_ROUTES.map((route) => {
  const access = findRouteAccess(route.path);
  if (!access) throw new Error(`Route ${route.path} has no entry in the route access table`);
  return { ...route, access };
});

/** Paths that exist today; the side menu and the landing leave out the rest (ADR 0004). */
export const BUILT_PATHS: ReadonlySet<string> = new Set(GUARDED_ROUTES.map((route) => route.path));
