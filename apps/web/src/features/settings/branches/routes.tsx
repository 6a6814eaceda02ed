import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { lazyPage } from '../../../shared/routing/lazy-page';

const BranchesPage = lazyPage(() => import('./pages/branches-page'), 'BranchesPage');
const BranchAddPage = lazyPage(() => import('./pages/branch-add-page'), 'BranchAddPage');
const BranchEditPage = lazyPage(() => import('./pages/branch-edit-page'), 'BranchEditPage');

/** The pages of /settings/branches (issue 13); guards come from the domain's route table. */
export const branchesRoutes: FeatureRoute[] = [
  { path: '/settings/branches', element: <BranchesPage /> },
  { path: '/settings/branches/add', element: <BranchAddPage /> },
  { path: '/settings/branches/edit/:id', element: <BranchEditPage /> },
];
