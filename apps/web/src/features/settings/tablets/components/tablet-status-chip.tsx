import { tabletStatus } from '@portal/domain';
import { TabletStatusChip as StatusChip } from '../../../../shared/ui/tablet-status-chip';

interface Props {
  tablet: { configuredAt?: string | null; lastUsedAt?: string | null };
  /** The instant the status is evaluated at (see useTabletClock). */
  now: Date;
}

/** A listed tablet's status, evaluated by the domain's rule at the list's clock. */
export function TabletStatusChip({ tablet, now }: Props) {
  const configuredAt = tablet.configuredAt ?? null;
  const lastUsedAt = tablet.lastUsedAt ?? null;
  return (
    <StatusChip status={tabletStatus({ configuredAt, lastUsedAt }, now)} lastUsedAt={lastUsedAt} />
  );
}
