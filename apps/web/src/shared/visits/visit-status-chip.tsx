import Chip, { type ChipProps } from '@mui/material/Chip';
import type { VisitStatus } from '@portal/domain';
import { useTranslation } from 'react-i18next';

/** Scheduled stands out; a completed visit is done; a cancelled one is greyed. */
const COLORS: Record<VisitStatus, ChipProps['color']> = {
  Scheduled: 'info',
  Completed: 'success',
  Cancelled: 'default',
};

/**
 * A visit's state (spec part 2 §3 Visit) in words, for the visits pages and the doctor view's
 * visits tab: shared, as features do not import each other.
 */
export function VisitStatusChip({ status }: { status: VisitStatus }) {
  const { t } = useTranslation('visits');
  return (
    <Chip size="small" variant="outlined" color={COLORS[status]} label={t(`status.${status}`)} />
  );
}

/** The visit view's address (spec part 2 §2). */
export function visitViewPath(id: string): string {
  return `/visits/view/${id}`;
}
