import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { PatientFieldsFragment } from '../../../../__generated__/graphql';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';
import { useDeletePatient } from '../../hooks/use-delete-patient';
import { patientFullName } from '../patient-name';
import { PatientDetails } from './patient-details';

/**
 * The data tab: everything read-only, edit when the server says this user may (`canEdit`: the
 * rule updatePatient applies — `patients.edit`, or the creator while there are no studies), delete
 * with a confirmation when `canDelete`.
 */
export function PatientDataTab({ patient }: { patient: PatientFieldsFragment }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const { remove, forget } = useDeletePatient();
  const [confirming, setConfirming] = useState(false);

  const confirmDelete = async () => {
    try {
      await remove(patient.id);
    } catch {
      // The app's error catalogue has shown why (e.g. studies depend on the patient).
      setConfirming(false);
      return;
    }
    enqueueSnackbar(t('deleted'), { variant: 'success' });
    await navigate('/patients');
    forget(patient.id);
  };

  return (
    <Stack spacing={2}>
      {(patient.canEdit || patient.canDelete) && (
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          {patient.canEdit && (
            <Button
              variant="contained"
              startIcon={<EditIcon />}
              onClick={() =>
                void navigate({ pathname: `/patients/edit/${patient.id}`, search: location.search })
              }
            >
              {t('view.edit')}
            </Button>
          )}
          {patient.canDelete && (
            <Button
              color="error"
              variant="outlined"
              startIcon={<DeleteOutlineIcon />}
              onClick={() => setConfirming(true)}
            >
              {t('view.delete')}
            </Button>
          )}
        </Stack>
      )}
      <PatientDetails patient={patient} />
      <RemoveConfirmDialog
        open={confirming}
        subject={patientFullName(patient.contact)}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
