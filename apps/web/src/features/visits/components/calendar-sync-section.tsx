import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContentText from '@mui/material/DialogContentText';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  CalendarSyncError,
  VisitsCalendarSyncFieldsFragment,
} from '../../../__generated__/visits/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { formatDateTime } from '../../../shared/format/dates';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useCalendarSync } from '../hooks/use-calendar-sync';

/** The message of part 2 §8 "Calendar sync" for what stopped the last push. */
export const SYNC_ERROR_MESSAGE: Record<CalendarSyncError, string> = {
  AUTH: 'calendarSync.authError',
  ACCESS: 'calendarSync.accessError',
  SYNC: 'calendarSync.syncError',
};

/**
 * 'Kalendarz zewnętrzny' in the calendar dialog (issue 21 §1, ADR 0052; `visits.calendarSync`):
 * linking the coordinator's calendar account, syncing now, and unlinking (confirmed). Nothing
 * at all when the installation has no calendar service configured, or its state cannot be read
 * (the feed below still works).
 */
export function CalendarSyncSection() {
  const maySync = usePermission('visits.calendarSync');
  return maySync ? <SyncSection /> : null;
}

function SyncState({ status }: { status: VisitsCalendarSyncFieldsFragment }) {
  const { t, i18n } = useTranslation('visits');
  const domainMessage = useDomainMessage();
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  return (
    <>
      <Typography role="status">
        {status.connected && status.connectedAt
          ? t('calendarSync.connected', {
              since: formatDateTime(status.connectedAt, lang),
              lastSync: status.lastSyncAt
                ? formatDateTime(status.lastSyncAt, lang)
                : t('calendarSync.neverSynced'),
            })
          : t('calendarSync.notConnected')}
      </Typography>
      {status.lastError && (
        <Alert severity={status.lastError === 'SYNC' ? 'warning' : 'error'}>
          {domainMessage(SYNC_ERROR_MESSAGE[status.lastError])}
        </Alert>
      )}
    </>
  );
}

function SyncSection() {
  const { t } = useTranslation('visits');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const headingId = useId();
  const { status, connect, sync, disconnect, busy, connecting, syncing } = useCalendarSync();
  const [confirming, setConfirming] = useState(false);
  if (!status?.configured) return null;

  // Refusals of the calls themselves are the app's error handler's to tell.
  const syncNow = async () => {
    const result = await sync();
    if (!result) return;
    enqueueSnackbar(
      domainMessage(result.message, { written: result.written, removed: result.removed }),
      { variant: result.success ? 'success' : 'error' },
    );
  };
  const unlink = async () => {
    try {
      await disconnect();
      enqueueSnackbar(t('calendarSync.disconnected'), { variant: 'success' });
    } finally {
      setConfirming(false);
    }
  };
  const spinner = (on: boolean) =>
    on ? <CircularProgress size={16} color="inherit" /> : undefined;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h6" component="h3">
        {t('calendarSync.title')}
      </Typography>
      <DialogContentText>{t('calendarSync.about')}</DialogContentText>
      <SyncState status={status} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        {status.connected ? (
          <>
            <Button
              variant="contained"
              onClick={() => void syncNow().catch(() => undefined)}
              disabled={busy}
              startIcon={spinner(syncing)}
            >
              {t('calendarSync.syncNow')}
            </Button>
            <Button color="error" onClick={() => setConfirming(true)} disabled={busy}>
              {t('calendarSync.disconnect')}
            </Button>
          </>
        ) : (
          <Button
            variant="contained"
            onClick={() => void connect().catch(() => undefined)}
            disabled={busy}
            startIcon={spinner(connecting)}
          >
            {t(status.lastError === 'AUTH' ? 'calendarSync.reconnect' : 'calendarSync.connect')}
          </Button>
        )}
      </Stack>
      <Divider />
      <ConfirmDialog
        open={confirming}
        title={t('calendarSync.disconnectTitle')}
        message={t('calendarSync.disconnectMessage')}
        confirmLabel={t('calendarSync.disconnect')}
        confirmColor="error"
        onConfirm={unlink}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
