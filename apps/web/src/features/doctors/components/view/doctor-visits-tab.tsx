import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang, VISIT_LIST_PAGE_SIZE } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DoctorVisitsDocument } from '../../../../__generated__/doctors/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { LoadError } from '../../../../shared/ui/load-error';
import { truncateComment } from '../../../../shared/visits/truncate-comment';
import { VisitStatusChip, visitViewPath } from '../../../../shared/visits/visit-status-chip';

/** A coordinator as the tab names them: "Last First", else the company or the login. */
function coordinatorName(user: {
  login: string;
  contact: { firstName: string | null; lastName: string | null; companyName: string | null };
}): string {
  const { firstName, lastName, companyName } = user.contact;
  return [lastName, firstName].filter(Boolean).join(' ') || companyName || user.login;
}

/**
 * The visits tab (Admin, Manager; spec part 2 §2): the coordinators' visits to this doctor,
 * newest first, VISIT_LIST_PAGE_SIZE a page; each opens the visit.
 */
export function DoctorVisitsTab({ doctorId }: { doctorId: string }) {
  const { t, i18n } = useTranslation('doctorView');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(DoctorVisitsDocument, {
    variables: {
      doctorId,
      pagination: { skip: page * VISIT_LIST_PAGE_SIZE, take: VISIT_LIST_PAGE_SIZE },
    },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const result = data?.visitsByDoctor ?? previousData?.visitsByDoctor;

  if (!result) {
    if (loading) return <Skeleton variant="rounded" height={240} aria-label={t('loading')} />;
    if (error) return <LoadError message={t('visits.loadFailed')} onRetry={refetch} />;
    return null;
  }
  if (result.total === 0) {
    return (
      <Alert severity="info" role="status">
        {t('visits.empty')}
      </Alert>
    );
  }
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('visits.tableLabel')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell>{t('visits.date')}</TableCell>
            <TableCell>{t('visits.status')}</TableCell>
            <TableCell>{t('visits.coordinator')}</TableCell>
            <TableCell>{t('visits.reason')}</TableCell>
            <TableCell>{t('visits.comment')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.items.map((visit) => {
            const comment = visit.comment ?? '';
            const shortened = truncateComment(comment);
            return (
              <TableRow key={visit.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={visitViewPath(visit.id)} underline="hover">
                    {formatDateTime(visit.visitDate, lang)}
                  </Link>
                </TableCell>
                <TableCell>
                  <VisitStatusChip status={visit.status} />
                </TableCell>
                <TableCell>{coordinatorName(visit.coordinator)}</TableCell>
                <TableCell>{visit.visitReason ?? '—'}</TableCell>
                <TableCell sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}>
                  <Box component="span" title={shortened === comment ? undefined : comment}>
                    {comment ? shortened : '—'}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {result.total > VISIT_LIST_PAGE_SIZE && (
        <TablePagination
          component="div"
          count={result.total}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={VISIT_LIST_PAGE_SIZE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to, count }) =>
            t('visits.displayedRows', { from, to, count })
          }
          getItemAriaLabel={(type) => t(`visits.pageButton.${type}`)}
        />
      )}
    </Paper>
  );
}
