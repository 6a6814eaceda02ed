import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PATIENT_LIST_PAGE_SIZE } from '@portal/domain';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PatientsDocument } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { PatientsFilters, type PatientsFiltersHandle } from '../components/list/patients-filters';
import { PatientsTable } from '../components/list/patients-table';
import { hasFilters, listVariables } from '../hooks/list-state';
import { usePatientListState } from '../hooks/use-patient-list-state';
import { ListEmpty } from '../../../shared/ui/list-empty';
import { LoadError } from '../../../shared/ui/load-error';

/** /patients: search, 15 patients a page by last name (spec part 1 §2, §7). */
export function PatientsListPage() {
  const { t } = useTranslation('patients');
  const navigate = useNavigate();
  const location = useLocation();
  const mayAdd = usePermission('patients.add');
  const { state, setPage, setFilters } = usePatientListState();
  const filters = useRef<PatientsFiltersHandle>(null);
  const variables = useMemo(() => listVariables(state), [state]);
  const { data, previousData, loading, error, refetch } = useQuery(PatientsDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const result = data?.patients ?? previousData?.patients ?? null;
  const total = result?.total ?? 0;

  // A stored or shared page beyond the end (patients were removed) shows the last page instead.
  useEffect(() => {
    const lastPage = Math.max(0, Math.ceil(total / PATIENT_LIST_PAGE_SIZE) - 1);
    if (data && state.page > lastPage) setPage(lastPage);
  }, [data, total, state.page, setPage]);

  const add = () => void navigate({ pathname: '/patients/add', search: location.search });
  const filtered = hasFilters(state);

  return (
    <Stack spacing={3}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={2}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        {mayAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={add}>
            {t('list.add')}
          </Button>
        )}
      </Stack>
      <Paper sx={{ p: 2 }}>
        <PatientsFilters ref={filters} value={state} onChange={setFilters} />
      </Paper>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('list.loading')} />}
        {error && !data ? (
          <LoadError message={t('list.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : result && total === 0 && !loading ? (
          <ListEmpty
            icon={PersonSearchIcon}
            texts={{
              empty: t('list.empty'),
              noMatches: t('list.noMatches'),
              clearFilters: t('list.clearFilters'),
              add: t('list.add'),
            }}
            filtered={filtered}
            onAdd={mayAdd ? add : null}
            onClearFilters={() => filters.current?.clear()}
          />
        ) : (
          <PatientsTable
            rows={result?.items ?? null}
            total={total}
            totalCapped={result?.totalCapped ?? false}
            page={Math.min(state.page, Math.max(0, Math.ceil(total / PATIENT_LIST_PAGE_SIZE) - 1))}
            onPageChange={setPage}
            loading={!result}
          />
        )}
      </Paper>
    </Stack>
  );
}
