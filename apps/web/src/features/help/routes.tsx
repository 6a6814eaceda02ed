import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const HelpPage = lazyPage(() => import('./pages/help-page'), 'HelpPage');

/** /help for every role (issue 13). */
export const helpRoutes: FeatureRoute[] = [{ path: '/help', element: <HelpPage /> }];
