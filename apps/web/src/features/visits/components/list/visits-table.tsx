import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { TABLE_PAGE_SIZE_OPTIONS, warsawToday, type TVisitsOrderBy } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { SortDirection, VisitListRowFragment } from '../../../../__generated__/visits/graphql';
import type { PageSize, VisitListState } from '../../hooks/list-state';
import { SORT_OF, VISIT_COLUMNS } from './visit-columns';
import { VisitRow } from './visit-row';

interface Props {
  rows: readonly VisitListRowFragment[] | null;
  total: number;
  state: Pick<VisitListState, 'page' | 'size' | 'sort' | 'direction'>;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  onSortChange: (sort: TVisitsOrderBy, direction: SortDirection) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
}

function SkeletonRows() {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row}>
      {VISIT_COLUMNS.map((column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * The visits of one page with the spec's columns (part 2 §2 "Visits"), newest first unless the
 * date column says otherwise, in pages of 10–50 (20 by default); today's visits are highlighted
 * and a row opens the visit.
 */
export function VisitsTable({ rows, total, state, loading, ...props }: Props) {
  const { t } = useTranslation('visits');
  const today = warsawToday();

  const sortBy = (by: TVisitsOrderBy) => {
    const direction: SortDirection =
      state.sort === by ? (state.direction === 'ASC' ? 'DESC' : 'ASC') : 'DESC';
    props.onSortChange(by, direction);
  };

  return (
    <>
      <Table size="small" aria-label={t('list.tableLabel')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {VISIT_COLUMNS.map((column) => {
              const by = SORT_OF[column];
              const label = t(`list.column.${column}`);
              if (!by) return <TableCell key={column}>{label}</TableCell>;
              const active = state.sort === by;
              return (
                <TableCell
                  key={column}
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
          {loading || !rows ? (
            <SkeletonRows />
          ) : (
            rows.map((visit) => <VisitRow key={visit.id} visit={visit} today={today} />)
          )}
        </TableBody>
      </Table>
      <TablePagination
        component="div"
        count={total}
        page={state.page}
        onPageChange={(_, next) => props.onPageChange(next)}
        rowsPerPage={state.size}
        rowsPerPageOptions={[...TABLE_PAGE_SIZE_OPTIONS]}
        onRowsPerPageChange={(event) => props.onSizeChange(Number(event.target.value) as PageSize)}
        labelRowsPerPage={t('list.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('list.displayedRows', { from, to, count })}
        getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
      />
    </>
  );
}
