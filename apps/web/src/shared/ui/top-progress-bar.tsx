import LinearProgress from '@mui/material/LinearProgress';
import { PROGRESS_BAR_HEIGHT_PX, PROGRESS_BAR_MAX_MS } from '@portal/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBusyPeriod } from '../api/pending-requests';

/**
 * The green 3 px bar at the top while calls are pending (spec part 1 §2). It hides after at most
 * 5 s even if a call is still running, so a slow report never leaves it on for good.
 */
export function TopProgressBar() {
  const { t } = useTranslation();
  const busyPeriod = useBusyPeriod();
  const [expiredPeriod, setExpiredPeriod] = useState<number | null>(null);

  useEffect(() => {
    if (busyPeriod === null) return;
    const timer = window.setTimeout(() => setExpiredPeriod(busyPeriod), PROGRESS_BAR_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [busyPeriod]);

  if (busyPeriod === null || busyPeriod === expiredPeriod) return null;
  return (
    <LinearProgress
      color="primary"
      aria-label={t('loading')}
      data-testid="top-progress-bar"
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: PROGRESS_BAR_HEIGHT_PX,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
      }}
    />
  );
}
