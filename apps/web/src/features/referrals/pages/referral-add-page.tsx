import { useQuery } from '@apollo/client/react';
import LinearProgress from '@mui/material/LinearProgress';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ReferralCarrierPricesDocument,
  ReferralComplaintDocument,
  ReferralCurrentDoctorDocument,
  ReferralPatientDocument,
  ReferralStudyTypesDocument,
} from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { LoadError } from '../../../shared/ui/load-error';
import { ReferralForm } from '../components/form/referral-form';
import { newReferralValues } from '../components/form/referral-form-values';
import { ReferralPageFrame } from '../components/referral-page-frame';

/**
 * /referals/add (spec part 2 §2): a new referral; `?patientId=` (the patient's page) chooses its
 * patient, and so does `?complaintId=` (a complaint's row: the complaint's linked patient, if
 * any). No complaint is linked to a referral itself. A save opens the new referral.
 */
export function ReferralAddPage() {
  const { t } = useTranslation('referrals');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // A complaint's row: its patient (none when it has none, or it cannot be read).
  const complaintId = params.has('patientId') ? null : params.get('complaintId');
  const complaint = useQuery(ReferralComplaintDocument, {
    variables: { id: complaintId ?? '' },
    skip: !complaintId,
    context: { silentErrors: true },
  });
  const patientId = params.get('patientId') ?? complaint.data?.complaint.patient?.id ?? null;
  const complaintPending = Boolean(complaintId) && !complaint.data && !complaint.error;
  const pickIssuer = usePermission('referrals.pickIssuer');
  const studyTypes = useQuery(ReferralStudyTypesDocument);
  // The Pendrive price only labels a checkbox: the form works without it.
  const prices = useQuery(ReferralCarrierPricesDocument, { context: { silentErrors: true } });
  const currentDoctor = useQuery(ReferralCurrentDoctorDocument, { skip: pickIssuer });
  const patient = useQuery(ReferralPatientDocument, {
    variables: { id: patientId ?? '' },
    skip: !patientId,
    context: { silentErrors: true },
  });

  const waiting =
    complaintPending ||
    !studyTypes.data ||
    (!pickIssuer && !currentDoctor.data) ||
    (Boolean(patientId) && !patient.data && !patient.error);
  const chosen = patient.data?.patient ?? null;
  const initialValues = useMemo(
    () => (waiting ? null : newReferralValues(chosen)),
    [waiting, chosen],
  );
  const failed = studyTypes.error ?? currentDoctor.error;

  return (
    <ReferralPageFrame title={t('form.titleNew')}>
      {failed ? (
        <LoadError
          message={t('form.optionsFailed')}
          onRetry={() => void Promise.all([studyTypes.refetch(), currentDoctor.refetch()])}
        />
      ) : !initialValues ? (
        <LinearProgress aria-label={t('form.loading')} />
      ) : (
        <ReferralForm
          initialValues={initialValues}
          studyTypes={studyTypes.data?.studyTypes ?? []}
          issuing={{
            pick: pickIssuer,
            fixed: currentDoctor.data?.currentDoctor ?? null,
            own: true,
          }}
          pendrivePrice={prices.data?.appConfig.carrierPrices.Pendrive ?? null}
          onSaved={(saved) => void navigate(`/referals/view/${saved.id}`, { replace: true })}
          onCancel={() => void navigate('/referals')}
        />
      )}
    </ReferralPageFrame>
  );
}
