import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const ComplaintsListPage = lazyPage(
  () => import('./pages/complaints-list-page'),
  'ComplaintsListPage',
);
const ComplaintAddPage = lazyPage(() => import('./pages/complaint-form-page'), 'ComplaintAddPage');
const ComplaintEditPage = lazyPage(
  () => import('./pages/complaint-form-page'),
  'ComplaintEditPage',
);

/**
 * The complaints (spec part 2 §2 "Complaints"; issue 21 §2): the list and the add and edit form.
 * Guards come from the domain's route access table.
 */
export const complaintRoutes: FeatureRoute[] = [
  { path: '/complaints', element: <ComplaintsListPage /> },
  { path: '/complaints/add', element: <ComplaintAddPage /> },
  { path: '/complaints/:id', element: <ComplaintEditPage /> },
];
