import { useQuery } from '@apollo/client/react';
import AddIcon from '@mui/icons-material/Add';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PendingOutlinedIcon from '@mui/icons-material/PendingOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { isLang, PATIENT_REFERRALS_TAKE } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  PatientReferralsDocument,
  type PatientReferralsQuery,
} from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { formatDate } from '../../../../shared/format/dates';
import { LoadError } from '../../../../shared/ui/load-error';
import { LaterTab } from './later-tab';

type Referral = PatientReferralsQuery['referals']['items'][number];

/** "Last First", or a facility's company name (as the referrals list names doctors). */
function issuerName({ issuer: { isFacility, contact } }: Referral): string {
  const person = [contact.lastName, contact.firstName].filter(Boolean).join(' ');
  return (isFacility ? contact.companyName || person : person || contact.companyName) ?? '';
}

/**
 * The patient's referrals (spec part 1 §3 "Referral (as listed for a patient)"): date, status,
 * study types (those issued marked) and issuer, each opening the referral; PATIENT_REFERRALS_TAKE
 * a page, the page kept only while the tab is open. Its texts are the referrals' own. The
 * referrals list's row is the referrals feature's and features do not import each other: this
 * is the short form of it.
 */
export function PatientReferralsTab({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('referrals');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const mayAdd = usePermission('referrals.add');
  const [page, setPage] = useState(0);
  const { data, previousData, loading, error, refetch } = useQuery(PatientReferralsDocument, {
    variables: { id: patientId, skip: page * PATIENT_REFERRALS_TAKE },
    context: { silentErrors: true },
  });
  const result = data?.referals ?? previousData?.referals;
  const addLink = `/referals/add?patientId=${encodeURIComponent(patientId)}`;
  const add = mayAdd && (
    <Button
      component={RouterLink}
      to={addLink}
      startIcon={<AddIcon />}
      sx={{ alignSelf: 'flex-start' }}
    >
      {t('patientTab.add')}
    </Button>
  );

  if (error && !data) {
    return <LoadError message={t('patientTab.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (!result)
    return <Skeleton variant="rounded" height={120} aria-label={t('patientTab.loading')} />;
  if (result.total === 0 && !loading) {
    return (
      <Stack spacing={1}>
        <LaterTab message={t('patientTab.empty')} />
        {add}
      </Stack>
    );
  }

  return (
    <Stack spacing={1} aria-busy={loading}>
      <Table size="small" aria-label={t('patientTab.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('list.column.createdAt')}</TableCell>
            <TableCell>{t('list.column.completed')}</TableCell>
            <TableCell>{t('list.column.studyTypes')}</TableCell>
            <TableCell>{t('list.column.issuer')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {result.items.map((referral) => {
            const status = t(referral.completed ? 'status.completed' : 'status.open');
            return (
              <TableRow key={referral.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/referals/view/${referral.id}`}>
                    {formatDate(referral.createdAt, lang)}
                  </Link>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} alignItems="center">
                    <Box
                      component="span"
                      aria-hidden
                      sx={{
                        display: 'inline-flex',
                        color: referral.completed ? 'success.main' : 'text.disabled',
                      }}
                    >
                      {referral.completed ? (
                        <CheckCircleIcon fontSize="small" />
                      ) : (
                        <PendingOutlinedIcon fontSize="small" />
                      )}
                    </Box>
                    <span>{status}</span>
                  </Stack>
                </TableCell>
                <TableCell>
                  {referral.referalToStudyTypes
                    .map(({ studyType, issued }) =>
                      issued ? `${studyType.name} ${t('studyTypes.issued')}` : studyType.name,
                    )
                    .join(', ')}
                </TableCell>
                <TableCell>{issuerName(referral)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {(result.total > PATIENT_REFERRALS_TAKE || page > 0) && (
        <TablePagination
          component="div"
          // A capped count (over 1000 referrals of one patient) pages on while more follow.
          count={result.totalCapped && result.hasMore ? -1 : result.total}
          page={page}
          onPageChange={(_, next) => setPage(next)}
          rowsPerPage={PATIENT_REFERRALS_TAKE}
          rowsPerPageOptions={[]}
          labelDisplayedRows={({ from, to }) =>
            t('patientTab.displayedRows', { from, to, count: result.total })
          }
          getItemAriaLabel={(type) => t(`list.pageButton.${type}`)}
        />
      )}
      <Stack direction="row" spacing={2} alignItems="center">
        {add}
        <Link component={RouterLink} to={`/referals?patient=${encodeURIComponent(patientId)}`}>
          {t('patientTab.openList')}
        </Link>
      </Stack>
    </Stack>
  );
}
