import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HoldState } from '../../hooks/use-reservation-hold';

/** m:ss left until `until`, renewed every second. */
function useCountdown(until: Date | null): string {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  if (!until) return '';
  const seconds = Math.max(0, Math.ceil((until.getTime() - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * What the form's hold of the slot is doing (spec part 1 §4, §8): the time left, the spec's
 * expiry message with a way to hold again, or that someone else has the slot.
 */
export function HoldNotice({ state, onRenew }: { state: HoldState; onRenew: () => void }) {
  const { t } = useTranslation('appointments');
  const left = useCountdown(state.status === 'held' ? state.expiresAt : null);
  switch (state.status) {
    case 'held':
      // Announced once, not every second: the live region is the alert, the time is not.
      return (
        <Alert severity="info" role="status">
          {t('form.holdActive', { time: left })}
        </Alert>
      );
    case 'expired':
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={onRenew}>
              {t('form.holdRenew')}
            </Button>
          }
        >
          {t('form.holdExpired')}
        </Alert>
      );
    case 'taken':
      return <Alert severity="error">{t('form.holdTaken')}</Alert>;
    default:
      return null;
  }
}
