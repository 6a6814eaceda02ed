import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DownloadIcon from '@mui/icons-material/Download';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Button from '@mui/material/Button';
import Fab from '@mui/material/Fab';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { VISITS_ORDERS, warsawToday, type TVisitsOrderBy } from '@portal/domain';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  VisitsListDocument,
  type SortDirection,
  type VisitDoctorFragment,
} from '../../../__generated__/visits/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { useSession } from '../../../shared/auth/use-session';
import { useAuthorizedDownload } from '../../../shared/files/use-authorized-download';
import { ListEmpty } from '../../../shared/ui/list-empty';
import { LoadError } from '../../../shared/ui/load-error';
import type { UserOption } from '../../../shared/ui/pickers/user-picker';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog';
import { VisitsFilters } from '../components/list/visits-filters';
import { VisitsTable } from '../components/list/visits-table';
import { EMPTY_FILTERS, hasFilters, listVariables, reportUrl } from '../hooks/list-state';
import { rememberedOption } from '../hooks/remembered-option';
import { useVisitDictionaries } from '../hooks/use-visit-dictionaries';
import { useVisitListState } from '../hooks/use-visit-list-state';
import { visitPaths } from '../hooks/visit-paths';

const ORDERS = VISITS_ORDERS.flatMap((by) =>
  (['DESC', 'ASC'] as const).map((direction) => `${by}:${direction}` as const),
);

const hasContact = (value: Record<string, unknown>) =>
  typeof value.contact === 'object' && value.contact !== null;

/**
 * /visits (Admin, Technician, Manager, Registration, Coordinator; spec part 2 §2 "Visits", §9;
 * issue 21 §1): the search panel and one page of the visits the caller sees (a Coordinator their
 * own), 20 a page, newest first, paged and sorted by the server, all of it in the URL. The add
 * button is Admin's and the Coordinator's; the CSV report takes the panel's filter; 'Kalendarz'
 * opens the Coordinator's calendar feed.
 */
export function VisitsListPage() {
  const { t } = useTranslation('visits');
  const navigate = useNavigate();
  const mayAdd = usePermission('visits.add');
  const mayFeed = usePermission('visits.calendarFeed');
  const [feedOpen, setFeedOpen] = useState(false);
  const mine = useSession()?.currentRole === 'Coordinator';
  const { state, setPage, setSize, setSort, setFilters } = useVisitListState();
  const { regions } = useVisitDictionaries();
  // Clearing from the empty state starts the panel afresh (its typed texts included).
  const [filtersKey, setFiltersKey] = useState(0);
  // 'Dziś' counts from the moment the filters were set (stable across renders).
  const variables = useMemo(() => listVariables(state, { now: new Date(), mine }), [state, mine]);
  const { data, previousData, loading, error, refetch } = useQuery(VisitsListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const result = data?.visits ?? previousData?.visits ?? null;
  const total = result?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / state.size) - 1);

  // A stored or shared page beyond the end (visits were removed) shows the last page instead.
  useEffect(() => {
    if (data && state.page > lastPage) setPage(lastPage);
  }, [data, lastPage, state.page, setPage]);

  // The pickers name the filter's doctor and coordinator: as picked, else from the rows.
  const rows = result?.items ?? [];
  const doctor =
    rememberedOption<VisitDoctorFragment>('doctor', state.doctor, hasContact) ??
    rows.find((row) => row.doctor.id === state.doctor)?.doctor ??
    null;
  const coordinator =
    rememberedOption<UserOption>('coordinator', state.coordinator, hasContact) ??
    rows.find((row) => row.coordinator.id === state.coordinator)?.coordinator ??
    null;

  const { download, downloading } = useAuthorizedDownload();
  const exportReport = () =>
    void download(reportUrl(variables.where), `raport_wizyty_${warsawToday()}.csv`);
  const openAdd = () => void navigate(visitPaths.add);
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
              TVisitsOrderBy,
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
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={exportReport}
          disabled={downloading || total === 0}
        >
          {t('list.report')}
        </Button>
        {mayFeed && (
          <Button
            variant="outlined"
            startIcon={<CalendarMonthIcon />}
            onClick={() => setFeedOpen(true)}
            aria-haspopup="dialog"
          >
            {t('list.calendar')}
          </Button>
        )}
      </Stack>
      <Paper sx={{ p: 2 }}>
        <VisitsFilters
          key={filtersKey}
          value={state}
          onChange={setFilters}
          regions={regions}
          mine={mine}
          doctor={doctor}
          coordinator={coordinator}
        />
      </Paper>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && result && <LinearProgress aria-label={t('list.loading')} />}
        {error && !data ? (
          <LoadError message={t('list.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : result && total === 0 && !loading ? (
          <ListEmpty
            icon={HandshakeIcon}
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
          <VisitsTable
            rows={result?.items ?? null}
            total={total}
            state={{ ...state, page: Math.min(state.page, lastPage) }}
            onPageChange={setPage}
            onSizeChange={setSize}
            onSortChange={setSort}
            loading={!result}
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
      {mayFeed && <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />}
    </Stack>
  );
}
