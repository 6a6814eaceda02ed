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
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import {
  VisitFormDocument,
  type VisitFormFieldsFragment,
} from '../../../__generated__/visits/graphql';
import { errorCode } from '../../../shared/api/classify-error';
import { useCurrentUser } from '../../../shared/auth/use-current-user';
import { useSession } from '../../../shared/auth/use-session';
import { useUnsavedChangesGuard } from '../../../shared/hooks/use-unsaved-changes-guard';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { FormPageActions } from '../../../shared/ui/form-dialog-actions';
import { LoadError } from '../../../shared/ui/load-error';
import type { UserOption } from '../../../shared/ui/pickers/user-picker';
import { StaleVersionAlert } from '../../../shared/ui/stale-version-alert';
import { UnsavedChangesDialog } from '../../../shared/ui/unsaved-changes-dialog';
import { VisitForm } from '../components/form/visit-form';
import {
  newVisitForm,
  readPrefill,
  visitToForm,
  type VisitFormValues,
} from '../components/form/visit-form-values';
import { useVisitDictionaries } from '../hooks/use-visit-dictionaries';
import { useVisitForm } from '../hooks/use-visit-form';
import { visitPaths } from '../hooks/visit-paths';

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
 * /visits/add (Admin, Coordinator; spec part 2 §2 "Visits", §5 "Visit form"): a new visit,
 * prefilled from the navigation state when planned as a follow-up from the view (doctor,
 * coordinator, date, reason 'Rutynowa', previous visit). A Coordinator plans their own.
 */
export function VisitAddPage() {
  const { t } = useTranslation('visits');
  const location = useLocation();
  const navigationState: unknown = location.state;
  const prefill = useMemo(() => readPrefill(navigationState), [navigationState]);
  const fixed = useSession()?.currentRole === 'Coordinator';
  const { user, error, refetch } = useCurrentUser();

  let content;
  if (fixed && !user) {
    content = error ? (
      <LoadError message={t('form.loadError')} onRetry={() => void refetch()} />
    ) : (
      <Skeleton variant="rounded" height={480} aria-label={t('form.loading')} />
    );
  } else {
    const self: UserOption | null = fixed && user ? user : null;
    content = (
      <VisitFormCard
        visit={null}
        initialValues={newVisitForm(prefill, self)}
        previousVisitId={prefill.previousVisitId}
        coordinatorFixed={fixed}
        cancelTo={prefill.previousVisitId ? visitPaths.view(prefill.previousVisitId) : '/visits'}
      />
    );
  }
  return <FormFrame title={t('form.addTitle')}>{content}</FormFrame>;
}

/**
 * /visits/edit/:id (Admin, Coordinator): a scheduled visit's form prefilled from `visit(id)`;
 * the save sends the version read. A completed or cancelled visit is read-only (ADR 0049).
 */
export function VisitEditPage() {
  const { t } = useTranslation('visits');
  const { id = '' } = useParams();
  const fixed = useSession()?.currentRole === 'Coordinator';
  const { data, loading, error, refetch } = useQuery(VisitFormDocument, {
    variables: { id },
    context: { silentErrors: true },
  });
  const visit = data?.visit;
  const code = error ? errorCode(error) : null;
  const notFound = code === ERROR_CODES.NOT_FOUND || code === ERROR_CODES.BAD_USER_INPUT;

  let content;
  if (visit && !visit.canEdit) {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to={visitPaths.view(visit.id)} color="inherit">
            {t('form.backToVisit')}
          </Button>
        }
      >
        {t('form.readOnly')}
      </Alert>
    );
  } else if (visit) {
    content = (
      <VisitFormCard
        key={visit.id}
        visit={visit}
        initialValues={visitToForm(visit)}
        coordinatorFixed={fixed}
        cancelTo={visitPaths.view(visit.id)}
        reload={async () => (await refetch()).data?.visit ?? null}
      />
    );
  } else if (loading) {
    content = <Skeleton variant="rounded" height={480} aria-label={t('form.loading')} />;
  } else if (error && !notFound) {
    content = <LoadError message={t('view.loadFailed')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={visitPaths.list} color="inherit" size="small">
            {t('backToList')}
          </Button>
        }
      >
        {t('view.notFound')}
      </Alert>
    );
  }
  return <FormFrame title={t('form.editTitle')}>{content}</FormFrame>;
}

interface CardProps {
  visit: VisitFormFieldsFragment | null;
  initialValues: VisitFormValues;
  previousVisitId?: string;
  coordinatorFixed: boolean;
  cancelTo: string;
  reload?: () => Promise<VisitFormFieldsFragment | null>;
}

function VisitFormCard({
  visit,
  initialValues,
  previousVisitId,
  coordinatorFixed,
  cancelTo,
  reload,
}: CardProps) {
  const { t } = useTranslation('visits');
  const navigate = useNavigate();
  const dictionaries = useVisitDictionaries();
  const state = useVisitForm({
    visit,
    initialValues,
    previousVisitId,
    reload,
    onSaved: (path) => {
      guard.markSaved();
      void navigate(path);
    },
  });
  const { isDirty, isSubmitting } = state.form.formState;
  // A save navigates away while still submitting: only a leave without saving is asked about.
  const guard = useUnsavedChangesGuard(isDirty && !isSubmitting);
  const title = t(visit ? 'form.editTitle' : 'form.addTitle');

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
            <VisitForm
              coordinatorFixed={coordinatorFixed}
              visitReasons={dictionaries.visitReasons}
              gadgets={dictionaries.gadgets}
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
