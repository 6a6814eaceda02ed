import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { lazyPage } from '../../../shared/routing/lazy-page';

const StudyTypesPage = lazyPage(() => import('./pages/study-types-page'), 'StudyTypesPage');
const StudyTypeAddPage = lazyPage(() => import('./pages/study-type-add-page'), 'StudyTypeAddPage');
const StudyTypeEditPage = lazyPage(
  () => import('./pages/study-type-edit-page'),
  'StudyTypeEditPage',
);

/** The pages of /settings/study-types (issue 13); Admin only (the domain's route access). */
export const studyTypesRoutes: FeatureRoute[] = [
  { path: '/settings/study-types', element: <StudyTypesPage /> },
  { path: '/settings/study-types/add', element: <StudyTypeAddPage /> },
  { path: '/settings/study-types/edit/:id', element: <StudyTypeEditPage /> },
];
