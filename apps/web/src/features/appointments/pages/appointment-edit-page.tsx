import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import Alert from '@mui/material/Alert';
import { warsawParts } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  AppointmentDocument,
  CalendarBranchesDocument,
  CalendarStudyTypesDocument,
} from '../../../__generated__/graphql';
import { LoadError } from '../../../shared/ui/load-error';
import { AppointmentForm } from '../components/form/appointment-form';
import { appointmentValues } from '../components/form/appointment-form-values';
import { FormPageFrame } from '../components/form/form-page-frame';
import { useNow } from '../hooks/use-now';
import { AppointmentStudyNotice } from '../components/form/appointment-study-notice';

/**
 * /appointments/{id}: an appointment or a break, editable while it lies ahead (spec part 1 §2,
 * §4: past events do not move).
 */
export function AppointmentEditPage() {
  const { t } = useTranslation('appointments');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const now = useNow();
  const appointment = useQuery(AppointmentDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const branches = useQuery(CalendarBranchesDocument);
  const row = appointment.data?.appointment;
  const offered = useQuery(CalendarStudyTypesDocument, {
    variables: { branchId: row?.branch.id ?? '', deviceId: row?.device.id },
    skip: !row || row.isBreak,
  });
  const initialValues = useMemo(() => {
    if (!row) return null;
    const studyType = row.studyType
      ? (offered.data?.branchStudyTypes.find(({ id: typeId }) => typeId === row.studyType!.id) ?? {
          ...row.studyType,
          studyTypeDevices: [],
        })
      : undefined;
    return appointmentValues(row, studyType);
  }, [row, offered.data]);

  const day = initialValues?.day ?? warsawParts(new Date()).date;
  const title = row?.isBreak ? t('form.titleBreak') : t('form.titleEdit');
  const body = () => {
    if (appointment.error || branches.error) {
      return (
        <LoadError
          message={t('form.loadFailed')}
          onRetry={() => {
            void appointment.refetch();
            void branches.refetch();
          }}
        />
      );
    }
    if (appointment.loading || branches.loading || offered.loading || (row && !initialValues)) {
      return <LinearProgress aria-label={t('page.loading')} />;
    }
    if (!row || !initialValues)
      return <Alert severity="warning">{t('form.notFound', { id })}</Alert>;
    const past = new Date(row.startDate).getTime() <= now.getTime();
    return (
      <>
        <AppointmentStudyNotice appointment={row} />
        {row.createdByPatient && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('form.createdByPatient')}
          </Alert>
        )}
        <AppointmentForm
          key={`${row.id}:${row.version}`}
          appointmentId={row.id}
          mode={{ kind: 'edit', version: row.version }}
          initialValues={initialValues}
          branches={branches.data?.calendarBranches ?? []}
          readOnly={past || row.studyId !== null}
          onDone={(next) => void navigate(`/appointments?date=${next}`)}
        />
      </>
    );
  };
  return (
    <FormPageFrame title={title} backTo={`/appointments?date=${day}`}>
      {body()}
    </FormPageFrame>
  );
}
