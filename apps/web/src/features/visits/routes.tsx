import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const VisitsListPage = lazyPage(() => import('./pages/visits-list-page'), 'VisitsListPage');
const VisitAddPage = lazyPage(() => import('./pages/visit-form-page'), 'VisitAddPage');
const VisitEditPage = lazyPage(() => import('./pages/visit-form-page'), 'VisitEditPage');
const VisitViewPage = lazyPage(() => import('./pages/visit-view-page'), 'VisitViewPage');
const CalendarConnectedPage = lazyPage(
  () => import('./pages/calendar-connected-page'),
  'CalendarConnectedPage',
);

/**
 * The coordinators' visits (spec part 2 §2 "Visits"; issue 21 §1): the list, the add and edit
 * form, the view, and the return from the calendar service's consent. Guards come from the
 * domain's route access table.
 */
export const visitRoutes: FeatureRoute[] = [
  { path: '/visits', element: <VisitsListPage /> },
  { path: '/visits/add', element: <VisitAddPage /> },
  { path: '/visits/edit/:id', element: <VisitEditPage /> },
  { path: '/visits/view/:id', element: <VisitViewPage /> },
  { path: '/visits/calendar-connected', element: <CalendarConnectedPage /> },
];
