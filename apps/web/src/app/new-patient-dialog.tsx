import { useMemo } from 'react';
import { PatientFormDialog } from '../features/patients/components/form/patient-form-dialog';
import { emptyPatientForm } from '../features/patients/components/form/patient-form-values';
import type { NewPatientDialogProps } from '../shared/patients/new-patient-dialog';

/** The patients feature's add dialog as another form opens it: the new patient goes back to it. */
function NewPatientDialog({ onClose, onCreated }: NewPatientDialogProps) {
  const initialValues = useMemo(() => emptyPatientForm(), []);
  return (
    <PatientFormDialog
      initialValues={initialValues}
      onClose={onClose}
      closeInPlace
      onSaved={({ id, contact }) =>
        onCreated({
          id,
          contact: {
            firstName: contact.firstName,
            lastName: contact.lastName,
            ssn: contact.ssn,
            birthDate: contact.birthDate,
            gender: contact.gender,
          },
        })
      }
    />
  );
}

export default NewPatientDialog;
