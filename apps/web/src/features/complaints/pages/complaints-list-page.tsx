import { useQuery } from '@apollo/client/react';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import { COMPLAINTS_ORDERS } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ComplaintsListDocument } from '../../../__generated__/complaints/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { lastPageOf, usePageInRange } from '../../../shared/hooks/use-page-in-range';
import { useSession } from '../../../shared/auth/use-session';
import { ListPageFrame } from '../../../shared/ui/list-page-frame';
import { ListResults } from '../../../shared/ui/list-results';
import { listOrderTexts, listResultsTexts } from '../../../shared/ui/list-texts';
import { OrderSelect } from '../../../shared/ui/order-select';
import { useFilterPanelReset } from '../../../shared/ui/use-filter-panel-reset';
import { ComplaintsFilters } from '../components/list/complaints-filters';
import { ComplaintsTable } from '../components/list/complaints-table';
import { complaintPaths } from '../hooks/complaint-paths';
import { EMPTY_FILTERS, hasFilters, listVariables } from '../hooks/list-state';
import { rememberedResponsible } from '../hooks/remembered-option';
import { useComplaintDictionaries } from '../hooks/use-complaint-dictionaries';
import { useComplaintListState } from '../hooks/use-complaint-list-state';

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
  const panel = useFilterPanelReset(() => setFilters(EMPTY_FILTERS));
  const variables = useMemo(() => listVariables(state, { mine }), [state, mine]);
  const query = useQuery(ComplaintsListDocument, {
    variables,
    // The page shows a failed load itself, with a retry.
    context: { silentErrors: true },
  });
  const { data } = query;
  const result = data?.complaints ?? query.previousData?.complaints ?? null;
  const total = result?.total ?? 0;
  const totalCapped = result?.totalCapped ?? false;
  const lastPage = lastPageOf(result, state.size);
  usePageInRange(state.page, state.size, data?.complaints, setPage);

  // The picker names the filter's responsible person: as picked, else from the rows.
  const rows = result?.items ?? [];
  const responsible =
    rememberedResponsible(state.responsible) ??
    rows.find((row) => row.responsiblePerson.id === state.responsible)?.responsiblePerson ??
    null;

  const openAdd = () => void navigate(complaintPaths.add);

  return (
    <ListPageFrame
      title={t('title')}
      actions={
        <OrderSelect
          texts={listOrderTexts(t)}
          orders={COMPLAINTS_ORDERS}
          state={state}
          onChange={setSort}
        />
      }
      filters={
        <ComplaintsFilters
          key={panel.key}
          value={state}
          onChange={setFilters}
          reasons={complaintTypes}
          mine={mine}
          responsible={responsible}
        />
      }
      add={mayAdd ? { label: t('list.add'), onClick: openAdd } : null}
    >
      <ListResults
        texts={listResultsTexts(t)}
        query={query}
        shown={result}
        emptyIcon={ReportProblemIcon}
        filtered={hasFilters(state)}
        onAdd={mayAdd ? openAdd : null}
        onClearFilters={panel.reset}
      >
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
      </ListResults>
    </ListPageFrame>
  );
}
