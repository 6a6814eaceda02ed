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
  const { patient, loading } = usePatient(id);
  const close = () => void navigate({ pathname: `/patients/view/${id}`, search });
  let dialog;
  if (patient && patient.canEdit) {
    dialog = (
      <PatientFormDialog
        key={patient.id}
        patientId={patient.id}
        // Read once when the form starts: a later refetch does not reset what is being typed.
        initialValues={patientToForm(patient)}
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
