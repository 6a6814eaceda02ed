import DeleteIcon from '@mui/icons-material/Delete';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { BRANCH_SETTINGS_PAGE_SIZE } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type {
  BranchSortField,
  SettingsBranchFieldsFragment,
} from '../../../../__generated__/graphql';
import type { BranchListState } from '../hooks/branch-list-state';
import { ColorSwatch } from './color-swatch';
import { RowActionButton } from '../../../../shared/ui/row-action-button';

interface Props {
  branches: readonly SettingsBranchFieldsFragment[];
  totalCount: number;
  state: BranchListState;
  onSort: (field: BranchSortField) => void;
  onPage: (page: number) => void;
  onEdit: (branch: SettingsBranchFieldsFragment) => void;
  onDelete: (branch: SettingsBranchFieldsFragment) => void;
}

/** The sortable columns, in the table's order (spec part 2 §3 Branch sort fields). */
const SORTABLE: { field: BranchSortField; label: string }[] = [
  { field: 'color', label: 'columns.color' },
  { field: 'name', label: 'columns.name' },
  { field: 'region', label: 'columns.region' },
  { field: 'ownBranch', label: 'columns.ownBranch' },
];

/** The branches: a row opens the edit page, each row has a delete action. 10 a page. */
export function BranchesTable(props: Props) {
  const { branches, totalCount, state, onSort, onPage, onEdit, onDelete } = props;
  const { t } = useTranslation('branches');
  const ariaSort = (field: BranchSortField) =>
    state.sort === field ? (state.direction === 'ASC' ? 'ascending' : 'descending') : undefined;

  return (
    <Paper>
      <TableContainer>
        <Table aria-label={t('title')}>
          <TableHead>
            <TableRow>
              {SORTABLE.map(({ field, label }) => (
                <TableCell key={field} aria-sort={ariaSort(field)}>
                  <TableSortLabel
                    active={state.sort === field}
                    direction={state.sort === field && state.direction === 'DESC' ? 'desc' : 'asc'}
                    onClick={() => onSort(field)}
                  >
                    {t(label)}
                  </TableSortLabel>
                </TableCell>
              ))}
              <TableCell>{t('columns.devices')}</TableCell>
              <TableCell align="right">{t('columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {branches.map((branch) => (
              <TableRow
                key={branch.id}
                hover
                onClick={() => onEdit(branch)}
                sx={{ cursor: 'pointer', opacity: branch.active ? 1 : 0.65 }}
              >
                <TableCell>
                  <ColorSwatch color={branch.color} />
                </TableCell>
                <TableCell component="th" scope="row">
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" sx={{ fontWeight: 500 }}>
                      {branch.name}
                    </Typography>
                    {!branch.active && (
                      <Chip size="small" variant="outlined" label={t('inactive')} />
                    )}
                  </Stack>
                </TableCell>
                <TableCell>{branch.region ?? '—'}</TableCell>
                <TableCell>{branch.ownBranch ? t('yes') : t('no')}</TableCell>
                <TableCell>
                  <Tooltip title={branch.devices.map((device) => device.name).join(', ')}>
                    <span>{t('deviceCount', { count: branch.devices.length })}</span>
                  </Tooltip>
                </TableCell>
                <TableCell align="right">
                  <RowActionButton
                    title={t('delete')}
                    label={t('deleteNamed', { name: branch.name })}
                    icon={<DeleteIcon />}
                    onClick={() => onDelete(branch)}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalCount}
        page={state.page}
        rowsPerPage={BRANCH_SETTINGS_PAGE_SIZE}
        rowsPerPageOptions={[BRANCH_SETTINGS_PAGE_SIZE]}
        onPageChange={(_event, page) => onPage(page)}
        labelDisplayedRows={({ from, to, count }) => t('pagination', { from, to, count })}
        getItemAriaLabel={(type) => t(`pageButton.${type}`)}
      />
    </Paper>
  );
}
