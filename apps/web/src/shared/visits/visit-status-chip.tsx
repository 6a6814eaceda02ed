import type { VisitStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../ui/status-chip';

/** Scheduled stands out; a completed visit is done; a cancelled one is greyed. */
const TONES: Record<VisitStatus, StatusTone> = {
  Scheduled: 'open',
  Completed: 'done',
  Cancelled: 'neutral',
};

/**
 * A visit's state (spec part 2 §3 Visit) in words, for the visits pages and the doctor view's
 * visits tab: shared, as features do not import each other.
 */
export function VisitStatusChip({ status }: { status: VisitStatus }) {
  const { t } = useTranslation('visits');
  return <StatusChip label={t(`status.${status}`)} tone={TONES[status]} />;
}

/** The visit view's address (spec part 2 §2). */
export function visitViewPath(id: string): string {
  return `/visits/view/${id}`;
}
