import Chip from '@mui/material/Chip';
import type { TabletStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TabletStatus, 'default' | 'success' | 'warning'> = {
  notConfigured: 'default',
  online: 'success',
  offline: 'warning',
};

/** Not configured (grey), online (green), offline (orange): spec part 1 §4. */
export function TabletStatusChip({ status }: { status: TabletStatus }) {
  const { t } = useTranslation('patients');
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      variant={status === 'notConfigured' ? 'outlined' : 'filled'}
      label={t(`tabletStatus.${status}`)}
    />
  );
}
