import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const AppointmentsPage = lazyPage(() => import('./pages/appointments-page'), 'AppointmentsPage');
const AppointmentNewPage = lazyPage(
  () => import('./pages/appointment-new-page'),
  'AppointmentNewPage',
);
const AppointmentEditPage = lazyPage(
  () => import('./pages/appointment-edit-page'),
  'AppointmentEditPage',
);

/** The calendar's pages (spec part 1 §2); guards come from the domain's route access table. */
export const appointmentRoutes: FeatureRoute[] = [
  { path: '/appointments', element: <AppointmentsPage /> },
  { path: '/appointments/new', element: <AppointmentNewPage /> },
  { path: '/appointments/:id', element: <AppointmentEditPage /> },
];
