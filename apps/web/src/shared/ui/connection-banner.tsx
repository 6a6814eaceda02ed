import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ALERT_AUTO_HIDE_MS } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStateStore } from '../api/connection-state';
import { useConnectionState } from '../api/use-connection-state';

/**
 * The spec's network banner for pages that live on real-time updates (the calendar, part 1 §4):
 * a persistent warning while reconnecting, a short notice when the connection is back and
 * the page resynchronises, and an error asking to refresh once reconnecting has failed.
 */
export function ConnectionBanner({ store }: { store?: ConnectionStateStore }) {
  const { t } = useTranslation('realtime');
  const state = useConnectionState(store);
  // Counts returns to `connected` after a drop; the notice of each shows for a few seconds.
  const [seen, setSeen] = useState(state);
  const [restorations, setRestorations] = useState(0);
  const [hiddenUpTo, setHiddenUpTo] = useState(0);
  if (state !== seen) {
    setSeen(state);
    if (state === 'connected') setRestorations(restorations + 1);
  }

  useEffect(() => {
    if (restorations === 0) return;
    const timer = window.setTimeout(() => setHiddenUpTo(restorations), ALERT_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [restorations]);

  if (state === 'reconnecting') {
    return <Alert severity="warning">{t('lost')}</Alert>;
  }
  if (state === 'failed') {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('refresh')}
          </Button>
        }
      >
        {t('failed')}
      </Alert>
    );
  }
  if (restorations > hiddenUpTo) return <Alert severity="info">{t('restored')}</Alert>;
  return null;
}
