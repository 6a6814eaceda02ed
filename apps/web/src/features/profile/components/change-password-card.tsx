import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  changePasswordFormSchema,
  PASSWORD_MIN_LENGTH,
  type TChangePasswordForm,
} from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDocument } from '../../../__generated__/graphql';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { formFailure } from './form-failure';

type PasswordField = 'currentPassword' | 'newPassword' | 'confirmation';

/**
 * Current password, then the new one twice (spec part 1 §5; the current one is our addition, ADR
 * 0018). The new password follows the domain's rules for this login: the composition rule, not
 * a common password, not the login, no control characters. The server ends the other sessions.
 */
export function ChangePasswordCard({ login }: { login: string }) {
  const { t } = useTranslation('profile');
  const domainMessage = useDomainMessage();
  const { enqueueSnackbar } = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const [changePassword] = useMutation(ChangePasswordDocument, {
    context: { silentErrors: true },
  });
  const schema = useMemo(() => changePasswordFormSchema(login), [login]);
  const {
    register,
    handleSubmit,
    reset,
    showServerErrors,
    formState: { errors, isSubmitting },
  } = useDomainForm<TChangePasswordForm>({
    schema,
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
    } catch (error) {
      setFailure(formFailure(error, showServerErrors));
      return;
    }
    reset();
    enqueueSnackbar(`${t('passwordChanged')}. ${t('otherSessionsEnded')}`, { variant: 'success' });
  });

  const passwordField = (name: PasswordField, autoComplete: string, rules?: string) => {
    const error = domainMessage(errors[name]?.message);
    return (
      <TextField
        {...register(name)}
        type="password"
        label={t(name)}
        autoComplete={autoComplete}
        required
        error={Boolean(error)}
        helperText={
          // The rules stay in view (and are read with the field) before and after an error.
          rules ? (
            <Stack component="span">
              {error && <span>{error}</span>}
              <span>{rules}</span>
            </Stack>
          ) : (
            error
          )
        }
      />
    );
  };

  return (
    <Card>
      <CardHeader title={t('changePassword')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('changePassword')}>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            <FailureAlert message={failure} />
            {/* Lets password managers file the new password under the right account. */}
            <input type="hidden" autoComplete="username" value={login} readOnly />
            {passwordField('currentPassword', 'current-password')}
            {passwordField(
              'newPassword',
              'new-password',
              t('newPasswordRules', { min: PASSWORD_MIN_LENGTH }),
            )}
            {passwordField('confirmation', 'new-password')}
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
