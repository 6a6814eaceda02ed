import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import type { StudiesLinkBlocker } from '../../../../shared/patients/use-send-studies-link';

interface ButtonProps {
  onSend: () => void;
  sending: boolean;
  /** What `studiesLinkBlocker` says; the button is off while there is one. */
  blocker: StudiesLinkBlocker | null;
  /** The id of the warning saying why, for the button's description. */
  warningId: string;
}

/** 'Wyślij link z badaniami' among the patient view's actions, off while sending. */
export function SendStudiesLinkButton({ onSend, sending, blocker, warningId }: ButtonProps) {
  const { t } = useTranslation('patients');
  return (
    <Button
      variant="outlined"
      startIcon={sending ? <CircularProgress size={16} color="inherit" /> : <ForwardToInboxIcon />}
      onClick={onSend}
      disabled={sending || blocker !== null}
      aria-describedby={blocker ? warningId : undefined}
    >
      {t('studiesLink.send')}
    </Button>
  );
}

/** Says, next to the actions, why no studies link can be sent to the patient. */
export function SendStudiesLinkWarning({
  blocker,
  id,
}: {
  blocker: StudiesLinkBlocker | null;
  id: string;
}) {
  const { t } = useTranslation('patients');
  if (!blocker) return null;
  return (
    <Alert severity="warning" id={id}>
      {t(`studiesLink.${blocker}`)}
    </Alert>
  );
}
