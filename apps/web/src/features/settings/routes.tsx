import { Navigate } from 'react-router';
import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';
import { appConfigRoutes } from './app-config/routes';
import { auditRoutes } from './audit/routes';
import { branchesRoutes } from './branches/routes';
import { WithSettingsNav } from './components/settings-nav';
import { programsRoutes } from './programs/routes';
import { studyTypesRoutes } from './study-types/routes';
import { usersRoutes } from './users/routes';

const TabletsPage = lazyPage(() => import('./tablets/pages/tablets-page'), 'TabletsPage');

/** Every settings page shows the settings navigation above it. */
const withSettingsNav = (route: FeatureRoute): FeatureRoute => ({
  ...route,
  element: <WithSettingsNav>{route.element}</WithSettingsNav>,
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
