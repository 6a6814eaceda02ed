import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { COMPLAINTS_ORDERS, type TComplaintsOrderBy } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ComplaintsListDocument,
  type SortDirection,
} from '../../../__generated__/complaints/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { useSession } from '../../../shared/auth/use-session';
import { ListEmpty } from '../../../shared/ui/list-empty';
import { LoadError } from '../../../shared/ui/load-error';
import { ComplaintsFilters } from '../components/list/complaints-filters';
import { ComplaintsTable } from '../components/list/complaints-table';
import { complaintPaths } from '../hooks/complaint-paths';
import { EMPTY_FILTERS, hasFilters, listVariables } from '../hooks/list-state';
import { rememberedResponsible } from '../hooks/remembered-option';
import { useComplaintDictionaries } from '../hooks/use-complaint-dictionaries';
import { useComplaintListState } from '../hooks/use-complaint-list-state';

const ORDERS = COMPLAINTS_ORDERS.flatMap((by) =>
  (['DESC', 'ASC'] as const).map((direction) => `${by}:${direction}` as const),
);

/**
 * /complaints (Admin, Technician, Manager, Registration; a Complaints user the complaints they are
 * responsible for; spec part 2 §2 "Complaints", §9; issue 21 §2): the search panel and one page of
 * the complaints the caller sees, 20 a page, last changed first, paged and sorted by the server,
 * all of it in the URL. Overdue complaints are tinted red. The add button is Admin's and the
 * Technician's (`complaints.addButton`); 'Utwórz skierowanie' is for those who may add a referral.
 */
export function ComplaintsListPage() {
  const { t } = useTranslation('complaints');
  const navigate = useNavigate();
  const mayAdd = usePermission('complaints.addButton');
  const role = useSession()?.currentRole;
  const mayAddReferral = usePermission('referrals.add');
  const mayRefer = mayAddReferral && role !== 'DentalOffice';
  const mine = role === 'Complaints';
  const { state, setPage, setSize, setSort, setFilters } = useComplaintListState();
  const { complaintTypes } = useComplaintDictionaries();
  // Clearing from the empty state starts the panel afresh (its typed texts included).
  const [filtersKey, setFiltersKey] = useState(0);
  const variables = useMemo(() => listVariables(state, { mine }), [state, mine]);
  const { data, previousData, loading, error, refetch } = useQuery(ComplaintsListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const result = data?.complaints ?? previousData?.complaints ?? null;
  const total = result?.total ?? 0;
  const totalCapped = result?.totalCapped ?? false;
  const lastPage = totalCapped
    ? Number.POSITIVE_INFINITY
    : Math.max(0, Math.ceil(total / state.size) - 1);

  // A stored or shared page beyond the end (complaints were closed away) shows the last page.
  useEffect(() => {
    if (data && state.page > lastPage) setPage(lastPage);
  }, [data, lastPage, state.page, setPage]);

  // The picker names the filter's responsible person: as picked, else from the rows.
  const rows = result?.items ?? [];
  const responsible =
    rememberedResponsible(state.responsible) ??
    rows.find((row) => row.responsiblePerson.id === state.responsible)?.responsiblePerson ??
    null;

  const openAdd = () => void navigate(complaintPaths.add);
  const filtered = hasFilters(state);

  return (
    <Stack spacing={3} sx={{ pb: 10 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('title')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('list.order')}
          value={`${state.sort}:${state.direction}`}
          onChange={(event) => {
            const [by, direction] = event.target.value.split(':') as [
              TComplaintsOrderBy,
              SortDirection,
            ];
            setSort(by, direction);
          }}
          sx={{ minWidth: 240 }}
        >
          {ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(`list.orders.${order.replace(':', '.')}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Paper sx={{ p: 2 }}>
        <ComplaintsFilters
          key={filtersKey}
          value={state}
          onChange={setFilters}
          reasons={complaintTypes}
          mine={mine}
          responsible={responsible}
        />
      </Paper>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('list.loading')} />}
        {error && !data ? (
          <LoadError message={t('list.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : result && total === 0 && !loading ? (
          <ListEmpty
            icon={ReportProblemIcon}
            texts={{
              empty: t('list.empty'),
              noMatches: t('list.noMatches'),
              clearFilters: t('list.clearFilters'),
              add: t('list.add'),
            }}
            filtered={filtered}
            onAdd={mayAdd && !filtered ? openAdd : null}
            onClearFilters={() => {
              setFilters(EMPTY_FILTERS);
              setFiltersKey((key) => key + 1);
            }}
          />
        ) : (
          <ComplaintsTable
            rows={result?.items ?? null}
            total={total}
            totalCapped={totalCapped}
            hasMore={result?.hasMore ?? false}
            state={{ ...state, page: Math.min(state.page, lastPage) }}
            onPageChange={setPage}
            onSizeChange={setSize}
            onSortChange={setSort}
            loading={!result}
            mayRefer={mayRefer}
          />
        )}
      </Paper>
      {mayAdd && (
        <Fab
          color="primary"
          aria-label={t('list.add')}
          onClick={openAdd}
          sx={{ position: 'fixed', right: 32, bottom: 32 }}
        >
          <AddIcon />
        </Fab>
      )}
    </Stack>
  );
}
