import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { AppointmentFieldsFragment } from '../../../../__generated__/graphql';
import { usePermission } from '../../../../shared/auth/use-permission';

/**
 * The appointment's study (issue 15): once issued, a link to it (the appointment is then
 * read-only); before, 'Wystaw badanie' opens the study form prefilled from the appointment for
 * the roles that add studies.
 */
export function AppointmentStudyNotice({
  appointment,
}: {
  appointment: AppointmentFieldsFragment;
}) {
  const { t } = useTranslation('appointments');
  const mayAdd = usePermission('studies.add');
  if (appointment.isBreak) return null;
  if (appointment.studyId) {
    return (
      <Alert
        severity="info"
        sx={{ mb: 2 }}
        action={
          <Button
            color="inherit"
            component={RouterLink}
            to={`/studies/view/${appointment.studyId}`}
          >
            {t('form.openStudy')}
          </Button>
        }
      >
        {t('form.hasStudy')}
      </Alert>
    );
  }
  if (!mayAdd || !appointment.studyType) return null;
  const search = new URLSearchParams({
    appointmentId: appointment.id,
    studyTypeId: appointment.studyType.id,
  });
  return (
    <Button
      variant="outlined"
      component={RouterLink}
      to={`/studies/add?${search.toString()}`}
      sx={{ mb: 2 }}
    >
      {t('form.createStudy')}
    </Button>
  );
}
