import AddIcon from '@mui/icons-material/Add';
import StoreIcon from '@mui/icons-material/Store';
import { useQuery } from '@apollo/client/react';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { SettingsBranchesDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { BranchesFilters } from '../components/branches-filters';
import { BranchesTable } from '../components/branches-table';
import { branchListVariables } from '../hooks/branch-list-state';
import { useBranchListState } from '../hooks/use-branch-list-state';
import { useDeleteBranch } from '../hooks/use-delete-branch';

/** /settings/branches (Admin, Manager): branches with their devices (spec part 2 §2, §7). */
export function BranchesPage() {
  const { t } = useTranslation('branches');
  const navigate = useNavigate();
  const { state, setPage, setName, setOwn, sortBy } = useBranchListState();
  const { data, previousData, loading, error, refetch } = useQuery(SettingsBranchesDocument, {
    variables: branchListVariables(state),
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  // The previous page stays while the next one loads, so the table does not jump.
  const shown = data ?? previousData;
  const removal = useDeleteBranch(() => void refetch());
  const add = () => void navigate('/settings/branches/add');
  const filtered = state.name.trim() !== '' || state.own !== 'all';

  return (
    <Stack spacing={3} sx={{ maxWidth: 1100, pb: 10 }}>
      <Breadcrumbs aria-label={t('breadcrumbs')}>
        <Link component={RouterLink} to="/settings" underline="hover" color="inherit">
          {t('settings')}
        </Link>
        <Typography sx={{ color: 'text.primary' }}>{t('title')}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('title')}
      </Typography>
      <BranchesFilters name={state.name} own={state.own} onName={setName} onOwn={setOwn} />

      {!shown && loading && (
        <Stack spacing={1} aria-busy="true" aria-label={t('loading')}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      )}
      {!shown && !loading && error && (
        <LoadError message={t('messages.loadError')} onRetry={() => void refetch()} />
      )}
      {shown && shown.branches.totalCount === 0 && (
        <Paper sx={{ p: 4, textAlign: 'center' }}>
          <Stack spacing={2} sx={{ alignItems: 'center' }}>
            <StoreIcon aria-hidden sx={{ fontSize: 56, color: 'text.disabled' }} />
            <Typography variant="h6" component="p">
              {filtered ? t('empty.filteredTitle') : t('empty.title')}
            </Typography>
            {!filtered && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
                {t('add')}
              </Button>
            )}
          </Stack>
        </Paper>
      )}
      {shown && shown.branches.totalCount > 0 && (
        <BranchesTable
          branches={shown.branches.nodes}
          totalCount={shown.branches.totalCount}
          state={state}
          onSort={sortBy}
          onPage={setPage}
          onEdit={(branch) => void navigate(`/settings/branches/edit/${branch.id}`)}
          onDelete={removal.ask}
        />
      )}

      <Fab
        color="primary"
        aria-label={t('add')}
        onClick={add}
        sx={{ position: 'fixed', right: 32, bottom: 32 }}
      >
        <AddIcon />
      </Fab>
      {removal.dialog}
    </Stack>
  );
}
