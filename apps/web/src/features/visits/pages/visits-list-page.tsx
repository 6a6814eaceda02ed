import { useQuery } from '@apollo/client/react';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DownloadIcon from '@mui/icons-material/Download';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Button from '@mui/material/Button';
import { VISITS_ORDERS, warsawToday } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  VisitsListDocument,
  type VisitDoctorFragment,
} from '../../../__generated__/visits/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { lastPageOf, usePageInRange } from '../../../shared/hooks/use-page-in-range';
import { useSession } from '../../../shared/auth/use-session';
import { useAuthorizedDownload } from '../../../shared/files/use-authorized-download';
import { ListPageFrame } from '../../../shared/ui/list-page-frame';
import { ListResults } from '../../../shared/ui/list-results';
import { listOrderTexts, listResultsTexts } from '../../../shared/ui/list-texts';
import { OrderSelect } from '../../../shared/ui/order-select';
import type { UserOption } from '../../../shared/ui/pickers/user-picker';
import { useFilterPanelReset } from '../../../shared/ui/use-filter-panel-reset';
import { CalendarFeedDialog } from '../components/calendar-feed-dialog';
import { VisitsFilters } from '../components/list/visits-filters';
import { VisitsTable } from '../components/list/visits-table';
import { EMPTY_FILTERS, hasFilters, listVariables, reportUrl } from '../hooks/list-state';
import { rememberedOption } from '../hooks/remembered-option';
import { useVisitDictionaries } from '../hooks/use-visit-dictionaries';
import { useVisitListState } from '../hooks/use-visit-list-state';
import { visitPaths } from '../hooks/visit-paths';

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
  const panel = useFilterPanelReset(() => setFilters(EMPTY_FILTERS));
  // 'Dziś' counts from the moment the filters were set (stable across renders).
  const variables = useMemo(() => listVariables(state, { now: new Date(), mine }), [state, mine]);
  const query = useQuery(VisitsListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const { data } = query;
  const result = data?.visits ?? query.previousData?.visits ?? null;
  const total = result?.total ?? 0;
  const lastPage = lastPageOf(result, state.size);
  usePageInRange(state.page, state.size, data?.visits, setPage);

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

  return (
    <ListPageFrame
      title={t('title')}
      actions={
        <>
          <OrderSelect
            texts={listOrderTexts(t)}
            orders={VISITS_ORDERS}
            state={state}
            onChange={setSort}
          />
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
        </>
      }
      filters={
        <VisitsFilters
          key={panel.key}
          value={state}
          onChange={setFilters}
          regions={regions}
          mine={mine}
          doctor={doctor}
          coordinator={coordinator}
        />
      }
      add={mayAdd ? { label: t('list.add'), onClick: openAdd } : null}
      dialogs={mayFeed && <CalendarFeedDialog open={feedOpen} onClose={() => setFeedOpen(false)} />}
    >
      <ListResults
        texts={listResultsTexts(t)}
        query={query}
        shown={result}
        emptyIcon={HandshakeIcon}
        filtered={hasFilters(state)}
        onAdd={mayAdd ? openAdd : null}
        onClearFilters={panel.reset}
      >
        <VisitsTable
          rows={result?.items ?? null}
          total={total}
          totalCapped={result?.totalCapped ?? false}
          hasMore={result?.hasMore ?? false}
          state={{ ...state, page: Math.min(state.page, lastPage) }}
          onPageChange={setPage}
          onSizeChange={setSize}
          onSortChange={setSort}
          loading={!result}
        />
      </ListResults>
    </ListPageFrame>
  );
}
