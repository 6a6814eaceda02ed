import { useMutation } from '@apollo/client/react';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ERROR_CODES, ZLoginInput, type TLoginInput } from '@portal/domain';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginDocument, type LoginMutation } from '../../../__generated__/graphql';
import { classifyError, errorCode } from '../../../shared/api/classify-error';
import { useDomainForm } from '../../../shared/hooks/use-domain-form';
import { useDomainMessage } from '../../../shared/i18n/use-domain-message';
import { FailureAlert } from '../../../shared/ui/failure-alert';

interface Props {
  onSignedIn: (result: LoginMutation['login']) => void | Promise<void>;
}

/** The proof-of-work widget is fetched only when the server first asks for it. */
const LoginChallenge = lazy(() => import('./login-challenge'));

/**
 * E-mail (labelled login) and password (spec part 1 §2, §5); errors are shown in the form. After a
 * few failures the server asks for a proof of work (PROOF_OF_WORK_REQUIRED): the form then shows
 * the challenge, which the browser solves by itself, and sends the solution with each attempt.
 */
export function LoginForm({ onSignedIn }: Props) {
  const { t } = useTranslation(['auth', 'errors']);
  const domainMessage = useDomainMessage();
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** Null until the server asks for a challenge; each new value brings a fresh one. */
  const [challengeRound, setChallengeRound] = useState<number | null>(null);
  const [proofOfWork, setProofOfWork] = useState<string | null>(null);
  const awaitingProof = challengeRound !== null && proofOfWork === null;
  const [login] = useMutation(LoginDocument, { context: { silentErrors: true } });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useDomainForm<TLoginInput>({
    schema: ZLoginInput,
    defaultValues: { login: '', password: '' },
  });

  const submit = handleSubmit(async ({ login: account, password }) => {
    setFailure(null);
    const sentProof = proofOfWork;
    try {
      const { data } = await login({
        variables: {
          loginData: { login: account, password, ...(sentProof ? { proofOfWork: sentProof } : {}) },
        },
      });
      if (data) await onSignedIn(data.login);
    } catch (error) {
      setFailure(describeFailure(error));
      // A solution is accepted once, and once asked for, every attempt needs a fresh one.
      if (sentProof || errorCode(error) === ERROR_CODES.PROOF_OF_WORK_REQUIRED) {
        setProofOfWork(null);
        setChallengeRound((round) => (round ?? -1) + 1);
      }
    }
  });

  const describeFailure = (error: unknown): string => {
    if (errorCode(error) === ERROR_CODES.USER_NOT_CONFIRMED) return t('auth:unconfirmed');
    const kind = classifyError(error);
    switch (kind.kind) {
      case 'network':
        return t('errors:network');
      case 'maintenance':
        return t('errors:maintenance');
      case 'database':
        return t('errors:database');
      case 'validation':
        return kind.messages.join(' ');
      case 'other':
        return kind.message;
      case 'tokenExpired':
      case 'unauthenticated':
        return t('errors:unauthenticated');
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('auth:title')}>
      <Stack spacing={2}>
        <FailureAlert message={failure} />
        <TextField
          {...register('login')}
          label={t('auth:login')}
          type="email"
          autoComplete="username"
          autoFocus
          required
          fullWidth
          error={Boolean(errors.login)}
          helperText={domainMessage(errors.login?.message) ?? t('auth:loginHelp')}
        />
        <TextField
          {...register('password')}
          label={t('auth:password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          required
          fullWidth
          error={Boolean(errors.password)}
          helperText={domainMessage(errors.password?.message)}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={t(showPassword ? 'auth:hidePassword' : 'auth:showPassword')}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        {challengeRound !== null && (
          <Suspense fallback={null}>
            <LoginChallenge round={challengeRound} onSolved={setProofOfWork} />
          </Suspense>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={isSubmitting || awaitingProof}
          startIcon={isSubmitting ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t(isSubmitting ? 'auth:submitting' : 'auth:submit')}
        </Button>
      </Stack>
    </form>
  );
}
