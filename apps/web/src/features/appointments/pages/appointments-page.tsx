import AddIcon from '@mui/icons-material/Add';
import TuneIcon from '@mui/icons-material/Tune';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { CalendarBranchesDocument } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { ConnectionBanner } from '../../../shared/ui/connection-banner';
import { LoadError } from '../../../shared/ui/load-error';
import { CalendarSettingsDialog } from '../components/calendar-settings-dialog';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { DayGrid } from '../components/day-grid/day-grid';
import { gridBookings } from '../components/grid-bookings';
import { calendarColumns } from '../components/calendar-columns';
import { newAppointmentState } from '../components/new-appointment-state';
import { useCalendarDate } from '../hooks/use-calendar-date';
import { useCalendarDevices } from '../hooks/use-calendar-devices';
import { useDayBookings } from '../hooks/use-day-bookings';
import { useMoveAppointment } from '../hooks/use-move-appointment';
import { useNow } from '../hooks/use-now';

/**
 * /appointments: the registrar's day (spec part 1 §2 "Calendar day view", §4 "Calendar"). One
 * column per chosen device; live through the subscriptions; the day is in the address
 * (`?date=`), so a link or a reload shows the same day.
 */
export function AppointmentsPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const mayEdit = usePermission('appointments.edit');
  const [params] = useSearchParams();
  const { date, today, setDate } = useCalendarDate(params.get('date'));
  const [chosen, choose] = useCalendarDevices();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const branches = useQuery(CalendarBranchesDocument);
  const columns = useMemo(
    () => calendarColumns(branches.data?.calendarBranches ?? [], chosen),
    [branches.data, chosen],
  );
  const deviceIds = useMemo(() => columns.map(({ deviceId }) => deviceId), [columns]);
  const day = useDayBookings(date, deviceIds);
  const now = useNow();
  const bookings = useMemo(
    () => gridBookings(day.appointments, day.reservations, now),
    [day.appointments, day.reservations, now],
  );
  const move = useMoveAppointment(day.appointments, columns, day.apply);

  const openSlot = (deviceId: string, start: Date) => {
    if (!mayEdit) return;
    const column = columns.find((c) => c.deviceId === deviceId);
    if (!column) return;
    void navigate('/appointments/new', {
      state: newAppointmentState({ branchId: column.branchId, deviceId, start }),
    });
  };

  const body = () => {
    if (branches.error)
      return (
        <LoadError message={t('settings.loadFailed')} onRetry={() => void branches.refetch()} />
      );
    if (branches.loading) return <LinearProgress aria-label={t('page.loading')} />;
    if (columns.length === 0) {
      return (
        <Alert
          severity="info"
          action={
            <Button color="inherit" onClick={() => setSettingsOpen(true)}>
              {t('page.chooseCalendars')}
            </Button>
          }
        >
          <strong>{t('page.noCalendars')}</strong> {t('page.noCalendarsHint')}
        </Alert>
      );
    }
    if (day.failed && day.loading) {
      return <LoadError message={t('page.loadFailed')} onRetry={day.reload} />;
    }
    return (
      <>
        {day.loading && <LinearProgress aria-label={t('page.loading')} />}
        {/* A bounded height keeps the grid's header and time column in view while it scrolls. */}
        <Box
          sx={{
            display: 'flex',
            flexDirection: 'column',
            height: 'calc(100vh - 250px)',
            minHeight: 420,
          }}
        >
          {/* Not before the day is read: an empty grid would offer booked slots as free, and
              drawing it twice delays the day (bench/calendar/live-browser.mjs). */}
          {!day.loading && (
            <DayGrid
              date={date}
              now={now}
              columns={columns}
              bookings={bookings}
              onSlotOpen={openSlot}
              onBookingOpen={(id) => void navigate(`/appointments/${id}`)}
              onMove={(id, deviceId, start) => void move(id, deviceId, start)}
            />
          )}
        </Box>
      </>
    );
  };

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        alignItems="center"
        justifyContent="space-between"
        spacing={2}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
      >
        <Typography variant="h4" component="h1">
          {t('page.title')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <Button startIcon={<TuneIcon />} onClick={() => setSettingsOpen(true)}>
            {t('page.chooseCalendars')}
          </Button>
          {mayEdit && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() =>
                void navigate('/appointments/new', {
                  state: newAppointmentState({
                    branchId: columns[0]?.branchId,
                    deviceId: columns[0]?.deviceId,
                    date,
                  }),
                })
              }
            >
              {t('page.newAppointment')}
            </Button>
          )}
        </Stack>
      </Stack>
      <CalendarToolbar date={date} today={today} onDate={setDate} />
      <ConnectionBanner />
      {body()}
      {settingsOpen && (
        <CalendarSettingsDialog
          open
          branches={branches.data?.calendarBranches ?? []}
          chosen={chosen}
          onApply={(ids) => {
            choose(ids);
            setSettingsOpen(false);
          }}
          onClose={() => setSettingsOpen(false)}
        />
      )}
    </Stack>
  );
}
