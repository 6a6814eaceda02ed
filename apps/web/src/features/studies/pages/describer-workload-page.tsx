import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { isLang, warsawToday, type Lang } from '@portal/domain';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  DescriberWorkloadDocument,
  type DescriberWorkloadQuery,
} from '../../../__generated__/graphql';
import { formatDate, formatDateTime } from '../../../shared/format/dates';
import { formatTenths } from '../../../shared/format/numbers';
import { LoadError } from '../../../shared/ui/load-error';
import { DeadlineNote } from '../components/deadline-note';
import { doctorName } from '../../../shared/format/doctor-name';
import { ReassignDescriptionDialog } from '../components/reassign-description-dialog';
import { useMinuteClock } from '../hooks/use-minute-clock';

type Row = DescriberWorkloadQuery['describerWorkload'][number];
type Overdue = Row['overdue'][number];
type Info = NonNullable<Row['doctor']['describerInfo']>;

const COLUMNS = ['doctor', 'open', 'hours', 'vacation', 'nearest', 'overdue'] as const;

/** The studies list of a describer's open descriptions: where the rest of them are. */
const openDescriptionsLink = (doctorId: string) =>
  `/studies?describer=${doctorId}&description=withoutDescription`;

function onVacation(info: Info, today: string): boolean {
  const start = info.vacationStart ?? null;
  const end = info.vacationEnd ?? null;
  if (!start && !end) return false;
  return (!start || start <= today) && (!end || today <= end);
}

function HoursCell({ info, lang }: { info: Info | null | undefined; lang: Lang }) {
  const { t } = useTranslation('studies');
  if (!info) return <>—</>;
  const hours = formatTenths(info.descriptionOccupancyHours, lang);
  const max = info.maxStudyHoursToDescribe ?? null;
  if (max === null) return <>{t('workload.hoursNoLimit', { hours })}</>;
  const share = max > 0 ? Math.min(100, (info.descriptionOccupancyHours / max) * 100) : 100;
  const label = t('workload.hoursOfMax', { hours, max });
  return (
    <Stack spacing={0.5} sx={{ minWidth: 120 }}>
      <span>{label}</span>
      <LinearProgress
        variant="determinate"
        value={share}
        color={share >= 100 ? 'error' : share >= 80 ? 'warning' : 'primary'}
        aria-label={label}
      />
    </Stack>
  );
}

function VacationCell({ info, lang }: { info: Info | null | undefined; lang: Lang }) {
  const { t } = useTranslation('studies');
  if (!info || (!info.vacationStart && !info.vacationEnd)) return <>—</>;
  const range = [info.vacationStart, info.vacationEnd]
    .map((day) => (day ? formatDate(day, lang) : '…'))
    .join(' – ');
  return onVacation(info, warsawToday()) ? (
    <Chip size="small" color="warning" label={t('workload.onVacation', { range })} />
  ) : (
    <>{range}</>
  );
}

interface OverdueRowsProps {
  row: Row;
  lang: Lang;
  onReassign: (overdue: Overdue) => void;
}

/** The overdue descriptions of one describer, under their row, each with 'Przekaż'. */
function OverdueRows({ row, lang, onReassign }: OverdueRowsProps) {
  const { t } = useTranslation('studies');
  return (
    <TableRow>
      <TableCell colSpan={COLUMNS.length} sx={{ bgcolor: 'action.hover', py: 1 }}>
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {row.overdue.map((overdue) => (
            <Stack
              key={overdue.studyId}
              component="li"
              direction={{ xs: 'column', sm: 'row' }}
              spacing={{ xs: 0.5, sm: 2 }}
              // On a phone the cell spans the whole scrolled table: keep its lines at the start.
              alignItems={{ xs: 'flex-start', sm: 'center' }}
            >
              <Link component={RouterLink} to={`/studies/view/${overdue.studyId}`}>
                {overdue.studyType}, {formatDate(overdue.studyDate, lang)}
              </Link>
              <Typography variant="body2" color="error">
                {t('workload.dueWas', { date: formatDateTime(overdue.dueDate, lang) })}
              </Typography>
              {overdue.urgent && <Chip size="small" color="error" label="CITO" />}
              <Button size="small" variant="outlined" onClick={() => onReassign(overdue)}>
                {t('workload.reassign')}
              </Button>
            </Stack>
          ))}
          {row.overdueCount > row.overdue.length && (
            <li>
              <Link component={RouterLink} to={openDescriptionsLink(row.doctor.id)}>
                {t('workload.moreOverdue', { count: row.overdueCount - row.overdue.length })}
              </Link>
            </li>
          )}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * /studies/workload (Admin, Manager; issue 15 §4, beyond the spec): every describing doctor's open
 * descriptions, hours against their maximum, vacation and nearest deadline; the overdue ones are
 * listed under their describer and can be handed to another in one action.
 */
export function DescriberWorkloadPage() {
  const { t, i18n } = useTranslation('studies');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const now = useMinuteClock();
  const { data, loading, error, refetch } = useQuery(DescriberWorkloadDocument, {
    fetchPolicy: 'cache-and-network',
    context: { silentErrors: true },
  });
  const [reassigning, setReassigning] = useState<{ row: Row; overdue: Overdue } | null>(null);
  const rows = data?.describerWorkload ?? null;

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} alignItems="baseline" justifyContent="space-between">
        <Typography variant="h4" component="h1">
          {t('workload.title')}
        </Typography>
        <Link component={RouterLink} to="/studies">
          {t('workload.backToStudies')}
        </Link>
      </Stack>
      <Typography color="text.secondary">{t('workload.intro')}</Typography>
      <Paper sx={{ overflowX: 'auto' }}>
        {loading && rows && <LinearProgress aria-label={t('workload.loading')} />}
        {error && !rows ? (
          <LoadError message={t('workload.loadFailed')} onRetry={refetch} sx={{ m: 2 }} />
        ) : rows && rows.length === 0 ? (
          <Typography sx={{ p: 3 }}>{t('workload.empty')}</Typography>
        ) : (
          <Table size="small" aria-label={t('workload.tableLabel')} aria-busy={!rows}>
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{t(`workload.column.${column}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {!rows
                ? Array.from({ length: 4 }, (_, index) => (
                    <TableRow key={index}>
                      {COLUMNS.map((column) => (
                        <TableCell key={column}>
                          <Skeleton variant="text" />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))
                : rows.map((row) => (
                    <Fragment key={row.doctor.id}>
                      <TableRow>
                        <TableCell component="th" scope="row">
                          <Link component={RouterLink} to={openDescriptionsLink(row.doctor.id)}>
                            {doctorName(row.doctor)}
                          </Link>
                        </TableCell>
                        <TableCell>{row.doctor.describerInfo?.openStudies ?? '—'}</TableCell>
                        <TableCell>
                          <HoursCell info={row.doctor.describerInfo} lang={lang} />
                        </TableCell>
                        <TableCell>
                          <VacationCell info={row.doctor.describerInfo} lang={lang} />
                        </TableCell>
                        <TableCell sx={{ minWidth: 220 }}>
                          {row.nearestDeadline ? (
                            <DeadlineNote
                              dueDate={new Date(row.nearestDeadline)}
                              hasDescription={false}
                              now={now}
                            />
                          ) : (
                            '—'
                          )}
                        </TableCell>
                        <TableCell>
                          {row.overdueCount > 0 ? (
                            <Chip size="small" color="error" label={row.overdueCount} />
                          ) : (
                            0
                          )}
                        </TableCell>
                      </TableRow>
                      {row.overdue.length > 0 && (
                        <OverdueRows
                          row={row}
                          lang={lang}
                          onReassign={(overdue) => setReassigning({ row, overdue })}
                        />
                      )}
                    </Fragment>
                  ))}
            </TableBody>
          </Table>
        )}
      </Paper>
      {reassigning && (
        <ReassignDescriptionDialog
          studyId={reassigning.overdue.studyId}
          studyLabel={`${reassigning.overdue.studyType}, ${formatDate(reassigning.overdue.studyDate, lang)}`}
          minutesToDescribe={reassigning.overdue.minutesToDescribe}
          from={reassigning.row.doctor}
          onClose={(reassigned) => {
            setReassigning(null);
            if (reassigned) void refetch();
          }}
        />
      )}
    </Stack>
  );
}
