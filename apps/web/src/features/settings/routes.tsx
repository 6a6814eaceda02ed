import type { FeatureRoute } from '../../shared/routing/feature-route';
import { SettingsIndexPage } from './pages/settings-index-page';
import { TabletsPage } from './tablets/pages/tablets-page';

export const settingsRoutes: FeatureRoute[] = [
  { path: '/settings', element: <SettingsIndexPage /> },
  { path: '/settings/tablets', element: <TabletsPage /> },
];
