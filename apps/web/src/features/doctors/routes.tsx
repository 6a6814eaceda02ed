import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const DoctorsListPage = lazyPage(() => import('./pages/doctors-list-page'), 'DoctorsListPage');
const DoctorEditPage = lazyPage(() => import('./pages/doctor-edit-page'), 'DoctorEditPage');
const DoctorViewPage = lazyPage(() => import('./pages/doctor-view-page'), 'DoctorViewPage');

/**
 * The doctor and facility pages (spec part 2 §2; issue 20): the lists, the add dialog over the
 * list (/add), the edit and the view page. Guards come from the domain's route access table.
 */
export const doctorRoutes: FeatureRoute[] = ['/doctors', '/facilities'].flatMap((list) => [
  { path: list, element: <DoctorsListPage /> },
  { path: `${list}/add`, element: <DoctorsListPage /> },
  { path: `${list}/edit/:id`, element: <DoctorEditPage /> },
  { path: `${list}/view/:id`, element: <DoctorViewPage /> },
]);
