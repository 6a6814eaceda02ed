import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { defaultStudyStatus } from '@portal/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import {
  StudyFormStudyTypesDocument,
  StudyFromAppointmentDocument,
} from '../../../__generated__/graphql';
import { useSession } from '../../../shared/auth/use-session';
import { LoadError } from '../../../shared/ui/load-error';
import { StudyForm } from '../components/form/study-form';
import {
  newStudyValues,
  warsawDayAndTime,
  type StudyFormValues,
} from '../components/form/study-form-values';
import { presetFor } from '../components/form/radiology-preset';
import { StudyFromReferal } from '../components/study-from-referal';
import { StudyPageFrame } from '../components/study-page-frame';

/**
 * /studies/add (spec part 2 §2; part 1 §2 `?appointmentId=&studyTypeId=&referalId=`): a new
 * study, prefilled from the appointment it is performed at or the referral it is issued from
 * (StudyFromReferal); a single save goes on to its editor.
 */
export function StudyAddPage() {
  const { t } = useTranslation('studyForm');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const appointmentId = params.get('appointmentId');
  const studyTypeId = params.get('studyTypeId');
  const referalId = params.get('referalId');
  const studyTypes = useQuery(StudyFormStudyTypesDocument);
  const appointment = useQuery(StudyFromAppointmentDocument, {
    variables: { id: appointmentId ?? '' },
    skip: !appointmentId,
  });
  const found = appointment.data?.appointment ?? null;

  const initialValues = useMemo((): StudyFormValues | null => {
    if (!session || !studyTypes.data || (appointmentId && !appointment.data)) return null;
    const values = newStudyValues(defaultStudyStatus(session.currentRole), new Date());
    const typeId = found?.studyType?.id ?? studyTypeId ?? '';
    const type = studyTypes.data.studyTypes.find(({ id }) => id === typeId);
    if (!found) return { ...values, studyType: type?.id ?? '' };
    const patient = found.patient;
    return {
      ...values,
      ...warsawDayAndTime(new Date(found.startDate)),
      studyType: type?.id ?? '',
      branch: { ...found.branch, color: '', ownBranch: true },
      patient: patient ? { id: patient.id, contact: patient.contact } : null,
      radiology: presetFor(type, patient?.contact.gender ?? null) ?? values.radiology,
    };
  }, [session, studyTypes.data, appointment.data, appointmentId, found, studyTypeId]);

  const failed = studyTypes.error ?? appointment.error;
  return (
    <StudyPageFrame title={t('titleNew')}>
      {referalId && !failed ? (
        studyTypes.data ? (
          <StudyFromReferal
            referalId={referalId}
            studyTypeId={studyTypeId}
            studyTypes={studyTypes.data.studyTypes}
          />
        ) : (
          <LinearProgress aria-label={t('loading')} />
        )
      ) : failed ? (
        <LoadError
          message={t('loadFailed')}
          onRetry={() => void (studyTypes.refetch(), appointment.refetch())}
        />
      ) : found?.studyId ? (
        <Alert severity="info">
          {t('appointmentHasStudy')}{' '}
          <Link component={RouterLink} to={`/studies/view/${found.studyId}`}>
            {t('openStudy')}
          </Link>
        </Alert>
      ) : !initialValues ? (
        <LinearProgress aria-label={t('loading')} />
      ) : (
        <Paper sx={{ p: 3 }}>
          <StudyForm
            initialValues={initialValues}
            origin={appointmentId ? { appointment: appointmentId } : {}}
            studyTypes={studyTypes.data?.studyTypes ?? []}
            onSaved={(study) => void navigate(`/studies/edit/${study.id}`, { replace: true })}
            onCancel={() => void navigate('/studies')}
          />
        </Paper>
      )}
    </StudyPageFrame>
  );
}
