import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newPasswordFormSchema, type TNewPasswordForm } from '@portal/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ResetPasswordDocument } from '../../../__generated__/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { AuthCardPage } from '../../../shared/ui/auth-card-page';

/**
 * /reset-password?token=… (public, spec part 1 §7 `resetPassword`): the page a mailed link opens
 * to set an account's password. A missing, wrong, used or expired link is said plainly, with the
 * way to a new one; a set password is said, with a button to the sign-in page.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : t('resetPassword.missingToken'),
  );
  const [done, setDone] = useState(false);

  return (
    <AuthCardPage title={t('resetPassword.title')}>
      {done ? (
        // Spec part 1 §2: "a password-changed notice and a button to /login".
        <>
          <Alert severity="success" role="status">
            {t('resetPassword.success')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('resetPassword.toLogin')}
          </Button>
        </>
      ) : linkProblem ? (
        <Alert severity="error" role="alert">
          {linkProblem}{' '}
          <Link component={RouterLink} to="/reset-password-request">
            {t('resetPassword.newLink')}
          </Link>
        </Alert>
      ) : (
        <ResetPasswordForm
          token={token}
          onLinkProblem={setLinkProblem}
          onDone={() => setDone(true)}
        />
      )}
    </AuthCardPage>
  );
}

function ResetPasswordForm({
  token,
  onLinkProblem,
  onDone,
}: {
  token: string;
  onLinkProblem: (message: string) => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('account');
  const domainMessage = useDomainMessage();
  const schema = useMemo(() => newPasswordFormSchema(), []);
  const form = useDomainForm<TNewPasswordForm>({
    schema,
    defaultValues: { newPassword: '', confirmation: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const [reset, { loading }] = useMutation(ResetPasswordDocument, {
    context: { silentErrors: true },
  });
  const { errors } = form.formState;

  const submit = async ({ newPassword }: TNewPasswordForm) => {
    setFailure(null);
    try {
      await reset({ variables: { token, newPassword } });
      onDone();
    } catch (error) {
      // The password's own problems go under its field; what is left is about the link (wrong,
      // used or expired), which the form cannot help with: the message says what to do.
      const unplaced = form.showServerErrors(error);
      if (unplaced !== null) {
        if (unplaced.length > 0) onLinkProblem(unplaced.join(' '));
        return;
      }
      const kind = classifyError(error);
      setFailure(kind.kind === 'other' ? kind.message : t('resetPassword.failed'));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(submit)(event)}>
      <Stack spacing={2}>
        <Typography sx={{ color: 'text.secondary' }}>{t('resetPassword.intro')}</Typography>
        {failure && (
          <Alert severity="error" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          {...form.register('newPassword')}
          type="password"
          autoComplete="new-password"
          label={t('resetPassword.newPassword')}
          required
          error={Boolean(errors.newPassword)}
          helperText={domainMessage(errors.newPassword?.message) ?? t('resetPassword.rules')}
        />
        <TextField
          {...form.register('confirmation')}
          type="password"
          autoComplete="new-password"
          label={t('resetPassword.confirmation')}
          required
          error={Boolean(errors.confirmation)}
          helperText={domainMessage(errors.confirmation?.message)}
        />
        <Button type="submit" variant="contained" loading={loading}>
          {t('resetPassword.submit')}
        </Button>
      </Stack>
    </form>
  );
}
