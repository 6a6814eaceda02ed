import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { SettingsBranchDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { BranchForm } from '../components/branch-form';
import { BranchPageFrame } from '../components/branch-page-frame';
import { branchToForm } from '../forms/branch-form-values';

/** /settings/branches/edit/:id: the form with the branch as read; a notice for an unknown id. */
export function BranchEditPage() {
  const { t } = useTranslation('branches');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const back = () => void navigate('/settings/branches');
  const { data, loading, error, refetch } = useQuery(SettingsBranchDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
    context: { silentErrors: true },
  });
  const branch = data?.branch;

  let content;
  if (branch) {
    content = (
      <BranchForm
        key={branch.id}
        branch={branch}
        // Read once when the form starts: a later refetch does not reset what is being typed.
        initialValues={branchToForm(branch)}
        onReload={async () => (await refetch()).data?.branch ?? null}
        onSaved={back}
        onCancel={back}
      />
    );
  } else if (loading) {
    content = (
      <Stack spacing={1} aria-busy="true" aria-label={t('loadingBranch')}>
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={120} />
      </Stack>
    );
  } else if (error) {
    content = <LoadError message={t('messages.loadBranchError')} onRetry={() => void refetch()} />;
  } else {
    content = (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/settings/branches" color="inherit" size="small">
            {t('backToList')}
          </Button>
        }
      >
        {t('notFound', { id })}
      </Alert>
    );
  }

  return (
    <BranchPageFrame title={branch ? t('editTitle', { name: branch.name }) : t('editTitleShort')}>
      {content}
    </BranchPageFrame>
  );
}
