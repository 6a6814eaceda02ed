import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZDeleteAccount, type TDeleteAccountForm } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DisableMfaDocument,
  RegenerateMfaRecoveryCodesDocument,
} from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { formFailure } from './form-failure';

/** The card's steps that take the current password. */
export type PasswordStep = 'regenerate' | 'disable';

interface Props {
  step: PasswordStep;
  onCancel: () => void;
  /** After the step: the new recovery codes to show, or null once turned off. */
  onDone: (recoveryCodes: string[] | null) => void;
}

const SILENT = { context: { silentErrors: true } };

/**
 * New recovery codes, or turning the second factor off (after a confirmation), each with the
 * current password. The form's rule is the domain's one-field current-password schema (the one
 * deleting the account uses).
 */
export function TwoStepPasswordForm({ step, onCancel, onDone }: Props) {
  const { t } = useTranslation('mfa');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  /** The password of a turn-off waiting for its confirmation. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const [regenerate] = useMutation(RegenerateMfaRecoveryCodesDocument, SILENT);
  const [disable] = useMutation(DisableMfaDocument, SILENT);
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useDomainForm<TDeleteAccountForm>({
    schema: ZDeleteAccount,
    defaultValues: { currentPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword }) => {
    setFailure(null);
    if (step === 'disable') {
      setConfirming(currentPassword);
      return;
    }
    let codes: string[];
    try {
      codes =
        (await regenerate({ variables: { currentPassword } })).data?.regenerateMfaRecoveryCodes ??
        [];
    } catch (error) {
      setFailure(formFailure(error, showServerErrors));
      return;
    }
    enqueueSnackbar(t('profile.regenerated'), { variant: 'success' });
    onDone(codes);
  });

  const turnOff = async () => {
    try {
      await disable({ variables: { currentPassword: confirming ?? '' } });
    } catch (error) {
      setConfirming(null);
      setFailure(formFailure(error, showServerErrors));
      return;
    }
    setConfirming(null);
    enqueueSnackbar(t('profile.disabled'), { variant: 'success' });
    onDone(null);
  };

  const label = t(step === 'disable' ? 'profile.disable' : 'profile.regenerate');
  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={label}>
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        <Typography>
          {t(step === 'disable' ? 'profile.disableIntro' : 'profile.regenerateIntro')}
        </Typography>
        <FailureAlert message={failure} />
        <TextField
          {...register('currentPassword')}
          type="password"
          label={t('profile.currentPassword')}
          autoComplete="current-password"
          autoFocus
          required
          error={Boolean(errors.currentPassword)}
          helperText={domainMessage(errors.currentPassword?.message)}
        />
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            color={step === 'disable' ? 'error' : 'primary'}
            disabled={isSubmitting}
          >
            {label}
          </Button>
          <Button onClick={onCancel} disabled={isSubmitting}>
            {t('profile.cancel')}
          </Button>
        </Stack>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('profile.disableConfirmTitle')}
        message={t('profile.disableConfirmMessage')}
        confirmLabel={t('profile.disable')}
        confirmColor="error"
        onConfirm={turnOff}
        onCancel={() => setConfirming(null)}
      />
    </form>
  );
}
