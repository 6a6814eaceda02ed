import DeleteIcon from '@mui/icons-material/Delete';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import type { StudyTypeRowFieldsFragment } from '../../../../__generated__/graphql';
import { formatMoney } from '../../../../shared/format/money';
import { RowActionButton } from '../../../../shared/ui/row-action-button';

interface Props {
  studyTypes: readonly StudyTypeRowFieldsFragment[];
  onEdit: (studyType: StudyTypeRowFieldsFragment) => void;
  onDelete: (studyType: StudyTypeRowFieldsFragment) => void;
}

/** The study types in the list order; a row opens the edit page, each row can be deleted. */
export function StudyTypesTable({ studyTypes, onEdit, onDelete }: Props) {
  const { t, i18n } = useTranslation('studyTypes');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t('title')} size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.code')}</TableCell>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell align="right">{t('columns.order')}</TableCell>
            <TableCell align="right">{t('columns.timeToDescribe')}</TableCell>
            <TableCell>{t('columns.prices')}</TableCell>
            <TableCell>{t('columns.devices')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {studyTypes.map((type) => (
            <TableRow
              key={type.id}
              hover
              onClick={() => onEdit(type)}
              sx={{ cursor: 'pointer', opacity: type.active ? 1 : 0.65 }}
            >
              <TableCell sx={{ fontFamily: 'monospace' }}>{type.code}</TableCell>
              <TableCell component="th" scope="row">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{type.name}</span>
                  {type.is3D && <Chip size="small" color="primary" label="3D" />}
                  {!type.active && <Chip size="small" variant="outlined" label={t('inactive')} />}
                </Stack>
              </TableCell>
              <TableCell align="right">{type.onReferalOrder ?? '—'}</TableCell>
              <TableCell align="right">
                {t('minutesValue', { count: type.timeToDescribe })}
              </TableCell>
              <TableCell>
                {type.studyTypePrices.length === 0
                  ? '—'
                  : type.studyTypePrices
                      .map(({ presetName, price }) => `${presetName}: ${formatMoney(price, lang)}`)
                      .join(', ')}
              </TableCell>
              <TableCell>
                {type.studyTypeDevices
                  .map(({ deviceType, durationMinutes }) =>
                    t('deviceDuration', { deviceType, count: durationMinutes }),
                  )
                  .join(', ') || '—'}
              </TableCell>
              <TableCell align="right">
                <RowActionButton
                  title={t('delete')}
                  label={t('deleteNamed', { name: type.name })}
                  icon={<DeleteIcon />}
                  onClick={() => onDelete(type)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
