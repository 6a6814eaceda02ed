import type { FeatureRoute } from '../../shared/routing/feature-route';
import { lazyPage } from '../../shared/routing/lazy-page';

const PatientsListPage = lazyPage(() => import('./pages/patients-list-page'), 'PatientsListPage');
const PatientAddPage = lazyPage(() => import('./pages/patient-add-page'), 'PatientAddPage');
const PatientEditPage = lazyPage(() => import('./pages/patient-edit-page'), 'PatientEditPage');
const PatientViewPage = lazyPage(() => import('./pages/patient-view-page'), 'PatientViewPage');

/** The patient pages (spec part 1 §2); guards come from the domain's route access table. */
export const patientRoutes: FeatureRoute[] = [
  { path: '/patients', element: <PatientsListPage /> },
  { path: '/patients/add', element: <PatientAddPage /> },
  { path: '/patients/edit/:id', element: <PatientEditPage /> },
  { path: '/patients/view/:id', element: <PatientViewPage /> },
];
