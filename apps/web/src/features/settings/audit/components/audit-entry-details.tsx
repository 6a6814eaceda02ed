import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { auditDetails } from './audit-changes';

const valueStyle = { fontFamily: 'monospace', wordBreak: 'break-word', maxWidth: 420 } as const;

/** What one audit entry changed (field: before → after) or the facts it records. */
export function AuditEntryDetails({ details }: { details: string | null }) {
  const { t } = useTranslation('auditLog');
  const shown = auditDetails(details);
  if (shown.kind === 'none') {
    return <Typography sx={{ color: 'text.secondary' }}>{t('details.none')}</Typography>;
  }
  if (shown.kind === 'text') return <Typography sx={valueStyle}>{shown.text}</Typography>;
  const changes = shown.kind === 'changes' ? shown.changes : [];
  return (
    <Table size="small" aria-label={t('details.title')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('details.field')}</TableCell>
          <TableCell>{t('details.before')}</TableCell>
          <TableCell>{t('details.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((change) => (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">
              {change.field}
            </TableCell>
            <TableCell sx={valueStyle}>{change.before ?? '—'}</TableCell>
            <TableCell sx={valueStyle}>{change.after ?? '—'}</TableCell>
          </TableRow>
        ))}
        {shown.facts.map(([field, value]) => (
          <TableRow key={`fact-${field}`}>
            <TableCell component="th" scope="row">
              {field}
            </TableCell>
            <TableCell colSpan={2} sx={valueStyle}>
              {value}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
