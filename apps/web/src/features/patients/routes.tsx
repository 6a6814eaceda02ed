import type { FeatureRoute } from '../../shared/routing/feature-route';
import { PatientAddPage } from './pages/patient-add-page';
import { PatientEditPage } from './pages/patient-edit-page';
import { PatientViewPage } from './pages/patient-view-page';
import { PatientsListPage } from './pages/patients-list-page';

/** The patient pages (spec part 1 §2); guards come from the domain's route access table. */
export const patientRoutes: FeatureRoute[] = [
  { path: '/patients', element: <PatientsListPage /> },
  { path: '/patients/add', element: <PatientAddPage /> },
  { path: '/patients/edit/:id', element: <PatientEditPage /> },
  { path: '/patients/view/:id', element: <PatientViewPage /> },
];
