import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { defaultStudyStatus } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import {
  StudyFromReferalDocument,
  type StudyFormStudyTypesQuery,
} from '../../../__generated__/graphql';
import { useSession } from '../../../shared/auth/use-session';
import { LoadError } from '../../../shared/ui/load-error';
import { presetFor } from './form/radiology-preset';
import { StudyForm } from './form/study-form';
import { newStudyValues, type StudyFormValues } from './form/study-form-values';

type StudyTypeOption = StudyFormStudyTypesQuery['studyTypes'][number];

interface Props {
  referalId: string;
  /** The study type asked for in the address (`?studyTypeId=`), if it is still waiting. */
  studyTypeId: string | null;
  studyTypes: readonly StudyTypeOption[];
}

/**
 * A study from a referral (spec part 2 §4 'save and add another', issue 17 §1): the patient and
 * the leading doctor come from the referral, the study types are the referral's — those with a
 * study shown but not pickable. 'Zapisz i dodaj kolejne' saves and offers the next one; when none
 * is left: 'Dla tego skierowania wystawiono już wszyskie badania.' and back to /studies.
 */
export function StudyFromReferal({ referalId, studyTypeId, studyTypes }: Props) {
  const { t } = useTranslation('studyForm');
  const navigate = useNavigate();
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  // A new form for every study of the referral: the previous one's values do not carry over.
  const [round, setRound] = useState(0);
  const referal = useQuery(StudyFromReferalDocument, {
    variables: { id: referalId },
    fetchPolicy: 'network-only',
  });
  const found = referal.data?.referal;
  const onReferal = useMemo(() => {
    const ids = new Set(found?.referalToStudyTypes.map((item) => item.studyType.id));
    return studyTypes.filter((type) => ids.has(type.id));
  }, [found, studyTypes]);
  const issued = useMemo(
    () =>
      new Set(
        found?.referalToStudyTypes.filter((item) => item.issued).map((item) => item.studyType.id),
      ),
    [found],
  );
  const waiting = onReferal.filter((type) => !issued.has(type.id));

  const initialValues = useMemo((): StudyFormValues | null => {
    if (!session || !found) return null;
    const values = newStudyValues(defaultStudyStatus(session.currentRole), new Date());
    const type = waiting.find(({ id }) => id === studyTypeId) ?? waiting[0];
    return {
      ...values,
      studyType: type?.id ?? '',
      patient: { id: found.patient.id, contact: found.patient.contact },
      leadingDoctor: found.issuer,
      radiology: presetFor(type, found.patient.contact.gender ?? null) ?? values.radiology,
    };
    // `round` starts the next study of the referral with fresh values.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session, found, round]);

  const goOn = async () => {
    const fresh = await referal.refetch();
    const left = fresh.data?.referal?.referalToStudyTypes.some((item) => !item.issued);
    if (left && !fresh.data?.referal?.completed) {
      setRound((value) => value + 1);
      return;
    }
    enqueueSnackbar(t('referal.allIssued'), { variant: 'info' });
    void navigate('/studies');
  };

  if (referal.error) {
    return <LoadError message={t('loadFailed')} onRetry={() => void referal.refetch()} />;
  }
  if (!found || !initialValues) return <LinearProgress aria-label={t('loading')} />;
  if (found.completed || waiting.length === 0) {
    return (
      <Alert severity="info">
        {t('referal.allIssued')}{' '}
        <Link component={RouterLink} to={`/referals/view/${found.id}`}>
          {t('referal.open')}
        </Link>
      </Alert>
    );
  }
  return (
    <Paper sx={{ p: 3 }}>
      <Alert severity="info" sx={{ mb: 3 }}>
        {t('referal.fromReferal', { issued: issued.size, all: onReferal.length })}{' '}
        <Link component={RouterLink} to={`/referals/view/${found.id}`}>
          {t('referal.open')}
        </Link>
      </Alert>
      <StudyForm
        key={round}
        initialValues={initialValues}
        origin={{ referal: found.id }}
        studyTypes={onReferal}
        issuedStudyTypes={issued}
        onSavedAndAddAnother={waiting.length > 1 ? () => void goOn() : undefined}
        onSaved={(study) => void navigate(`/studies/edit/${study.id}`, { replace: true })}
        onCancel={() => void navigate(`/referals/view/${found.id}`)}
      />
    </Paper>
  );
}
