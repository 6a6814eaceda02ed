import CircleIcon from '@mui/icons-material/Circle';
import Chip from '@mui/material/Chip';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConnectionStateStore } from '../../../shared/api/connection-state';
import { useConnectionState } from '../../../shared/api/use-connection-state';

type Shown = 'connected' | 'reconnecting' | 'failed' | 'offline';

const COLORS: Record<Shown, 'success' | 'warning' | 'error'> = {
  connected: 'success',
  reconnecting: 'warning',
  failed: 'error',
  offline: 'error',
};

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};
const isOnline = () => navigator.onLine;

/** Whether the kiosk hears the server: staff glance at it when a form does not arrive. */
export function ConnectionIndicator({ store }: { store: ConnectionStateStore }) {
  const { t } = useTranslation('kiosk');
  const state = useConnectionState(store);
  const online = useSyncExternalStore(subscribeOnline, isOnline);
  const shown: Shown = online ? state : 'offline';
  return (
    <Chip
      role="status"
      aria-live="polite"
      variant="outlined"
      color={COLORS[shown]}
      icon={<CircleIcon fontSize="small" />}
      label={t(`connection.${shown}`)}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}
