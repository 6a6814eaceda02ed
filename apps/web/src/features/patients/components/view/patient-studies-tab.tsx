import { useQuery } from '@apollo/client/react';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang, STUDY_LIST_PAGE_SIZE } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PatientStudiesDocument } from '../../../../__generated__/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { doctorName } from '../../../../shared/format/doctor-name';
import { LoadError } from '../../../../shared/ui/load-error';
import { LaterTab } from './later-tab';

/**
 * The patient's studies (spec part 1 §2 patient view, §6): date, type, status and leading doctor,
 * each opening the study; 20 a page, the page kept only while the tab is open.
 */
export function PatientStudiesTab({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(PatientStudiesDocument, {
    variables: {
      id: patientId,
      skip: page * STUDY_LIST_PAGE_SIZE,
    },
    context: { silentErrors: true },
  });
  const result = data?.studies ?? previousData?.studies;

  if (error && !data) {
    return <LoadError message={t('studiesTab.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (!result)
    return <Skeleton variant="rounded" height={120} aria-label={t('studiesTab.loading')} />;
  if (result.total === 0 && !loading) return <LaterTab message={t('studiesTab.empty')} />;

  return (
    <Stack spacing={1} aria-busy={loading}>
      <Table size="small" aria-label={t('studiesTab.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('studiesTab.studyDate')}</TableCell>
            <TableCell>{t('studiesTab.studyType')}</TableCell>
            <TableCell>{t('studiesTab.status')}</TableCell>
            <TableCell>{t('studiesTab.leadingDoctor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.items.map((study) => (
            <TableRow key={study.id}>
              <TableCell>
                <Link component={RouterLink} to={`/studies/view/${study.id}`}>
                  {formatDateTime(study.studyDate, lang)}
                </Link>
              </TableCell>
              <TableCell>{study.studyType.name}</TableCell>
              <TableCell>{t(`studiesTab.statusName.${study.status}`)}</TableCell>
              <TableCell>{study.leadingDoctor ? doctorName(study.leadingDoctor) : ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {(result.total > STUDY_LIST_PAGE_SIZE || page > 0) && (
        <TablePagination
          component="div"
          // A capped count (over 1000 studies of one patient) pages on while more follow.
          count={result.totalCapped && result.hasMore ? -1 : result.total}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={STUDY_LIST_PAGE_SIZE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to }) =>
            t('studiesTab.displayedRows', { from, to, count: result.total })
          }
          getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
        />
      )}
      <Link
        component={RouterLink}
        to={`/studies?patient=${encodeURIComponent(patientId)}`}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('studiesTab.openList')}
      </Link>
    </Stack>
  );
}
