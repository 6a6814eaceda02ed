import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';
import { appConfigRoutes } from './app-config/routes';
import { branchesRoutes } from './branches/routes';
import { programsRoutes } from './programs/routes';
import { studyTypesRoutes } from './study-types/routes';
import { usersRoutes } from './users/routes';

const SettingsIndexPage = lazyPage(
  () => import('./pages/settings-index-page'),
  'SettingsIndexPage',
);
const TabletsPage = lazyPage(() => import('./tablets/pages/tablets-page'), 'TabletsPage');

export const settingsRoutes: FeatureRoute[] = [
  { path: '/settings', element: <SettingsIndexPage /> },
  { path: '/settings/tablets', element: <TabletsPage /> },
  ...branchesRoutes,
  ...studyTypesRoutes,
  ...usersRoutes,
  ...programsRoutes,
  ...appConfigRoutes,
];
