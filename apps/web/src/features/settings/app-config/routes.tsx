import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { lazyPage } from '../../../shared/routing/lazy-page';

const AppConfigPage = lazyPage(() => import('./pages/app-config-page'), 'AppConfigPage');

/** The pages of /settings/app-config (issue 13). */
export const appConfigRoutes: FeatureRoute[] = [
  { path: '/settings/app-config', element: <AppConfigPage /> },
];
