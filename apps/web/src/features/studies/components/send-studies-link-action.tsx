import { useQuery } from '@apollo/client/react';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tooltip from '@mui/material/Tooltip';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { StudyPatientStudiesLinkReadinessDocument } from '../../../__generated__/graphql';
import {
  studiesLinkBlocker,
  useSendStudiesLink,
} from '../../../shared/patients/use-send-studies-link';
import { visuallyHidden } from '../../../shared/ui/visually-hidden';

/**
 * 'Wyślij link z badaniami' among the study view's actions (issue 18 §2): mails the study's
 * patient a link to their studies — 'Link z badaniami został wysłany do pacjenta', with the masked
 * address and until when it works. Off, with the reason in a tooltip and in the button's
 * description, while the patient has no e-mail address or no consent to results by e-mail (the
 * server would refuse it); off while sending. Rendered for those with `patients.sendStudiesLink`.
 */
export function SendStudiesLinkAction({ patientId }: { patientId: string }) {
  const { t } = useTranslation('patients');
  const reasonId = useId();
  // What the button must know first; should it fail, the button stays on and the server decides.
  const readiness = useQuery(StudyPatientStudiesLinkReadinessDocument, {
    variables: { id: patientId },
    context: { silentErrors: true },
  });
  const { sendLink, sending } = useSendStudiesLink(patientId);
  const patient = readiness.data?.patient;
  const blocker = patient ? studiesLinkBlocker(patient) : null;
  const reason = blocker ? t(`studiesLink.${blocker}`) : null;

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
