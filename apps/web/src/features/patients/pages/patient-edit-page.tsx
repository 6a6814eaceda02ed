import { useApolloClient } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { PatientDialogFrame } from '../components/form/patient-dialog-frame';
import { PatientFormDialog } from '../components/form/patient-form-dialog';
import { patientToForm } from '../components/form/patient-form-values';
import { usePatient } from '../hooks/use-patient';
import { PatientViewPage } from './patient-view-page';

/** /patients/edit/:id: the edit dialog over the patient's view (one query serves both). */
export function PatientEditPage() {
  const { t } = useTranslation('patients');
  const domainMessage = useDomainMessage();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const titleId = useId();
  const client = useApolloClient();
  const { patient, loading, refetch } = usePatient(id);
  const close = () => void navigate({ pathname: `/patients/view/${id}`, search });
  /** After a stale save: the patient as it is now (the view behind follows), and the lists ask again. */
  const reload = async () => {
    const { data } = await refetch();
    client.cache.evict({ fieldName: 'patients' });
    return data?.patient ?? null;
  };
  let dialog;
  if (patient && patient.canEdit) {
    dialog = (
      <PatientFormDialog
        key={patient.id}
        patientId={patient.id}
        // Read once when the form starts: a later refetch does not reset what is being typed.
        initialValues={patientToForm(patient)}
        version={patient.version}
        onReload={reload}
        identityReadOnly={!patient.canEditIdentity}
        onClose={close}
        onSaved={close}
      />
    );
  } else if (patient || loading) {
    // Loading, or the server says this user may not edit this patient.
    dialog = (
      <PatientDialogFrame title={t('editTitle')} titleId={titleId} onClose={close}>
        <DialogContent dividers sx={{ display: 'flex', justifyContent: 'center' }}>
          {patient ? (
            <Alert severity="warning">{domainMessage('errors.forbidden')}</Alert>
          ) : (
            <CircularProgress aria-label={t('view.loading')} />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('cancel')}</Button>
        </DialogActions>
      </PatientDialogFrame>
    );
  }

  return (
    <>
      <PatientViewPage />
      {dialog}
    </>
  );
}
