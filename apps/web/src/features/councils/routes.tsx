import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const CouncilsPage = lazyPage(() => import('./pages/councils-page'), 'CouncilsPage');
const CouncilViewPage = lazyPage(() => import('./pages/council-view-page'), 'CouncilViewPage');

/**
 * Councils (konsylium; spec part 2 §2 "Councils", §3 Council, §4; issue 22 §1): the caller's
 * councils with their invitations, and one council. Guards come from the domain's route access
 * table ('councils.use').
 */
export const councilRoutes: FeatureRoute[] = [
  { path: '/councils', element: <CouncilsPage /> },
  { path: '/councils/view/:id', element: <CouncilViewPage /> },
];
