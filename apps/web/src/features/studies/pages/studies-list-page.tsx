import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { STUDY_LIST_PAGE_SIZE } from '@portal/domain';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { StudiesListDocument } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { ListEmpty } from '../../../shared/ui/list-empty';
import { LoadError } from '../../../shared/ui/load-error';
import { StudiesFilters } from '../components/list/studies-filters';
import { StudiesTable } from '../components/list/studies-table';
import { studyColumns } from '../components/list/study-columns';
import { allowedFilters, EMPTY_FILTERS, hasFilters, listVariables } from '../hooks/list-state';
import { useStudyListAccess } from '../hooks/use-study-list-access';
import { useStudyListState } from '../hooks/use-study-list-state';

function lastPageOf(total: number): number {
  return Math.max(0, Math.ceil(total / STUDY_LIST_PAGE_SIZE) - 1);
}

/** /studies: the studies the caller sees, 20 a page, with the role's filters (spec part 2 §2). */
export function StudiesListPage() {
  const { t } = useTranslation('studies');
  const navigate = useNavigate();
  const access = useStudyListAccess();
  const workload = usePermission('studies.workload');
  const { withBranchAndDeadline, withAllDoctors } = access;
  const { state, setPage, setFilters } = useStudyListState();
  const filters = useMemo(() => allowedFilters(state, access.filters), [state, access.filters]);
  const columns = useMemo(
    () => studyColumns({ withBranchAndDeadline, withAllDoctors }),
    [withBranchAndDeadline, withAllDoctors],
  );
  const variables = useMemo(
    () => listVariables(filters, state.page, { withBranchAndDeadline, withAllDoctors }),
    [filters, state.page, withBranchAndDeadline, withAllDoctors],
  );
  const { data, previousData, loading, error, refetch } = useQuery(StudiesListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const result = data?.studies ?? previousData?.studies ?? null;
  const total = result?.total ?? 0;

  // A stored or shared page beyond the end (studies were removed) shows the last page instead.
  // Past a capped count only an empty page tells that the end was passed.
  useEffect(() => {
    if (!data) return;
    const { total: counted, totalCapped, items } = data.studies;
    const beyond = totalCapped ? items.length === 0 : state.page > lastPageOf(counted);
    if (beyond && state.page > 0) setPage(Math.min(state.page - 1, lastPageOf(counted)));
  }, [data, state.page, setPage]);

  const add = () => void navigate('/studies/add');
  const filtered = hasFilters(filters);
  // The rows of a patient's studies are that patient's: the first one names them for the chip.
  const first = result?.items[0]?.patient;
  const patientName =
    filters.patient && first?.id === filters.patient
      ? `${first.contact.lastName} ${first.contact.firstName}`
      : null;

  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <Stack direction="row" spacing={2} alignItems="baseline" justifyContent="space-between">
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        {workload && (
          <Link component={RouterLink} to="/studies/workload">
            {t('workload.link')}
          </Link>
        )}
      </Stack>
      {/* Registration, say, has no filter of its own: no empty panel, unless a link set one. */}
      {(access.filters.size > 1 || filtered) && (
        <Paper sx={{ p: 2 }}>
          <StudiesFilters
            value={filters}
            allowed={access.filters}
            onChange={setFilters}
            patientName={patientName}
          />
        </Paper>
      )}
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('list.loading')} />}
        {error && !data ? (
          <LoadError message={t('list.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : result && total === 0 && !loading ? (
          <ListEmpty
            icon={ManageSearchIcon}
            texts={{
              empty: t('list.empty'),
              noMatches: t('list.noMatches'),
              clearFilters: t('list.clearFilters'),
              add: t('list.add'),
            }}
            filtered={filtered}
            onAdd={access.mayAdd && !filtered ? add : null}
            onClearFilters={() => setFilters(EMPTY_FILTERS)}
          />
        ) : (
          <StudiesTable
            rows={result?.items ?? null}
            columns={columns}
            total={total}
            totalCapped={result?.totalCapped ?? false}
            hasMore={result?.hasMore ?? false}
            page={result?.totalCapped ? state.page : Math.min(state.page, lastPageOf(total))}
            onPageChange={setPage}
            loading={!result}
          />
        )}
      </Paper>
      {access.mayAdd && (
        <Fab
          color="primary"
          component={RouterLink}
          to="/studies/add"
          aria-label={t('list.add')}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      )}
    </Stack>
  );
}
