import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ActivateUserDocument,
  SettingsUsersDocument,
  type RegistrationHold,
} from '../../../../__generated__/graphql';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

/** An account that signed up by itself and no Admin or Manager has verified yet (ADR 0044). */
export function AwaitingVerificationChip() {
  const { t } = useTranslation('users');
  return <Chip size="small" color="warning" variant="outlined" label={t('verification.status')} />;
}

interface Props {
  /** The account to verify; null: closed. */
  account: { login: string; registrationHold?: RegistrationHold | null } | null;
  onClose: () => void;
  /** After the verification, with the account's version it brought. */
  onVerified?: (version: number) => void;
}

/**
 * Asks before `activate(email)`: the account may then sign in and its owner is mailed. A signup
 * of an address that was blocked or deleted before needs the Admin's consent, ticked here
 * (ADR 0045). A refusal is the app's error handler's to tell; the dialog closes either way.
 */
export function VerifyAccountDialog({ account, onClose, onVerified }: Props) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const [consent, setConsent] = useState(false);
  const [activate] = useMutation(ActivateUserDocument, {
    refetchQueries: [SettingsUsersDocument],
  });
  const hold = account?.registrationHold ?? null;

  const close = () => {
    setConsent(false);
    onClose();
  };

  const confirm = async () => {
    if (account === null) return;
    try {
      const { data } = await activate({ variables: { email: account.login, consent } });
      enqueueSnackbar(t('verification.done'), { variant: 'success' });
      if (data) onVerified?.(data.activate.version);
    } finally {
      close();
    }
  };

  return (
    <ConfirmDialog
      open={account !== null}
      title={t('verification.confirmTitle')}
      message={account === null ? undefined : t('verification.confirmMessage', account)}
      confirmLabel={t('verification.verify')}
      confirmDisabled={hold !== null && !consent}
      onConfirm={confirm}
      onCancel={close}
    >
      {hold && (
        <>
          <Alert severity="warning" sx={{ mt: 2 }}>
            {t('verification.holdNotice', { reason: t(`verification.holdReason_${hold}`) })}
          </Alert>
          <FormControlLabel
            control={
              <Checkbox checked={consent} onChange={(event) => setConsent(event.target.checked)} />
            }
            label={t('verification.consent')}
          />
        </>
      )}
    </ConfirmDialog>
  );
}
