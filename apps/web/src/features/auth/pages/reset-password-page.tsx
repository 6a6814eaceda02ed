import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { newPasswordFormSchema, type TNewPasswordForm } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordDocument } from '../../../__generated__/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { LanguageSwitcher } from '../../../shared/ui/language-switcher';

/**
 * /reset-password?token=… (public, spec part 1 §7 `resetPassword`): the page a mailed link opens
 * to set an account's password. A missing, wrong, used or expired link is said plainly, with the
 * way to the sign-in page; a set password leads there.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token ? null : t('resetPassword.missingToken'),
  );

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
              <Typography variant="h5" component="h1">
                {t('resetPassword.title')}
              </Typography>
              <LanguageSwitcher />
            </Stack>
            {linkProblem ? (
              <Alert severity="error" role="alert">
                {linkProblem}{' '}
                <Link component={RouterLink} to="/login">
                  {t('resetPassword.toLogin')}
                </Link>
              </Alert>
            ) : (
              <ResetPasswordForm token={token} onLinkProblem={setLinkProblem} />
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
}

function ResetPasswordForm({
  token,
  onLinkProblem,
}: {
  token: string;
  onLinkProblem: (message: string) => void;
}) {
  const { t } = useTranslation('auth');
  const domainMessage = useDomainMessage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
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
      enqueueSnackbar(t('resetPassword.success'), { variant: 'success' });
      await navigate('/login', { replace: true });
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
