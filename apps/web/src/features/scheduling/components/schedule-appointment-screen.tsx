import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useText } from '../../../shared/i18n/text-context';
import { LightPageFrame } from '../../../shared/ui/light-page-frame';
import { failureMessage } from '../../../shared/api/failure-message';
import { isLinkRefusal } from '../failure-message';
import { useSchedulingData } from '../hooks/use-scheduling-data';
import { PatientSummary } from './patient-summary';
import { SchedulingForm, type BookedAppointment } from './scheduling-form';
import { SchedulingSuccess } from './scheduling-success';

/**
 * The public scheduling page (spec part 1 §2 /schedule-appointment, §8 "Scheduling"): reached
 * with a mailed link's token, without an account, mostly on a phone. One card: the patient and
 * the referred study, then the form, then — once booked — the confirmation instead of the form.
 */
export function ScheduleAppointmentScreen({ token }: { token: string | null }) {
  const { t } = useText('scheduling');
  return (
    <LightPageFrame title={t('title')} maxWidth={560}>
      <Typography color="text.secondary" sx={{ mt: -2 }}>
        {t('intro')}
      </Typography>
      {token ? (
        <LinkContent token={token} />
      ) : (
        <Alert severity="error" role="alert">
          {t('errors.missingToken')}
        </Alert>
      )}
    </LightPageFrame>
  );
}

function LinkContent({ token }: { token: string }) {
  const { t, lang } = useText('scheduling');
  const { state, retry } = useSchedulingData(token, lang);
  const [booked, setBooked] = useState<BookedAppointment | null>(null);

  if (state.status === 'loading') {
    return (
      <Stack direction="row" spacing={1.5} alignItems="center" role="status">
        <CircularProgress size={24} aria-hidden />
        <Typography>{t('loading')}</Typography>
      </Stack>
    );
  }
  if (state.status === 'failed') {
    // A refused link says why in the server's words; anything else may pass on a retry.
    if (isLinkRefusal(state.error)) return <Notice>{failureMessage(state.error, t)}</Notice>;
    return (
      <Notice
        action={
          <Button color="inherit" size="small" onClick={retry}>
            {t('retry')}
          </Button>
        }
      >
        {t('errors.loadFailed')} {failureMessage(state.error, t)}
      </Notice>
    );
  }
  const { data } = state;
  if (data.studyTypes.length === 0 || data.branches.length === 0) {
    return <Notice severity="info">{t('errors.noData')}</Notice>;
  }
  return (
    <>
      <Box sx={{ pb: 3, borderBottom: 1, borderColor: 'divider' }}>
        <PatientSummary data={data} />
      </Box>
      {booked ? (
        <SchedulingSuccess appointment={booked} email={data.patient.email} />
      ) : (
        <SchedulingForm token={token} data={data} onBooked={setBooked} />
      )}
    </>
  );
}

function Notice({
  children,
  action,
  severity = 'error',
}: {
  children: ReactNode;
  action?: ReactNode;
  severity?: 'error' | 'info';
}) {
  return (
    <Alert severity={severity} role={severity === 'error' ? 'alert' : 'status'} action={action}>
      {children}
    </Alert>
  );
}
