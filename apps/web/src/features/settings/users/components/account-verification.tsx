import { useMutation } from '@apollo/client/react';
import Chip from '@mui/material/Chip';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { ActivateUserDocument, SettingsUsersDocument } from '../../../../__generated__/graphql';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';

/** An account that signed up by itself and no Admin or Manager has verified yet (ADR 0044). */
export function AwaitingVerificationChip() {
  const { t } = useTranslation('users');
  return <Chip size="small" color="warning" variant="outlined" label={t('verification.status')} />;
}

interface Props {
  /** The login of the account to verify; null: closed. */
  login: string | null;
  onClose: () => void;
  /** After the verification, with the account's version it brought. */
  onVerified?: (version: number) => void;
}

/**
 * Asks before `activate(email)`: the account may then sign in and its owner is mailed. A refusal
 * is the app's error handler's to tell; the dialog closes either way.
 */
export function VerifyAccountDialog({ login, onClose, onVerified }: Props) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const [activate] = useMutation(ActivateUserDocument, {
    refetchQueries: [SettingsUsersDocument],
  });

  const confirm = async () => {
    if (login === null) return;
    try {
      const { data } = await activate({ variables: { email: login } });
      enqueueSnackbar(t('verification.done'), { variant: 'success' });
      if (data) onVerified?.(data.activate.version);
    } finally {
      onClose();
    }
  };

  return (
    <ConfirmDialog
      open={login !== null}
      title={t('verification.confirmTitle')}
      message={login === null ? undefined : t('verification.confirmMessage', { login })}
      confirmLabel={t('verification.verify')}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
