import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { SettingsTablet } from '../hooks/use-settings-tablets';
import { TabletStatusChip } from './tablet-status-chip';
import { RowActionButton } from '../../../../shared/ui/row-action-button';

interface Props {
  tablets: readonly SettingsTablet[];
  now: Date;
  onEdit: (tablet: SettingsTablet) => void;
  onDelete: (tablet: SettingsTablet) => void;
  onUnpair: (tablet: SettingsTablet) => void;
}

/**
 * The tablets: a row opens the edit dialog (spec part 2 §7), each row has unpair and delete
 * actions.
 */
export function TabletsTable({ tablets, now, onEdit, onDelete, onUnpair }: Props) {
  const { t } = useTranslation('tablets');
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.tabletId')}</TableCell>
            <TableCell>{t('columns.branch')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tablets.map((tablet) => (
            <TableRow
              key={tablet.id}
              hover
              onClick={() => onEdit(tablet)}
              sx={{ cursor: 'pointer', opacity: tablet.active ? 1 : 0.65 }}
            >
              <TableCell component="th" scope="row">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500 }}>
                    {tablet.name}
                  </Typography>
                  {!tablet.active && <Chip size="small" variant="outlined" label={t('inactive')} />}
                </Stack>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{tablet.tabletId}</TableCell>
              <TableCell>{tablet.branch.name}</TableCell>
              <TableCell>
                <TabletStatusChip tablet={tablet} now={now} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <RowActionButton
                  title={t('edit')}
                  label={t('editNamed', { name: tablet.name })}
                  icon={<EditIcon />}
                  onClick={() => onEdit(tablet)}
                />
                <RowActionButton
                  title={t('unpair')}
                  label={t('unpairNamed', { name: tablet.name })}
                  icon={<LinkOffIcon />}
                  onClick={() => onUnpair(tablet)}
                />
                <RowActionButton
                  title={t('delete')}
                  label={t('deleteNamed', { name: tablet.name })}
                  icon={<DeleteIcon />}
                  onClick={() => onDelete(tablet)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
