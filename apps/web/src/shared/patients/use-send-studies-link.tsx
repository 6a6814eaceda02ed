import { useMutation } from '@apollo/client/react';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import type { DocumentNode } from 'graphql';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { SendPatientStudiesLinkDocument } from '../../__generated__/graphql';
import { formatDateTime } from '../format/dates';

/** Why no studies link can go to a patient (the `patients` texts `studiesLink.<reason>`). */
export type StudiesLinkBlocker = 'noEmail' | 'noConsent';

/**
 * Why a studies link cannot go to this patient, as the server would refuse it: no e-mail address
 * or no consent to results by e-mail (issue 18 §2); null when it can.
 */
export function studiesLinkBlocker(patient: {
  contact: { emailAddresses: readonly string[] };
  consents: { sending: boolean };
}): StudiesLinkBlocker | null {
  if (patient.contact.emailAddresses.length === 0) return 'noEmail';
  if (!patient.consents.sending) return 'noConsent';
  return null;
}

/**
 * Mails the patient a link to their studies (issue 18 §2, spec sendPatientStudiesLink), from the
 * patient view and the study view: 'Link z badaniami został wysłany do pacjenta', with the masked
 * address and until when the link works on a second line. A refusal (no e-mail address, no
 * consent to results by e-mail) is said by the app's error handler. `refetchQueries`: what shows
 * the patient's links, read again after a send.
 */
export function useSendStudiesLink(
  patientId: string,
  options: { refetchQueries?: DocumentNode[] } = {},
) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const [send, { loading }] = useMutation(SendPatientStudiesLinkDocument, options);

  const sendLink = useCallback(async () => {
    try {
      const { data } = await send({ variables: { id: patientId } });
      if (!data) return;
      const sent = data.sendPatientStudiesLink;
      enqueueSnackbar(
        <span>
          <span style={{ display: 'block' }}>{t('studiesLink.sent')}</span>
          <span style={{ display: 'block' }}>
            {t('studiesLink.sentDetails', {
              to: sent.sentTo,
              date: formatDateTime(sent.expiresAt, lang),
            })}
          </span>
        </span>,
        { variant: 'success' },
      );
    } catch {
      // The app's error handler has said what went wrong (no e-mail address, say).
    }
  }, [send, patientId, enqueueSnackbar, t, lang]);

  return { sendLink, sending: loading };
}
