import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { APPOINTMENT_QUERY_TAKE, isLang } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  PatientAppointmentsDocument,
  type PatientAppointmentsQuery,
} from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';
import { formatDateTime } from '../../../../shared/format/dates';
import { LoadError } from '../../../../shared/ui/load-error';
import { LaterTab } from './later-tab';

type Row = PatientAppointmentsQuery['appointments'][number];

/** How far back and ahead the tab looks: a patient's visits of the last and the next years. */
const YEARS_AROUND = 3;

function yearsFrom(now: Date, years: number): string {
  const day = new Date(now);
  day.setUTCFullYear(day.getUTCFullYear() + years);
  return day.toISOString();
}

function AppointmentRows({ title, rows }: { title: string; rows: readonly Row[] }) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const mayOpen = usePermission('appointments.edit');
  if (rows.length === 0) return null;
  return (
    <Stack spacing={1}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('appointmentsTab.when')}</TableCell>
            <TableCell>{t('appointmentsTab.where')}</TableCell>
            <TableCell>{t('appointmentsTab.studyType')}</TableCell>
            <TableCell>{t('appointmentsTab.comments')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const when = formatDateTime(row.startDate, lang);
            return (
              <TableRow key={row.id}>
                <TableCell>
                  {mayOpen ? (
                    <Link component={RouterLink} to={`/appointments/${row.id}`}>
                      {when}
                    </Link>
                  ) : (
                    when
                  )}
                </TableCell>
                <TableCell>
                  {row.device.name}, {row.branch.name}
                </TableCell>
                <TableCell>{row.studyType?.name}</TableCell>
                <TableCell>{row.comments}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Stack>
  );
}

/**
 * The patient's appointments (spec part 1 §2 patient view, §6: Admin, Technician, Registration,
 * Manager), upcoming first, then past ones, each linking to the appointment.
 */
export function PatientAppointmentsTab({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const [now] = useState(() => new Date());
  const { data, loading, error, refetch } = useQuery(PatientAppointmentsDocument, {
    variables: {
      where: {
        patientId,
        startDateFrom: yearsFrom(now, -YEARS_AROUND),
        startDateTo: yearsFrom(now, YEARS_AROUND),
      },
      pagination: { take: APPOINTMENT_QUERY_TAKE },
    },
    fetchPolicy: 'cache-and-network',
  });
  const rows = data?.appointments;
  const [upcoming, past] = useMemo(() => {
    const all = rows ?? [];
    const ahead = all.filter((row) => new Date(row.endDate).getTime() > now.getTime());
    const behind = all.filter((row) => new Date(row.endDate).getTime() <= now.getTime()).reverse();
    return [ahead, behind];
  }, [rows, now]);

  if (error && !rows) {
    return <LoadError message={t('appointmentsTab.loadFailed')} onRetry={() => void refetch()} />;
  }
  if (loading && !rows) return <Skeleton variant="rounded" height={120} />;
  if (upcoming.length === 0 && past.length === 0) {
    return <LaterTab message={t('appointmentsTab.empty')} />;
  }
  return (
    <Stack spacing={3}>
      <AppointmentRows title={t('appointmentsTab.upcoming')} rows={upcoming} />
      <AppointmentRows title={t('appointmentsTab.past')} rows={past} />
    </Stack>
  );
}
