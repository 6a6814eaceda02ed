import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useText } from '../../../shared/i18n/text-context';
import { visitTime } from '../scheduling-format';
import type { BookedAppointment } from './scheduling-form';

/**
 * What replaces the form once the visit is booked (spec part 1 §2, §4): when, where and what,
 * and where the confirmation went. Focus moves here, so a screen reader reads it at once.
 */
export function SchedulingSuccess({
  appointment,
  email,
}: {
  appointment: BookedAppointment;
  email: string;
}) {
  const { t, lang } = useText('scheduling');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Alert severity="success" role="status">
      <Typography
        ref={heading}
        tabIndex={-1}
        component="h2"
        variant="h6"
        gutterBottom
        sx={{ outline: 'none' }}
      >
        {t('success.title')}
      </Typography>
      <Typography>
        {t('success.details', {
          study: appointment.studyTypeName,
          when: visitTime(appointment.startTime, lang),
          branch: appointment.branchName,
        })}
      </Typography>
      {appointment.branchAddress && (
        <Typography>{t('success.address', { address: appointment.branchAddress })}</Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {t('success.mail', { email })}
      </Typography>
    </Alert>
  );
}
