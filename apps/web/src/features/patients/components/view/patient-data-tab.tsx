import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import {
  PatientStudyLinksDocument,
  type PatientFieldsFragment,
} from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';
import { useDeletePatient } from '../../hooks/use-delete-patient';
import {
  studiesLinkBlocker,
  useSendStudiesLink,
} from '../../../../shared/patients/use-send-studies-link';
import { patientFullName } from '../patient-name';
import { PatientDetails } from './patient-details';
import { PatientStudyLinks } from './patient-study-links';
import { SendStudiesLinkButton, SendStudiesLinkWarning } from './send-studies-link';

/**
 * The data tab: everything read-only, edit when the server says this user may (`canEdit`: the
 * rule updatePatient applies — `patients.edit`, or the creator while there are no studies), delete
 * with a confirmation when `canDelete`; for those who may (`patients.sendStudiesLink`), mail the
 * patient a link to their studies — or say why not — and the links that still work (issue 18);
 * for those who record complaints (`complaints.add`), a complaint linked to the patient (opened by
 * path: features do not import each other; issue 21 §2).
 */
export function PatientDataTab({ patient }: { patient: PatientFieldsFragment }) {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const { remove, forget } = useDeletePatient();
  const [confirming, setConfirming] = useState(false);
  const maySendLink = usePermission('patients.sendStudiesLink');
  const mayComplain = usePermission('complaints.add');
  const { sendLink, sending } = useSendStudiesLink(patient.id, {
    refetchQueries: [PatientStudyLinksDocument],
  });
  const blocker = studiesLinkBlocker(patient);
  const warningId = useId();

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
      {(patient.canEdit || patient.canDelete || maySendLink || mayComplain) && (
        <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end">
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
          {maySendLink && (
            <SendStudiesLinkButton
              onSend={() => void sendLink()}
              sending={sending}
              blocker={blocker}
              warningId={warningId}
            />
          )}
          {mayComplain && (
            <Button
              variant="outlined"
              startIcon={<ReportProblemOutlinedIcon />}
              onClick={() =>
                void navigate(`/complaints/add?patientId=${encodeURIComponent(patient.id)}`)
              }
            >
              {t('view.createComplaint')}
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
      {maySendLink && <SendStudiesLinkWarning blocker={blocker} id={warningId} />}
      <PatientDetails patient={patient}>
        {maySendLink && <PatientStudyLinks patientId={patient.id} />}
      </PatientDetails>
      <RemoveConfirmDialog
        open={confirming}
        subject={patientFullName(patient.contact)}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
