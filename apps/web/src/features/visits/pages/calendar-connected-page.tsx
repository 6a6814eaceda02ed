import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { failureMessage } from '../../../shared/api/failure-message';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { PageFrame } from '../../../shared/ui/page-frame';
import { useStoreCalendarToken } from '../hooks/use-calendar-sync';
import { visitPaths } from '../hooks/visit-paths';

/**
 * Where the calendar service sends the browser back after the consent (ADR 0052):
 * `?code&state` completes it (storeCalendarToken), the first sync runs, and the coordinator is
 * back on the visits list with both outcomes told; `?error` (access refused) or a refused code
 * stays here with the reason and the way back to the list (where the dialog connects again).
 * The code works once: on success the list replaces this address in the history.
 */
export function CalendarConnectedPage() {
  const { t } = useTranslation(['visits', 'errors']);
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const complete = useStoreCalendarToken();
  const code = params.get('code');
  const state = params.get('state');
  const refused = Boolean(params.get('error')) || !code || !state;
  const [failure, setFailure] = useState<string | null>(null);
  // The consent's code works once: React's double effect in development must not spend it twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current || refused) return;
    started.current = true;
    complete({ code, state })
      .then((result) => {
        enqueueSnackbar(t('calendarSync.connectedToast'), { variant: 'success' });
        if (result) {
          enqueueSnackbar(
            domainMessage(result.message, { written: result.written, removed: result.removed }),
            { variant: result.success ? 'success' : 'error' },
          );
        }
        void navigate(visitPaths.list, { replace: true });
      })
      .catch((error: unknown) => setFailure(failureMessage(error, t)));
  }, [refused, code, state, complete, t, domainMessage, enqueueSnackbar, navigate]);
  const shown = refused ? t('calendarSync.denied') : failure;

  return (
    <PageFrame
      backTo={visitPaths.list}
      backLabel={t('calendarSync.back')}
      title={t('calendarSync.connectingTitle')}
    >
      {shown ? (
        <Alert severity="error" role="alert">
          <strong>{t('calendarSync.failed')}</strong> {shown}
        </Alert>
      ) : (
        <Stack spacing={1} role="status">
          <Typography>{t('calendarSync.connecting')}</Typography>
          <LinearProgress aria-label={t('calendarSync.connecting')} />
        </Stack>
      )}
    </PageFrame>
  );
}
