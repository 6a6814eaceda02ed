import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  DoctorFormDocument,
  type DoctorFormFieldsFragment,
} from '../../../__generated__/doctors/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useUnsavedChangesGuard } from '../../../shared/hooks/use-unsaved-changes-guard';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormPageActions } from '../../../shared/ui/form-dialog-actions';
import { LoadError } from '../../../shared/ui/load-error';
import { StaleVersionAlert } from '../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../shared/ui/unsaved-changes-dialog';
import { DoctorForm } from '../components/form/doctor-form';
import { doctorToForm } from '../components/form/doctor-form-values';
import { doctorPaths, kindOf } from '../hooks/doctor-paths';
import { useDoctorForm } from '../hooks/use-doctor-form';
import { useDoctorKind } from '../hooks/use-doctor-kind';

/** The server's NOT_FOUND: an unknown or deleted record, said as a notice, not an error. */
function isNotFound(error: unknown): boolean {
  const kind = classifyError(error);
  return kind.kind === 'other' && kind.code === 'NOT_FOUND';
}

/**
 * /doctors/edit/:id and /facilities/edit/:id (Admin, Manager; spec part 2 §2, issue 20 §2): the
 * form prefilled from `doctor(id)`; the save sends the version read. The login is changed on the
 * view page, not here.
 */
export function DoctorEditPage() {
  const { t } = useTranslation('doctors');
  const kind = useDoctorKind();
  const { id = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(DoctorFormDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const doctor = data?.doctor;

  let content;
  if (doctor) {
    content = (
      <EditForm
        key={doctor.id}
        doctor={doctor}
        reload={async () => (await refetch()).data?.doctor ?? null}
      />
    );
  } else if (loading) {
    content = <Skeleton variant="rounded" height={480} aria-label={t('edit.loading')} />;
  } else if (error && !isNotFound(error)) {
    content = <LoadError message={t('edit.loadError')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={doctorPaths(kind).list} color="inherit" size="small">
            {t('edit.backToList')}
          </Button>
        }
      >
        {t('edit.notFound')}
      </Alert>
    );
  }

  return (
    <Stack spacing={3} sx={{ maxWidth: 960, pb: 4 }}>
      <Typography variant="h4" component="h1">
        {t(`edit.title.${doctor ? kindOf(doctor) : kind}`)}
      </Typography>
      {content}
    </Stack>
  );
}

function EditForm({
  doctor,
  reload,
}: {
  doctor: DoctorFormFieldsFragment;
  reload: () => Promise<DoctorFormFieldsFragment | null>;
}) {
  const { t } = useTranslation('doctors');
  const navigate = useNavigate();
  const initialValues = useMemo(() => doctorToForm(doctor), [doctor]);
  const state = useDoctorForm({
    doctor,
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

  return (
    <Paper sx={{ p: 3 }}>
      <FormProvider {...state.form}>
        <form
          noValidate
          aria-label={t(`edit.title.${kindOf(doctor)}`)}
          onSubmit={(event) => void state.form.handleSubmit(state.save)(event)}
        >
          <Stack spacing={3}>
            <StaleVersionAlert state={state.stale} />
            <FailureAlert message={state.failure} />
            <DoctorForm
              rights={state.rights}
              adding={false}
              heldStudyTypes={doctor.describingStudyTypes}
            />
            <FormPageActions
              busy={isSubmitting}
              onCancel={() => void navigate(doctorPaths(kindOf(doctor)).view(doctor.id))}
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
