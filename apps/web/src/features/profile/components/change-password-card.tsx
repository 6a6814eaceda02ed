import { useMutation } from '@apollo/client/react';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ZNewPasswordForm, type TNewPasswordForm } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDocument } from '../../../__generated__/graphql';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';

/** New password with confirmation (spec part 1 §5); the server ends the user's other sessions. */
export function ChangePasswordCard({ login }: { login: string }) {
  const { t } = useTranslation('profile');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TNewPasswordForm>({
    resolver: zodResolver(ZNewPasswordForm),
    mode: 'onBlur',
    defaultValues: { newPassword: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ newPassword }) => {
    try {
      await changePassword({ variables: { newPassword } });
    } catch {
      return; // The shared handler has shown the server's message.
    }
    reset();
    enqueueSnackbar(`${t('passwordChanged')}. ${t('otherSessionsEnded')}`, { variant: 'success' });
  });

  return (
    <Card>
      <CardHeader title={t('changePassword')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('changePassword')}>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            {/* Lets password managers file the new password under the right account. */}
            <input type="hidden" autoComplete="username" value={login} readOnly />
            <TextField
              {...register('newPassword')}
              type="password"
              label={t('newPassword')}
              autoComplete="new-password"
              required
              error={Boolean(errors.newPassword)}
              helperText={domainMessage(errors.newPassword?.message)}
            />
            <TextField
              {...register('confirmation')}
              type="password"
              label={t('confirmation')}
              autoComplete="new-password"
              required
              error={Boolean(errors.confirmation)}
              helperText={domainMessage(errors.confirmation?.message)}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('changePasswordSubmit')}
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
