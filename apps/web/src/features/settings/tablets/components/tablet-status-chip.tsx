import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { isLang, tabletStatus, type TabletStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/dates';

/** Not configured grey, online green, offline orange (spec part 1 §4 "Tablet status"). */
const COLORS: Record<TabletStatus, 'default' | 'success' | 'warning'> = {
  notConfigured: 'default',
  online: 'success',
  offline: 'warning',
};

interface Props {
  tablet: { configuredAt?: string | null; lastUsedAt?: string | null };
  /** The instant the status is evaluated at (see useTabletClock). */
  now: Date;
}

/** The tablet's status, with when it was last heard from. */
export function TabletStatusChip({ tablet, now }: Props) {
  const { t, i18n } = useTranslation('tablets');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const configuredAt = tablet.configuredAt ?? null;
  const lastUsedAt = tablet.lastUsedAt ?? null;
  const status = tabletStatus({ configuredAt, lastUsedAt }, now);
  const chip = (
    <Chip
      size="small"
      color={COLORS[status]}
      variant={status === 'notConfigured' ? 'outlined' : 'filled'}
      label={t(`status.${status}`)}
      data-status={status}
    />
  );
  if (!lastUsedAt) return chip;
  return (
    <Tooltip title={t('lastUsedAt', { at: formatDateTime(lastUsedAt, lang) })}>{chip}</Tooltip>
  );
}
