import { useApolloClient, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import {
  ReferralCarrierPricesDocument,
  ReferralCurrentDoctorDocument,
  ReferralDocument,
  ReferralStudyTypesDocument,
} from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { LoadError } from '../../../shared/ui/load-error';
import { formStudyTypes } from '../components/form/form-study-types';
import { ReferralForm } from '../components/form/referral-form';
import { referralFormValues } from '../components/form/referral-form-values';
import { ReferralPageFrame } from '../components/referral-page-frame';

/**
 * /referals/edit/{id} (spec part 2 §2): the referral's form with what it holds, saved with the
 * version it was read at (ADR 0021). Only an open referral the caller may edit; its issuer stays
 * unless the caller picks issuers.
 */
export function ReferralEditPage() {
  const { t } = useTranslation('referrals');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useApolloClient();
  const pickIssuer = usePermission('referrals.pickIssuer');
  const record = useQuery(ReferralDocument, { variables: { id }, context: { silentErrors: true } });
  const studyTypes = useQuery(ReferralStudyTypesDocument);
  const prices = useQuery(ReferralCarrierPricesDocument, { context: { silentErrors: true } });
  const currentDoctor = useQuery(ReferralCurrentDoctorDocument, { skip: pickIssuer });
  const referral = record.data?.referal;

  const reload = async () => {
    const { data } = await client.query({
      query: ReferralDocument,
      variables: { id },
      fetchPolicy: 'network-only',
    });
    return data?.referal ?? null;
  };

  const view = `/referals/view/${id}`;
  let content;
  if (record.error && !referral) {
    content = <LoadError message={t('form.loadFailed')} onRetry={() => void record.refetch()} />;
  } else if (studyTypes.error) {
    content = (
      <LoadError message={t('form.optionsFailed')} onRetry={() => void studyTypes.refetch()} />
    );
  } else if (!referral || !studyTypes.data || (!pickIssuer && !currentDoctor.data)) {
    content = <LinearProgress aria-label={t('form.loading')} />;
  } else if (!referral.canEdit) {
    content = (
      <Alert severity="info">
        {t('form.notEditable')}{' '}
        <Link component={RouterLink} to={view}>
          {t('form.openReferral')}
        </Link>
      </Alert>
    );
  } else {
    content = (
      <ReferralForm
        key={referral.id}
        referral={referral}
        // Read once, as the form mounts; a stale save reads the referral again on request.
        initialValues={referralFormValues(referral)}
        studyTypes={formStudyTypes(studyTypes.data.studyTypes, referral)}
        issuing={{
          pick: pickIssuer,
          fixed: referral.issuer,
          own: referral.issuer.id === currentDoctor.data?.currentDoctor?.id,
        }}
        pendrivePrice={prices.data?.appConfig.carrierPrices.Pendrive ?? null}
        reload={reload}
        onSaved={() => void navigate(view, { replace: true })}
        onCancel={() => void navigate(view)}
      />
    );
  }

  return <ReferralPageFrame title={t('form.titleEdit')}>{content}</ReferralPageFrame>;
}
