import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const SettingsIndexPage = lazyPage(
  () => import('./pages/settings-index-page'),
  'SettingsIndexPage',
);
const TabletsPage = lazyPage(() => import('./tablets/pages/tablets-page'), 'TabletsPage');

export const settingsRoutes: FeatureRoute[] = [
  { path: '/settings', element: <SettingsIndexPage /> },
  { path: '/settings/tablets', element: <TabletsPage /> },
];
