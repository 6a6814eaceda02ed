import { useMutation } from '@apollo/client/react';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PatientStudyLinksDocument,
  SendPatientStudiesLinkDocument,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';

/**
 * Mails the patient a link to their studies (issue 18 §2, spec sendPatientStudiesLink): 'Link z
 * badaniami został wysłany do pacjenta', with the masked address and until when the link works
 * on a second line; the patient's list of links is read again. A refusal (no e-mail address, no
 * consent to results by e-mail) is said by the app's error handler.
 */
export function useSendStudiesLink(patientId: string) {
  const { t, i18n } = useTranslation('patients');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const [send, { loading }] = useMutation(SendPatientStudiesLinkDocument, {
    refetchQueries: [PatientStudyLinksDocument],
  });

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
