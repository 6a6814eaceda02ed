import { Navigate } from 'react-router';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';
import { appConfigRoutes } from './app-config/routes';
import { auditRoutes } from './audit/routes';
import { branchesRoutes } from './branches/routes';
import { programsRoutes } from './programs/routes';
import { studyTypesRoutes } from './study-types/routes';
import { usersRoutes } from './users/routes';

const TabletsPage = lazyPage(() => import('./tablets/pages/tablets-page'), 'TabletsPage');
// Its own chunk, like the pages: its tabs and icons stay out of the entry every page loads
// (scripts/web-bundle-budget.test.mjs); it is fetched alongside the page it heads.
const SettingsNav = lazyPage(() => import('./components/settings-nav'), 'SettingsNav');

/** Every settings page shows the settings navigation above it. */
const withSettingsNav = (route: FeatureRoute): FeatureRoute => ({
  ...route,
  element: (
    <>
      <SettingsNav />
      {route.element}
    </>
  ),
});

export const settingsRoutes: FeatureRoute[] = [
  // The spec's default: branches, which every role that opens settings may see.
  { path: '/settings', element: <Navigate to="/settings/branches" replace /> },
  ...[
    ...branchesRoutes,
    ...programsRoutes,
    { path: '/settings/tablets', element: <TabletsPage /> },
    ...studyTypesRoutes,
    ...usersRoutes,
    ...appConfigRoutes,
    ...auditRoutes,
  ].map(withSettingsNav),
];
