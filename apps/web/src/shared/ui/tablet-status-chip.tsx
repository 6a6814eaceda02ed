import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { isLang, type TabletStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format/dates';

/** Not configured grey, online green, offline orange (spec part 1 §4 "Tablet status"). */
const COLORS: Record<TabletStatus, 'default' | 'success' | 'warning'> = {
  notConfigured: 'default',
  online: 'success',
  offline: 'warning',
};

interface Props {
  /** The status as the domain's tabletStatus rule (or the server) evaluated it. */
  status: TabletStatus;
  /** When the tablet was last heard from: shown as the chip's tooltip. */
  lastUsedAt?: string | null;
}

/** A tablet's status in the same words and colours wherever a tablet is shown. */
export function TabletStatusChip({ status, lastUsedAt = null }: Props) {
  const { t, i18n } = useTranslation('forms');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const chip = (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'notConfigured' ? 'outlined' : 'filled'}
      label={t(`tabletStatus.${status}`)}
      data-status={status}
    />
  );
  if (!lastUsedAt) return chip;
  return (
    <Tooltip title={t('tabletStatus.lastUsedAt', { at: formatDateTime(lastUsedAt, lang) })}>
      {chip}
    </Tooltip>
  );
}
