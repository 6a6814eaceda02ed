import DeleteIcon from '@mui/icons-material/Delete';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { SettingsProgramFieldsFragment } from '../../../../__generated__/graphql';
import { RowActionButton } from '../../../../shared/ui/row-action-button';

interface Props {
  programs: SettingsProgramFieldsFragment[];
  onEdit: (program: SettingsProgramFieldsFragment) => void;
  onDelete: (program: SettingsProgramFieldsFragment) => void;
}

/** The programs: a row (or Enter on it) opens the edit form; the link opens in a new tab. */
export function ProgramsTable({ programs, onEdit, onDelete }: Props) {
  const { t } = useTranslation('programs');
  return (
    <TableContainer component={Paper}>
      <Table aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.name')}</TableCell>
            <TableCell>{t('columns.downloadURL')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {programs.map((program) => (
            <TableRow
              key={program.id}
              hover
              tabIndex={0}
              aria-label={t('editNamed', { name: program.name })}
              onClick={() => onEdit(program)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && event.target === event.currentTarget) onEdit(program);
              }}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell>{program.name}</TableCell>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                <Link
                  href={program.downloadURL}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('openLink', { url: program.downloadURL })}
                  onClick={(event) => event.stopPropagation()}
                >
                  {program.downloadURL}
                </Link>
              </TableCell>
              <TableCell align="right">
                <RowActionButton
                  label={t('deleteNamed', { name: program.name })}
                  icon={<DeleteIcon />}
                  onClick={() => onDelete(program)}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
