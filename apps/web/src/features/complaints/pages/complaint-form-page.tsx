import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@portal/domain';
import { useMemo, type ReactNode } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  ComplaintFormDocument,
  ComplaintPrefillDoctorDocument,
  ComplaintPrefillPatientDocument,
  type ComplaintFormFieldsFragment,
} from '../../../__generated__/complaints/graphql';
import { errorCode } from '../../../shared/api/classify-error';
import { useSession } from '../../../shared/auth/use-session';
import { useUnsavedChangesGuard } from '../../../shared/hooks/use-unsaved-changes-guard';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormPageActions } from '../../../shared/ui/form-dialog-actions';
import { LoadError } from '../../../shared/ui/load-error';
import { StaleVersionAlert } from '../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../shared/ui/unsaved-changes-dialog';
import { ComplaintForm } from '../components/form/complaint-form';
import {
  complaintToForm,
  newComplaintForm,
  type ComplaintFormValues,
} from '../components/form/complaint-form-values';
import { complaintPaths } from '../hooks/complaint-paths';
import { useComplaintDictionaries } from '../hooks/use-complaint-dictionaries';
import { useComplaintForm } from '../hooks/use-complaint-form';

const ID = /^[1-9]\d{0,17}$/;

function FormFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, pb: 4 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

/**
 * /complaints/add (Admin, Registration, Technician; spec part 2 §2 "Complaints", §5
 * "Complaint"): a new complaint, reported now; `?patientId=` (the patient's page) or `?doctorId=`
 * (the doctor's page) links it to them. A save opens the new complaint.
 */
export function ComplaintAddPage() {
  const { t } = useTranslation('complaints');
  const [params] = useSearchParams();
  const patientId = params.get('patientId') ?? '';
  const doctorId = params.get('doctorId') ?? '';
  const withPatient = ID.test(patientId);
  const withDoctor = ID.test(doctorId);
  // A patient or doctor that cannot be read (gone, not visible) is simply not prefilled.
  const patient = useQuery(ComplaintPrefillPatientDocument, {
    variables: { id: patientId },
    skip: !withPatient,
    context: { silentErrors: true },
  });
  const doctor = useQuery(ComplaintPrefillDoctorDocument, {
    variables: { id: doctorId },
    skip: !withDoctor,
    context: { silentErrors: true },
  });
  const waiting =
    (withPatient && !patient.data && !patient.error) ||
    (withDoctor && !doctor.data && !doctor.error);
  const chosenPatient = patient.data?.patient ?? null;
  const chosenDoctor = doctor.data?.doctor ?? null;
  const initialValues = useMemo(
    () => (waiting ? null : newComplaintForm({ patient: chosenPatient, doctor: chosenDoctor })),
    [waiting, chosenPatient, chosenDoctor],
  );
  const cancelTo = withPatient
    ? `/patients/view/${patientId}`
    : withDoctor
      ? `${chosenDoctor?.isFacility ? '/facilities' : '/doctors'}/view/${doctorId}`
      : complaintPaths.list;

  return (
    <FormFrame title={t('form.addTitle')}>
      {initialValues ? (
        <ComplaintFormCard
          complaint={null}
          initialValues={initialValues}
          responsibleFixed={false}
          cancelTo={cancelTo}
        />
      ) : (
        <Skeleton variant="rounded" height={480} aria-label={t('form.loading')} />
      )}
    </FormFrame>
  );
}

/**
 * /complaints/:id (the desk; a Complaints user the complaints they are responsible for): the
 * complaint's form prefilled from `complaint(id)`; the save sends the version read. A Complaints
 * user sees the responsible person (themselves) without choosing.
 */
export function ComplaintEditPage() {
  const { t } = useTranslation('complaints');
  const { id = '' } = useParams();
  const responsibleFixed = useSession()?.currentRole === 'Complaints';
  const { data, loading, error, refetch } = useQuery(ComplaintFormDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const complaint = data?.complaint;
  const code = error ? errorCode(error) : null;
  const notFound = code === ERROR_CODES.NOT_FOUND || code === ERROR_CODES.BAD_USER_INPUT;

  let content;
  if (complaint) {
    content = (
      <ComplaintFormCard
        key={complaint.id}
        complaint={complaint}
        initialValues={complaintToForm(complaint)}
        responsibleFixed={responsibleFixed}
        cancelTo={complaintPaths.list}
        reload={async () => (await refetch()).data?.complaint ?? null}
      />
    );
  } else if (loading) {
    content = <Skeleton variant="rounded" height={480} aria-label={t('form.loading')} />;
  } else if (error && !notFound) {
    content = <LoadError message={t('form.loadFailed')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={complaintPaths.list} color="inherit" size="small">
            {t('backToList')}
          </Button>
        }
      >
        {t('form.notFound')}
      </Alert>
    );
  }
  return <FormFrame title={t('form.editTitle')}>{content}</FormFrame>;
}

interface CardProps {
  complaint: ComplaintFormFieldsFragment | null;
  initialValues: ComplaintFormValues;
  responsibleFixed: boolean;
  cancelTo: string;
  reload?: () => Promise<ComplaintFormFieldsFragment | null>;
}

function ComplaintFormCard({
  complaint,
  initialValues,
  responsibleFixed,
  cancelTo,
  reload,
}: CardProps) {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  const dictionaries = useComplaintDictionaries();
  const state = useComplaintForm({
    complaint,
    initialValues,
    reload,
    onSaved: (path) => {
      guard.markSaved();
      void navigate(path);
    },
  });
  const { isDirty, isSubmitting } = state.form.formState;
  // A save navigates away while still submitting: only a leave without saving is asked about.
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const title = t(complaint ? 'form.editTitle' : 'form.addTitle');

  return (
    <Paper sx={{ p: 3 }}>
      <FormProvider {...state.form}>
        <form
          noValidate
          aria-label={title}
          onSubmit={(event) => void state.form.handleSubmit(state.save)(event)}
        >
          <Stack spacing={3}>
            <StaleVersionAlert state={state.stale} />
            <FailureAlert message={state.failure} />
            <ComplaintForm
              complaintTypes={dictionaries.complaintTypes}
              resolutionHours={dictionaries.resolutionHours}
              complaint={state.complaint}
              responsibleFixed={responsibleFixed}
            />
            <FormPageActions
              busy={isSubmitting}
              onCancel={() => void navigate(cancelTo)}
              cancelLabel={t('form.cancel')}
              submitLabel={t('form.save')}
            />
          </Stack>
        </form>
      </FormProvider>
      <UnsavedChangesDialog guard={guard} />
    </Paper>
  );
}
