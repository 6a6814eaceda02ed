import type { FeatureRoute } from '../../../shared/routing/feature-route';
import { lazyPage } from '../../../shared/routing/lazy-page';

const ProgramsPage = lazyPage(() => import('./pages/programs-page'), 'ProgramsPage');
const ProgramAddPage = lazyPage(() => import('./pages/program-form-page'), 'ProgramAddPage');
const ProgramEditPage = lazyPage(() => import('./pages/program-form-page'), 'ProgramEditPage');

/** The pages of /settings/programs (issue 13). */
export const programsRoutes: FeatureRoute[] = [
  { path: '/settings/programs', element: <ProgramsPage /> },
  { path: '/settings/programs/add', element: <ProgramAddPage /> },
  { path: '/settings/programs/edit/:id', element: <ProgramEditPage /> },
];
