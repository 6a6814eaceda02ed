import { useSubscription } from '@apollo/client/react';
import { CONSENT_ALERT_MS } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { PatientConsentSubmittedDocument, PatientDocument } from '../../../__generated__/graphql';
import { usePermission } from '../../../shared/auth/use-permission';

/**
 * A consent signed in answer to this user's request: a toast for CONSENT_ALERT_MS, and the
 * patient shown on this page is read again so the new Consent file and answers appear.
 */
export function useConsentSubmitted(patientId: string) {
  const { t } = useTranslation('patients');
  const { enqueueSnackbar } = useSnackbar();
  // Only those who may ask for a consent hear about one (the server refuses the others).
  const mayRequest = usePermission('patients.requestConsent');
  useSubscription(PatientConsentSubmittedDocument, {
    skip: !mayRequest,
    onData: ({ client, data }) => {
      const event = data.data?.consentSubmitted;
      if (!event) return;
      enqueueSnackbar(t('consentRequest.submitted', { name: event.patientName }), {
        variant: 'success',
        autoHideDuration: CONSENT_ALERT_MS,
      });
      if (event.patientId !== patientId) return;
      void client
        .query({
          query: PatientDocument,
          variables: { id: patientId },
          fetchPolicy: 'network-only',
          context: { silentErrors: true },
        })
        .catch(() => undefined);
    },
  });
}
