import { warsawToday, type TVisitsOrderBy } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { SortDirection, VisitListRowFragment } from '../../../../__generated__/visits/graphql';
import { listPagerTexts } from '../../../../shared/ui/list-texts';
import { PagedTable } from '../../../../shared/ui/paged-table';
import type { PageSize, VisitListState } from '../../hooks/list-state';
import { SORT_OF, VISIT_COLUMNS } from './visit-columns';
import { VisitRow } from './visit-row';

interface Props {
  rows: readonly VisitListRowFragment[] | null;
  total: number;
  /** The count stopped at the server's cap (then "1000+" and `hasMore` pages on). */
  totalCapped: boolean;
  hasMore: boolean;
  state: Pick<VisitListState, 'page' | 'size' | 'sort' | 'direction'>;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  onSortChange: (sort: TVisitsOrderBy, direction: SortDirection) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
}

/**
 * The visits of one page with the spec's columns (part 2 §2 "Visits"), newest first unless the
 * date column says otherwise, in pages of 10–50 (20 by default); today's visits are highlighted
 * and a row opens the visit.
 */
export function VisitsTable(props: Props) {
  const { t } = useTranslation('visits');
  const today = warsawToday();
  const columns = VISIT_COLUMNS.map((column) => ({
    key: column,
    label: t(`list.column.${column}`),
    sort: SORT_OF[column],
  }));

  return (
    <PagedTable
      {...props}
      label={t('list.tableLabel')}
      columns={columns}
      renderRow={(visit) => <VisitRow visit={visit} today={today} />}
      texts={listPagerTexts(t)}
    />
  );
}
