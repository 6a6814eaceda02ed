import { useApolloClient, useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TDeleteAccountForm, ZDeleteAccount } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { MarkForDeleteDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { formFailure } from './form-failure';

/**
 * Deleting one's own account (spec part 2 §4 "Account deletion": deactivated at once, a removal
 * process starts, completion is mailed; ADR 0044): the current password, then a confirmation.
 * Every session of the account ends, this one too, so the page signs out here as well.
 */
export function DeleteAccountCard() {
  const { t } = useTranslation('profile');
  const domainMessage = useDomainMessage();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [markForDelete] = useMutation(MarkForDeleteDocument, { context: { silentErrors: true } });
  const {
    register,
    handleSubmit,
    showServerErrors,
    formState: { errors },
  } = useDomainForm<TDeleteAccountForm>({
    schema: ZDeleteAccount,
    defaultValues: { currentPassword: '' },
  });

  const ask = handleSubmit(({ currentPassword }) => {
    setFailure(null);
    setConfirming(currentPassword);
  });

  const remove = async () => {
    try {
      await markForDelete({ variables: { currentPassword: confirming ?? '' } });
    } catch (error) {
      setConfirming(null);
      setFailure(formFailure(error, showServerErrors));
      return;
    }
    enqueueSnackbar(t('accountDeleted'), { variant: 'success' });
    sessionStore.signOut();
    await client.clearStore();
    await navigate('/login', { replace: true });
  };

  return (
    <Card>
      <CardHeader title={t('deleteAccount')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <form noValidate onSubmit={(event) => void ask(event)} aria-label={t('deleteAccount')}>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            <Typography color="text.secondary">{t('deleteAccountIntro')}</Typography>
            <FailureAlert message={failure} />
            <TextField
              {...register('currentPassword')}
              type="password"
              label={t('currentPassword')}
              autoComplete="current-password"
              required
              error={Boolean(errors.currentPassword)}
              helperText={domainMessage(errors.currentPassword?.message)}
            />
            <Button type="submit" variant="outlined" color="error" sx={{ alignSelf: 'flex-start' }}>
              {t('deleteAccountSubmit')}
            </Button>
          </Stack>
        </form>
        <ConfirmDialog
          open={confirming !== null}
          title={t('deleteAccountConfirmTitle')}
          message={t('deleteAccountConfirmMessage')}
          confirmLabel={t('deleteAccountSubmit')}
          confirmColor="error"
          onConfirm={remove}
          onCancel={() => setConfirming(null)}
        />
      </CardContent>
    </Card>
  );
}
