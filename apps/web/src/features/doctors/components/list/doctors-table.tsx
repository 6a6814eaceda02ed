import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { TABLE_PAGE_SIZE_OPTIONS, type TDoctorsOrderBy } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type {
  DoctorKind,
  DoctorListRowFragment,
  SortDirection,
} from '../../../../__generated__/doctors/graphql';
import type { DoctorListState, PageSize } from '../../hooks/list-state';
import { columnsOf, SORT_OF, STICKY_ACTIONS, type DoctorColumn } from './doctor-columns';
import { DoctorRow } from './doctor-row';

interface Props {
  kind: DoctorKind;
  rows: readonly DoctorListRowFragment[] | null;
  total: number;
  state: Pick<DoctorListState, 'page' | 'size' | 'sort' | 'direction'>;
  onPageChange: (page: number) => void;
  onSizeChange: (size: PageSize) => void;
  onSortChange: (sort: TDoctorsOrderBy, direction: SortDirection) => void;
  /** The edit action (Admin, Manager). */
  mayEdit: boolean;
  /** Skeleton rows instead of data (first load of a page). */
  loading: boolean;
}

function SkeletonRows({ columns }: { columns: readonly DoctorColumn[] }) {
  return Array.from({ length: 5 }, (_, row) => (
    <TableRow key={row}>
      {columns.map((column) => (
        <TableCell key={column}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

/**
 * The doctors or facilities of one page with the spec's columns (part 2 §2), sortable by name,
 * e-mail, registration and last login, in pages of 10–50; a row opens the record's view page.
 */
export function DoctorsTable(props: Props) {
  const { kind, rows, total, state, loading, mayEdit } = props;
  const { t } = useTranslation('doctors');
  const columns = columnsOf(kind);

  const sortBy = (by: TDoctorsOrderBy) => {
    const direction: SortDirection =
      state.sort === by ? (state.direction === 'ASC' ? 'DESC' : 'ASC') : 'ASC';
    props.onSortChange(by, direction);
  };

  return (
    <>
      <Table size="small" aria-label={t(`list.tableLabel.${kind}`)} aria-busy={loading}>
        <TableHead>
          <TableRow>
            {columns.map((column) => {
              const by = SORT_OF[column];
              const label = t(
                `list.column.${column === 'name' && kind === 'FACILITY' ? 'companyName' : column}`,
              );
              if (!by) {
                return (
                  <TableCell
                    key={column}
                    align={column === 'actions' || column === 'logins90' ? 'right' : undefined}
                    sx={column === 'actions' ? STICKY_ACTIONS : undefined}
                  >
                    {label}
                  </TableCell>
                );
              }
              const active = state.sort === by;
              return (
                <TableCell
                  key={column}
                  aria-sort={
                    active ? (state.direction === 'ASC' ? 'ascending' : 'descending') : undefined
                  }
                  // A name on one or two lines, not one word a line, however wide the rest is.
                  sx={column === 'name' ? { minWidth: 160 } : undefined}
                >
                  <TableSortLabel
                    active={active}
                    direction={active && state.direction === 'DESC' ? 'desc' : 'asc'}
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
            <SkeletonRows columns={columns} />
          ) : (
            rows.map((doctor) => (
              <DoctorRow key={doctor.id} doctor={doctor} columns={columns} mayEdit={mayEdit} />
            ))
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
