import type { ComplaintStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { StatusChip, type StatusTone } from '../../../shared/ui/status-chip';

/** An open complaint stands out; a closed one is done. */
const TONES: Record<ComplaintStatus, StatusTone> = {
  InProgress: 'open',
  Closed: 'done',
};

/** A complaint's state (spec part 2 §3 Complaint) in words. */
export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('complaints');
  return <StatusChip label={t(`status.${status}`)} tone={TONES[status]} />;
}
