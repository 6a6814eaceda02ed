import Skeleton from '@mui/material/Skeleton';
import type { SxProps, Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { TABLE_PAGE_SIZE_OPTIONS, type TSortDirection } from '@portal/domain';
import { Fragment, type ReactNode } from 'react';

export type TablePageSize = (typeof TABLE_PAGE_SIZE_OPTIONS)[number];

/** A column's heading; one with a `sort` orders the list when clicked. */
export interface PagedTableColumn<Sort extends string> {
  key: string;
  label: string;
  /** The server's order behind the column. */
  sort?: Sort | undefined;
  align?: 'right' | undefined;
  sx?: SxProps<Theme> | undefined;
}

/** The pager's texts, in the list's words. */
export interface PagerTexts {
  rowsPerPage: string;
  /** '21–40 z 1000'; with `atLeast` a count the server stopped at ('21–40 z 1000+'). */
  displayedRows: (range: { from: number; to: number; count: number }, atLeast: boolean) => string;
  pageButton: (type: 'first' | 'last' | 'next' | 'previous') => string;
}

/** Where a list stands: its page, page size and order (the list's URL state has them all). */
interface PagedTableState<Sort extends string> {
  page: number;
  size: TablePageSize;
  sort: Sort;
  direction: TSortDirection;
}

interface Props<Row extends { id: string }, Sort extends string> {
  /** The table's accessible name ('Spotkania'). */
  label: string;
  columns: readonly PagedTableColumn<Sort>[];
  /** The page's rows; null before the first page arrives. */
  rows: readonly Row[] | null;
  /** One row's TableRow, its cells in the columns' order. */
  renderRow: (row: Row) => ReactNode;
  state: PagedTableState<Sort>;
  total: number;
  /** More rows match than `total` counted (the server stops counting): "1000+". */
  totalCapped?: boolean;
  /** Rows follow this page (past a capped count the only way to know). */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
  onSizeChange: (size: TablePageSize) => void;
  /** A heading's order: descending first, the other way round on a second click. */
  onSortChange: (sort: Sort, direction: TSortDirection) => void;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
  texts: PagerTexts;
}

function SkeletonRows({ columns }: { columns: readonly { key: string }[] }) {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row}>
      {columns.map((column) => (
        <TableCell key={column.key}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * One page of a list paged and sorted by the server: headings (some of them sorting), the rows
 * the caller draws (skeletons while the page loads) and a pager of TABLE_PAGE_SIZE_OPTIONS.
 */
export function PagedTable<Row extends { id: string }, Sort extends string>(
  props: Props<Row, Sort>,
) {
  const { rows, state, total, totalCapped = false, hasMore = false, texts } = props;
  // Past a capped count the pager cannot know the last page: -1 keeps "next" enabled while the
  // server says more follow, and the end is exact once it says none do.
  const count = !totalCapped ? total : hasMore ? -1 : state.page * state.size + (rows?.length ?? 0);

  const sortBy = (by: Sort) => {
    const direction: TSortDirection =
      state.sort === by ? (state.direction === 'ASC' ? 'DESC' : 'ASC') : 'DESC';
    props.onSortChange(by, direction);
  };

  return (
    <>
      <Table size="small" aria-label={props.label} aria-busy={props.loading}>
        <TableHead>
          <TableRow>
            {props.columns.map(({ key, label, sort, align, sx }) => {
              const active = sort !== undefined && state.sort === sort;
              return (
                <TableCell
                  key={key}
                  align={align}
                  sx={sx}
                  aria-sort={
                    active ? (state.direction === 'ASC' ? 'ascending' : 'descending') : undefined
                  }
                >
                  {sort === undefined ? (
                    label
                  ) : (
                    <TableSortLabel
                      active={active}
                      direction={active && state.direction === 'ASC' ? 'asc' : 'desc'}
                      onClick={() => sortBy(sort)}
                    >
                      {label}
                    </TableSortLabel>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody>
          {props.loading || !rows ? (
            <SkeletonRows columns={props.columns} />
          ) : (
            rows.map((row) => <Fragment key={row.id}>{props.renderRow(row)}</Fragment>)
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
        onRowsPerPageChange={(event) =>
          props.onSizeChange(Number(event.target.value) as TablePageSize)
        }
        labelRowsPerPage={texts.rowsPerPage}
        labelDisplayedRows={({ from, to }) =>
          totalCapped
            ? texts.displayedRows({ from, to, count: Math.max(total, to) }, true)
            : texts.displayedRows({ from, to, count: total }, false)
        }
        getItemAriaLabel={(type) => texts.pageButton(type)}
      />
    </>
  );
}
