import Typography from '@mui/material/Typography';
import { describeDeadline, isDeadlineRedInList, type Lang } from '@portal/domain';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../shared/format/dates';

interface Props {
  /** The nearest describer's due date, or null when no describer is assigned. */
  deadline: string | null | undefined;
  hasDescription: boolean;
  now: Date;
  lang: Lang;
}

/**
 * The description deadline of a row (spec part 2 §4, §9): the time left, or the overdue notice,
 * red while the description is missing and under 3 days remain. Once the description is attached
 * a countdown means nothing (and "overdue" would be wrong), so the due date itself is shown.
 */
export function StudyDeadline({ deadline, hasDescription, now, lang }: Props) {
  const { t } = useTranslation('studies');
  if (!deadline) return <>{t('deadline.none')}</>;
  const due = new Date(deadline);
  if (hasDescription) return <>{formatDateTime(due, lang)}</>;
  const display = describeDeadline(due, now, hasDescription);
  const text = display.overdue
    ? t('deadline.overdue')
    : t('deadline.left', { days: display.days, hours: display.hours, minutes: display.minutes });
  const red = isDeadlineRedInList(due, now, hasDescription);
  return (
    <Typography
      component="span"
      variant="body2"
      color={red ? 'error.dark' : undefined}
      sx={red ? { fontWeight: 600 } : undefined}
      title={formatDateTime(due, lang)}
    >
      {text}
    </Typography>
  );
}
