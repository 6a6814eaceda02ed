import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { TABLE_PAGE_SIZE_OPTIONS, type TComplaintsOrderBy } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type {
  ComplaintListRowFragment,
  SortDirection,
} from '../../../../__generated__/complaints/graphql';
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

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row}>
      {COMPLAINT_COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * The complaints of one page with the spec's columns (part 2 §2 "Complaints"), last changed first
 * unless a date column says otherwise, in pages of 10–50 (20 by default); a row opens the form.
 */
export function ComplaintsTable({ rows, total, totalCapped, hasMore, state, ...props }: Props) {
  const { t } = useTranslation('complaints');
  // Past a capped count the pager cannot know the last page: -1 keeps "next" enabled while the
  // server says more follow, and the end is exact once it says none do.
  const count = !totalCapped ? total : hasMore ? -1 : state.page * state.size + (rows?.length ?? 0);

  const sortBy = (by: TComplaintsOrderBy) => {
    const direction: SortDirection =
      state.sort === by ? (state.direction === 'ASC' ? 'DESC' : 'ASC') : 'DESC';
    props.onSortChange(by, direction);
  };

  return (
    <>
      <Table size="small" aria-label={t('list.tableLabel')} aria-busy={props.loading}>
        <TableHead>
          <TableRow>
            {COMPLAINT_COLUMNS.map((column) => {
              const by = SORT_OF[column];
              const label = t(`list.column.${column}`);
              const align = column === 'actions' ? 'right' : undefined;
              if (!by) {
                return (
                  <TableCell key={column} align={align} sx={{ whiteSpace: 'nowrap' }}>
                    {label}
                  </TableCell>
                );
              }
              const active = state.sort === by;
              return (
                <TableCell
                  key={column}
                  sx={{ whiteSpace: 'nowrap' }}
                  aria-sort={
                    active ? (state.direction === 'ASC' ? 'ascending' : 'descending') : undefined
                  }
                >
                  <TableSortLabel
                    active={active}
                    direction={active && state.direction === 'ASC' ? 'asc' : 'desc'}
                    onClick={() => sortBy(by)}
                  >
                    {label}
                  </TableSortLabel>
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.loading || !rows ? (
            <SkeletonRows />
          ) : (
            rows.map((complaint) => (
              <ComplaintRow key={complaint.id} complaint={complaint} mayRefer={props.mayRefer} />
            ))
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={count}
        page={state.page}
        onPageChange={(_, next) => props.onPageChange(next)}
        rowsPerPage={state.size}
        rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
        onRowsPerPageChange={(event) => props.onSizeChange(Number(event.target.value) as PageSize)}
        labelRowsPerPage={t('list.rowsPerPage')}
        labelDisplayedRows={({ from, to }) =>
          totalCapped
            ? t('list.displayedRowsAtLeast', { from, to, count: Math.max(total, to) })
            : t('list.displayedRows', { from, to, count: total })
        }
        getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
      />
    </>
  );
}
