import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { ERROR_CODES, loginFormProblems, type LoginFormProblems } from '@portal/domain';
import { lazy, startTransition, Suspense, useState, type FormEvent } from 'react';
import { LoginDocument, type LoginMutation } from '../../../__generated__/sign-in/graphql';
import { errorCode } from '../../../shared/api/classify-error';
import { failureMessage } from '../../../shared/api/failure-message';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { LightTextField } from '../../../shared/ui/light-text-field';

interface Props {
  onSignedIn: (result: LoginMutation['login']) => void | Promise<void>;
}

/** The proof-of-work widget is fetched only when the server first asks for it. */
const LoginChallenge = lazy(() => import('../../../shared/bot-protection/proof-of-work-challenge'));
/**
 * The notices about confirming the address (a sign-in refused as unconfirmed, with its resend
 * button; the mailed link the page was opened with), fetched when one shows. The sign-in screen
 * shows it too.
 */
export const AddressConfirmationNotice = lazy(() => import('./address-confirmation-notices'));
/**
 * The second step after a correct password (issue 19 §4): a code of the account's authenticator,
 * or setting one up. Fetched, with its texts, only when `login` asks for it.
 */
const MfaStep = lazy(() => import('./mfa-step'));
/** The refusals of a correct password that ask for the second step. */
const MFA_STEPS: readonly unknown[] = [
  ERROR_CODES.MFA_REQUIRED,
  ERROR_CODES.MFA_ENROLMENT_REQUIRED,
];

/**
 * E-mail (labelled login) and password (spec part 1 §2, §5); errors are shown in the form. After a
 * few failures the server asks for a proof of work (PROOF_OF_WORK_REQUIRED): the form then shows
 * the challenge, which the browser solves by itself, and sends the solution with each attempt.
 *
 * The page may be the first thing a browser loads, so the form carries no form kit, zod or
 * Apollo (ADR 0033): the domain's `loginFormProblems` checks it, `graphqlRequest` sends it, and
 * the server checks it again with `ZLoginInput`.
 */
export function LoginForm({ onSignedIn }: Props) {
  const { t, lang, domainMessage } = useText('auth');
  const [values, setValues] = useState({ login: '', password: '' });
  const [problems, setProblems] = useState<LoginFormProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const [showPassword, setShowPassword] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  /** The login of a sign-in refused as not confirmed yet: a new link may be asked for. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  /** Null until the server asks for a challenge; each new value brings a fresh one. */
  const [challengeRound, setChallengeRound] = useState<number | null>(null);
  const [proofOfWork, setProofOfWork] = useState<string | null>(null);
  const awaitingProof = challengeRound !== null && proofOfWork === null;
  /**
   * The refusal of a correct password that asks for a second step (its token and words are read
   * by the step, which shows instead of the form); null while none is due.
   */
  const [mfa, setMfa] = useState<{ refusal: unknown } | null>(null);

  const change = (field: 'login' | 'password', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A field's message goes as soon as the field changes; the next submit checks again.
    setProblems((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = loginFormProblems(values);
    // A transition: on the sign-in entry the messages' texts may still be on their way, and the
    // form stays as it is until they arrive rather than blink.
    startTransition(() => setProblems(found));
    if (found.login || found.password) {
      document.getElementById(found.login ? 'login-field' : 'password-field')?.focus();
      return;
    }
    setFailure(null);
    setUnconfirmed(null);
    setSubmitting(true);
    const sentProof = proofOfWork;
    try {
      const data = await graphqlRequest(
        LoginDocument,
        { loginData: { ...values, ...(sentProof ? { proofOfWork: sentProof } : {}) } },
        { lang },
      );
      await onSignedIn(data.login);
    } catch (error) {
      if (MFA_STEPS.includes(errorCode(error))) {
        // A transition: the form stays until the step's code and texts are there.
        startTransition(() => {
          setMfa({ refusal: error });
          setValues((current) => ({ ...current, password: '' }));
        });
      } else if (errorCode(error) === ERROR_CODES.USER_NOT_CONFIRMED) {
        // Spec part 1 §4 "Login": an unconfirmed user gets a resend-confirmation link.
        setUnconfirmed(values.login.trim());
      } else {
        // Anything else in the server's words: waiting for verification, inactive, too many tries.
        setFailure(failureMessage(error, t));
      }
      // A solution is accepted once, and once asked for, every attempt needs a fresh one.
      if (sentProof || errorCode(error) === ERROR_CODES.PROOF_OF_WORK_REQUIRED) {
        setProofOfWork(null);
        setChallengeRound((round) => (round ?? -1) + 1);
      }
    } finally {
      setSubmitting(false);
    }
  };

  /** Back from the second step: the password again, with why the step ended, if it did. */
  const back = (message?: string) => {
    setMfa(null);
    setFailure(message ?? null);
  };

  // One boundary around the form and the step, so that the transition keeps the form in view
  // while the step's chunk and texts arrive.
  return (
    <Suspense fallback={null}>
      {mfa ? (
        <MfaStep refusal={mfa.refusal} onSignedIn={onSignedIn} onBack={back} />
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('title')}>
          <Stack spacing={2}>
            <FailureAlert message={failure} />
            {unconfirmed !== null && (
              <Suspense fallback={null}>
                <AddressConfirmationNotice unconfirmedLogin={unconfirmed} />
              </Suspense>
            )}
            <LightTextField
              id="login-field"
              name="login"
              value={values.login}
              onChange={(event) => change('login', event.target.value)}
              label={t('login')}
              type="email"
              autoComplete="username"
              autoFocus
              required
              error={Boolean(problems.login)}
              helperText={problems.login ? domainMessage(problems.login) : t('loginHelp')}
            />
            <LightTextField
              id="password-field"
              name="password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              label={t('password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              error={Boolean(problems.password)}
              helperText={problems.password ? domainMessage(problems.password) : undefined}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    onClick={() => setShowPassword((shown) => !shown)}
                    aria-label={t(showPassword ? 'hidePassword' : 'showPassword')}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
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
              disabled={submitting || awaitingProof}
              // 'Logowanie…' says it is under way; no spinner, whose code the first page would carry.
            >
              {t(submitting ? 'submitting' : 'submit')}
            </Button>
          </Stack>
        </form>
      )}
    </Suspense>
  );
}
