import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { warsawParts } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { CalendarBranchesDocument } from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/load-error';
import { AppointmentForm } from '../components/form/appointment-form';
import { emptyValues } from '../components/form/appointment-form-values';
import { FormPageFrame } from '../components/form/form-page-frame';
import { readNewAppointmentState } from '../components/new-appointment-state';

const CREATE = { kind: 'create' } as const;

/** /appointments/new: a clicked slot (or the button) prefills branch, device and time. */
export function AppointmentNewPage() {
  const { t } = useTranslation('appointments');
  const navigate = useNavigate();
  const location = useLocation();
  const branches = useQuery(CalendarBranchesDocument);
  const initialValues = useMemo(
    () => emptyValues(readNewAppointmentState(location.state), warsawParts(new Date()).date),
    [location.state],
  );
  const back = (day: string) => void navigate(`/appointments?date=${day}`);
  return (
    <FormPageFrame title={t('form.titleNew')} backTo={`/appointments?date=${initialValues.day}`}>
      {branches.error ? (
        <LoadError message={t('settings.loadFailed')} onRetry={() => void branches.refetch()} />
      ) : branches.loading ? (
        <LinearProgress aria-label={t('page.loading')} />
      ) : (
        <AppointmentForm
          mode={CREATE}
          initialValues={initialValues}
          branches={branches.data?.calendarBranches ?? []}
          onDone={back}
        />
      )}
    </FormPageFrame>
  );
}
