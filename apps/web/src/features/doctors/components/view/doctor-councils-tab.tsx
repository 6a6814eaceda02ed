import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { DoctorCouncilsDocument } from '../../../../__generated__/doctors/graphql';
import { formatDate } from '../../../../shared/format/dates';
import { LoadError } from '../../../../shared/ui/load-error';

/**
 * The council tab (Admin, doctors with an account; spec part 2 §2): the councils of the doctor's
 * account — name, created date, members, whether the doctor founded it. Admin opens no council
 * (only its members do), so the rows link nowhere.
 */
export function DoctorCouncilsTab({ userId, doctorId }: { userId: string; doctorId?: string }) {
  const { t, i18n } = useTranslation('doctorView');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { data, loading, error, refetch } = useQuery(DoctorCouncilsDocument, {
    variables: { userId },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const councils = data?.getCouncils;

  if (!councils) {
    if (error) return <LoadError message={t('council.loadFailed')} onRetry={refetch} />;
    if (loading) return <Skeleton variant="rounded" height={160} aria-label={t('loading')} />;
    return null;
  }
  if (councils.length === 0) {
    return (
      <Alert severity="info" role="status">
        {t('council.empty')}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('council.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('council.name')}</TableCell>
            <TableCell>{t('council.createdAt')}</TableCell>
            <TableCell align="right">{t('council.members')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {councils.map((council) => {
            const founded = council.councilMembers.some(
              (member) => member.owner && member.doctor.id === doctorId,
            );
            return (
              <TableRow key={council.id}>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>
                  {council.name}
                  {founded && (
                    <Chip
                      label={t('council.owner')}
                      size="small"
                      variant="outlined"
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {formatDate(council.createdAt, lang)}
                </TableCell>
                <TableCell align="right">{council.councilMembers.length}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
