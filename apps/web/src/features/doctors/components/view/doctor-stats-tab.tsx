import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { isLang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import {
  DoctorViewStatisticsDocument,
  type DoctorViewStatisticsQuery,
} from '../../../../__generated__/doctors/graphql';
import { formatDateTime } from '../../../../shared/format/dates';
import { LoadError } from '../../../../shared/ui/load-error';
import { Field, FieldList, ViewCard } from './field-list';
import { formatWholeMoney } from './format-whole-money';

type Statistics = DoctorViewStatisticsQuery['doctorStatistics'];
type PeriodRow = 'logins' | 'studies2D' | 'studies3D';
const PERIOD_ROWS: readonly PeriodRow[] = ['logins', 'studies2D', 'studies3D'];
const PERIODS = ['days7', 'days30', 'days90'] as const;

/** Nothing to show: no studies, no value, no sign-ins ever. */
export function isEmptyStatistics(stats: Statistics): boolean {
  return (
    Number(stats.studiesValue) === 0 &&
    stats.studiesCount === 0 &&
    stats.lastLoginDate === null &&
    PERIOD_ROWS.every((row) => PERIODS.every((period) => stats[row][period] === 0))
  );
}

/**
 * The stats tab (Admin, Manager; spec part 2 §3 Doctor statistics): the value of the studies the
 * doctor led in PLN without decimals (§9), their count, sign-ins and 2D/3D studies over 7, 30 and
 * 90 days, the last sign-in; the spec's words when it fails or there is nothing (§8).
 */
export function DoctorStatsTab({ doctorId }: { doctorId: string }) {
  const { t, i18n } = useTranslation('doctorView');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { data, loading, error, refetch } = useQuery(DoctorViewStatisticsDocument, {
    variables: { id: doctorId },
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const stats = data?.doctorStatistics;

  if (!stats) {
    if (loading) return <Skeleton variant="rounded" height={240} aria-label={t('loading')} />;
    if (error) return <LoadError message={t('stats.loadFailed')} onRetry={refetch} />;
    return null;
  }
  if (isEmptyStatistics(stats)) {
    return (
      <Alert severity="info" role="status">
        {t('stats.empty')}
      </Alert>
    );
  }
  return (
    <Stack spacing={2}>
      <ViewCard title={t('stats.title')}>
        <FieldList>
          <Field label={t('stats.studiesValue')}>
            {formatWholeMoney(stats.studiesValue, lang)}
          </Field>
          <Field label={t('stats.studiesCount')}>{stats.studiesCount}</Field>
          <Field label={t('stats.lastLogin')}>
            {stats.lastLoginDate ? formatDateTime(stats.lastLoginDate, lang) : t('stats.never')}
          </Field>
        </FieldList>
      </ViewCard>
      <ViewCard title={t('stats.activity')}>
        <Table size="small" aria-label={t('stats.activity')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('stats.measure')}
              </TableCell>
              {PERIODS.map((period) => (
                <TableCell key={period} component="th" scope="col" align="right">
                  {t(`stats.${period}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PERIOD_ROWS.map((row) => (
              <TableRow key={row}>
                <TableCell component="th" scope="row">
                  {t(`stats.${row}`)}
                </TableCell>
                {PERIODS.map((period) => (
                  <TableCell key={period} align="right">
                    {stats[row][period]}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ViewCard>
    </Stack>
  );
}
