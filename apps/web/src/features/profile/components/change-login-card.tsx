import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TChangeLoginForm, ZChangeLogin } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangeLoginDocument } from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { formFailure } from './form-failure';

/**
 * The login (the account's e-mail address) changed from the profile (spec part 2 §2 "Profile",
 * §8 'Login został zmieniony'; ADR 0044): with the current password; the new address gets a
 * confirmation link, needed before the next sign-in, and the old one is told.
 */
export function ChangeLoginCard({ login }: { login: string }) {
  const { t } = useTranslation('profile');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [changeLogin] = useMutation(ChangeLoginDocument, { context: { silentErrors: true } });
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useDomainForm<TChangeLoginForm>({
    schema: ZChangeLogin,
    defaultValues: { newLogin: '', currentPassword: '' },
  });

  const submit = handleSubmit(async ({ newLogin, currentPassword }) => {
    setFailure(null);
    try {
      await changeLogin({ variables: { newLogin, currentPassword } });
    } catch (error) {
      setFailure(formFailure(error, showServerErrors));
      return;
    }
    reset();
    enqueueSnackbar(`${t('loginChanged')}. ${t('loginChangedConfirm', { login: newLogin })}`, {
      variant: 'success',
    });
  });

  return (
    <Card>
      <CardHeader title={t('changeLogin')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('changeLogin')}>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            <Typography color="text.secondary">{t('changeLoginIntro', { login })}</Typography>
            <FailureAlert message={failure} />
            <TextField
              {...register('newLogin')}
              type="email"
              label={t('newLogin')}
              autoComplete="email"
              required
              error={Boolean(errors.newLogin)}
              helperText={domainMessage(errors.newLogin?.message)}
            />
            <TextField
              {...register('currentPassword')}
              type="password"
              label={t('currentPassword')}
              autoComplete="current-password"
              required
              error={Boolean(errors.currentPassword)}
              helperText={domainMessage(errors.currentPassword?.message)}
            />
            <Button
              type="submit"
              variant="contained"
              disabled={isSubmitting}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('changeLoginSubmit')}
            </Button>
          </Stack>
        </form>
      </CardContent>
    </Card>
  );
}
