import { useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { changePasswordFormSchema, type TChangePasswordForm } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangePasswordDocument } from '../../../__generated__/graphql';
import { classifyError } from '../../../shared/api/classify-error';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';

const FIELDS = ['currentPassword', 'newPassword', 'confirmation'] as const;

/**
 * Puts the server's per-field messages (`extensions.validationErrors`, already translated) under
 * their fields; true when every message found a field.
 */
function showFieldErrors(error: unknown, setError: UseFormSetError<TChangePasswordForm>): boolean {
  if (!CombinedGraphQLErrors.is(error)) return false;
  const items = error.errors.flatMap((each) => {
    const list = (each.extensions as { validationErrors?: unknown } | undefined)?.validationErrors;
    return Array.isArray(list) ? (list as { path?: unknown; message?: unknown }[]) : [];
  });
  let placed = items.length > 0;
  for (const { path, message } of items) {
    const field = FIELDS.find((name) => name === path);
    if (field && typeof message === 'string') setError(field, { message });
    else placed = false;
  }
  return placed;
}

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
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(schema),
    mode: 'onBlur',
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(null);
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
    } catch (error) {
      if (showFieldErrors(error, setError)) return;
      const kind = classifyError(error);
      // Session, maintenance and network errors were shown by the shared handler.
      if (kind.kind === 'other') setFailure(kind.message);
      if (kind.kind === 'validation') setFailure(kind.messages.join(' '));
      return;
    }
    reset();
    enqueueSnackbar(`${t('passwordChanged')}. ${t('otherSessionsEnded')}`, { variant: 'success' });
  });

  const passwordField = (name: (typeof FIELDS)[number], autoComplete: string) => (
    <TextField
      {...register(name)}
      type="password"
      label={t(name)}
      autoComplete={autoComplete}
      required
      error={Boolean(errors[name])}
      helperText={domainMessage(errors[name]?.message)}
    />
  );

  return (
    <Card>
      <CardHeader title={t('changePassword')} slotProps={{ title: { component: 'h2' } }} />
      <CardContent>
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('changePassword')}>
          <Stack spacing={2} sx={{ maxWidth: 420 }}>
            {failure && (
              <Alert severity="error" role="alert">
                {failure}
              </Alert>
            )}
            {/* Lets password managers file the new password under the right account. */}
            <input type="hidden" autoComplete="username" value={login} readOnly />
            {passwordField('currentPassword', 'current-password')}
            {passwordField('newPassword', 'new-password')}
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
