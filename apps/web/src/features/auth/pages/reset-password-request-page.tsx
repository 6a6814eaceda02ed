import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ZPasswordResetRequest, type TPasswordResetRequest } from '@portal/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { InitPasswordResetDocument } from '../../../__generated__/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { AuthCardPage } from '../../../shared/ui/auth-card-page';

/**
 * /reset-password-request (public, spec part 1 §2, §4 "Password reset"; issue 19 §2): asks for
 * the account's address and answers with the same neutral message whether or not an account has
 * it (the server mails a link only to an active one). Cancel goes back to where the user came from.
 */
export function ResetPasswordRequestPage() {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthCardPage title={t('resetRequest.title')}>
      {sentTo ? (
        <>
          <Alert severity="success" role="status">
            {t('resetRequest.sent', { email: sentTo })}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('resetPassword.toLogin')}
          </Button>
        </>
      ) : (
        <ResetRequestForm onSent={setSentTo} />
      )}
    </AuthCardPage>
  );
}

function ResetRequestForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation('account');
  const domainMessage = useDomainMessage();
  const navigate = useNavigate();
  const form = useDomainForm<TPasswordResetRequest>({
    schema: ZPasswordResetRequest,
    defaultValues: { email: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [request, { loading }] = useMutation(InitPasswordResetDocument, {
    context: { silentErrors: true },
  });
  const { errors } = form.formState;

  const submit = async ({ email }: TPasswordResetRequest) => {
    setFailure(null);
    try {
      await request({ variables: { email } });
      onSent(email.trim());
    } catch (error) {
      if (form.showServerErrors(error) !== null) return;
      // Too many requests ('try again in …') or a connection problem: said above the form.
      const kind = classifyError(error);
      setFailure(kind.kind === 'other' ? kind.message : t('resetRequest.failed'));
    }
  };

  const cancel = () => {
    // Back where the user came from; straight to the sign-in page when this tab has no history.
    if (window.history.length > 1) void navigate(-1);
    else void navigate('/login');
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack spacing={2}>
        <Typography sx={{ color: 'text.secondary' }}>{t('resetRequest.intro')}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          {...form.register('email')}
          type="email"
          autoComplete="username"
          label={t('resetRequest.email')}
          required
          autoFocus
          error={Boolean(errors.email)}
          helperText={domainMessage(errors.email?.message)}
        />
        <Stack direction="row" spacing={1} justifyContent="flex-end">
          <Button onClick={cancel}>{t('resetRequest.cancel')}</Button>
          <Button type="submit" variant="contained" loading={loading}>
            {t('resetRequest.submit')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
