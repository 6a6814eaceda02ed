import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { PatientFormDialog } from '../components/form/patient-form-dialog';
import { emptyPatientForm } from '../components/form/patient-form-values';
import { PatientsListPage } from './patients-list-page';

/** /patients/add: the add dialog over the list it was opened from (the list's query stays). */
export function PatientAddPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const initialValues = useMemo(() => emptyPatientForm(), []);
  return (
    <>
      <PatientsListPage />
      <PatientFormDialog
        initialValues={initialValues}
        onClose={() => void navigate({ pathname: '/patients', search })}
        onSaved={(patient) => void navigate(`/patients/view/${patient.id}`)}
      />
    </>
  );
}
