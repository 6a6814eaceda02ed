import Alert from '@mui/material/Alert';
import { describeDeadline } from '@portal/domain';
import { useTranslation } from 'react-i18next';

interface Props {
  dueDate: Date;
  hasDescription: boolean;
  now?: Date;
}

/**
 * How long the describer has left (spec part 2 §4 "Description deadline display"): overdue, or
 * days, hours and minutes left; info once a description is attached, warning under 2 days, error
 * under 6 hours.
 */
export function DeadlineNote({ dueDate, hasDescription, now = new Date() }: Props) {
  const { t } = useTranslation('studies');
  const deadline = describeDeadline(dueDate, now, hasDescription);
  return (
    <Alert severity={deadline.severity} sx={{ py: 0 }}>
      {deadline.overdue
        ? t('deadline.overdue')
        : t('deadline.left', {
            days: deadline.days,
            hours: deadline.hours,
            minutes: deadline.minutes,
          })}
    </Alert>
  );
}
