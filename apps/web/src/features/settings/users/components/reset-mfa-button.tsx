import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResetUserMfaDocument } from '../../../../__generated__/graphql';
import { failureMessage } from '../../../../shared/api/failure-message';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import { FailureAlert } from '../../../../shared/ui/failure-alert';

/**
 * The Admin removes an account's authenticator (it lost its phone; issue 19 §4), after a
 * confirmation. The account's `mfaEnabled` comes back for the cache, so the button goes.
 */
export function ResetMfaButton({ account }: { account: { id: string; login: string } }) {
  const { t } = useTranslation('users');
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [reset] = useMutation(ResetUserMfaDocument, { context: { silentErrors: true } });

  const confirm = async () => {
    setFailure(null);
    try {
      await reset({ variables: { id: account.id } });
    } catch (error) {
      setFailure(failureMessage(error, t));
      return;
    }
    setOpen(false);
    enqueueSnackbar(t('moderation.resetMfaDone'), { variant: 'success' });
  };

  return (
    <>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        {t('moderation.resetMfa')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('moderation.resetMfaTitle', { login: account.login })}
        message={t('moderation.resetMfaMessage')}
        confirmLabel={t('moderation.resetMfa')}
        confirmColor="error"
        onConfirm={confirm}
        onCancel={() => {
          setOpen(false);
          setFailure(null);
        }}
      >
        <FailureAlert message={failure} />
      </ConfirmDialog>
    </>
  );
}
