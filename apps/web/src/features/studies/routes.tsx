import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const StudiesListPage = lazyPage(() => import('./pages/studies-list-page'), 'StudiesListPage');
const StudyAddPage = lazyPage(() => import('./pages/study-add-page'), 'StudyAddPage');
const StudyViewPage = lazyPage(() => import('./pages/study-record-page'), 'StudyViewPage');
const StudyEditPage = lazyPage(() => import('./pages/study-record-page'), 'StudyEditPage');
const DescriberWorkloadPage = lazyPage(
  () => import('./pages/describer-workload-page'),
  'DescriberWorkloadPage',
);

/** The study pages (spec part 2 §2); guards come from the domain's route access table. */
export const studyRoutes: FeatureRoute[] = [
  { path: '/studies', element: <StudiesListPage /> },
  { path: '/studies/add', element: <StudyAddPage /> },
  { path: '/studies/view/:id', element: <StudyViewPage /> },
  { path: '/studies/edit/:id', element: <StudyEditPage /> },
  { path: '/studies/workload', element: <DescriberWorkloadPage /> },
];
