import { useMutation, useQuery } from '@apollo/client/react';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SendStudyPatientStudiesLinkDocument,
  StudyPatientStudiesLinkReadinessDocument,
} from '../../../__generated__/graphql';
import { formatDateTime } from '../../../shared/format/dates';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

/**
 * 'Wyślij link z badaniami' among the study view's actions (issue 18 §2): mails the study's
 * patient a link to their studies — 'Link z badaniami został wysłany do pacjenta', with the masked
 * address and until when it works. Off, with the reason in a tooltip and in the button's
 * description, while the patient has no e-mail address or no consent to results by e-mail (the
 * server would refuse it); off while sending. Rendered for those with `patients.sendStudiesLink`.
 */
export function SendStudiesLinkAction({ patientId }: { patientId: string }) {
  const { t, i18n } = useTranslation('studies');
  const lang = isLang(i18n.language) ? i18n.language : 'pl';
  const { enqueueSnackbar } = useSnackbar();
  const reasonId = useId();
  // What the button must know first; should it fail, the button stays on and the server decides.
  const readiness = useQuery(StudyPatientStudiesLinkReadinessDocument, {
    variables: { id: patientId },
    context: { silentErrors: true },
  });
  const [send, { loading: sending }] = useMutation(SendStudyPatientStudiesLinkDocument);
  const patient = readiness.data?.patient;
  const reason = !patient
    ? null
    : patient.contact.emailAddresses.length === 0
      ? t('studiesLink.noEmail')
      : !patient.consents.sending
        ? t('studiesLink.noConsent')
        : null;

  const sendLink = async () => {
    try {
      const { data } = await send({ variables: { patientId } });
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
  };

  const button = (
    <Button
      startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <ForwardToInboxIcon />}
      onClick={() => void sendLink()}
      disabled={sending || readiness.loading || reason !== null}
      aria-describedby={reason ? reasonId : undefined}
    >
      {t('studiesLink.send')}
    </Button>
  );
  // One shape whether or not there is a reason, so the button stays the same element.
  return (
    <Tooltip title={reason ?? ''}>
      <span>
        {button}
        {reason && (
          <Box component="span" id={reasonId} sx={visuallyHidden}>
            {reason}
          </Box>
        )}
      </span>
    </Tooltip>
  );
}
