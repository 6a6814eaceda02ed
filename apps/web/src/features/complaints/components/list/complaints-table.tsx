import type { TComplaintsOrderBy } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type {
  ComplaintListRowFragment,
  SortDirection,
} from '../../../../__generated__/complaints/graphql';
import { listPagerTexts } from '../../../../shared/ui/list-texts';
import { PagedTable } from '../../../../shared/ui/paged-table';
import type { ComplaintListState, PageSize } from '../../hooks/list-state';
import { COMPLAINT_COLUMNS, SORT_OF } from './complaint-columns';
import { ComplaintRow } from './complaint-row';

interface Props {
  rows: readonly ComplaintListRowFragment[] | null;
  total: number;
  /** More complaints match than `total` counted (the server stops at 1000): "1000+". */
  totalCapped: boolean;
  hasMore: boolean;
  state: Pick<ComplaintListState, 'page' | 'size' | 'sort' | 'direction'>;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  onSortChange: (sort: TComplaintsOrderBy, direction: SortDirection) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
  mayRefer: boolean;
}

/** Headings on one line: the table scrolls sideways on a narrow screen instead. */
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/**
 * The complaints of one page with the spec's columns (part 2 §2 "Complaints"), last changed first
 * unless a date column says otherwise, in pages of 10–50 (20 by default); a row opens the form.
 */
export function ComplaintsTable({ mayRefer, ...props }: Props) {
  const { t } = useTranslation('complaints');
  const columns = COMPLAINT_COLUMNS.map((column) => ({
    key: column,
    label: t(`list.column.${column}`),
    sort: SORT_OF[column],
    align: column === 'actions' ? ('right' as const) : undefined,
    sx: NO_WRAP,
  }));

  return (
    <PagedTable
      {...props}
      label={t('list.tableLabel')}
      columns={columns}
      renderRow={(complaint) => <ComplaintRow complaint={complaint} mayRefer={mayRefer} />}
      texts={listPagerTexts(t)}
    />
  );
}
