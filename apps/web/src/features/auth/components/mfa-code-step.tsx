import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { startTransition, useState, type FormEvent } from 'react';
import { LoginWithMfaDocument } from '../../../__generated__/mfa-step/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { MFA_CODE_FIELD_ID, MfaCodeField, parseMfaCode } from './mfa-code-field';
import { mfaStepFailure } from './mfa-step-failure';
import type { MfaStepProps } from './mfa-step-props';

/**
 * The sign-in's second step for an account with an authenticator (MFA_REQUIRED): a code of the
 * app, or one of the recovery codes, sent with the token `login` answered with.
 */
export function MfaCodeStep({ challenge, onSignedIn, onBack }: MfaStepProps) {
  const { t, lang } = useText('mfa');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const parsed = parseMfaCode(code);
    if ('problem' in parsed) {
      // A transition: the domain's messages may still be on their way (ADR 0033).
      startTransition(() => setProblem(parsed.problem));
      document.getElementById(MFA_CODE_FIELD_ID)?.focus();
      return;
    }
    setFailure(null);
    setSubmitting(true);
    try {
      const data = await graphqlRequest(
        LoginWithMfaDocument,
        { mfaToken: challenge.mfaToken, code: parsed.code },
        { lang },
      );
      await onSignedIn(data.loginWithMfa);
    } catch (error) {
      const said = mfaStepFailure(error, t);
      if ('expired' in said) onBack(said.expired);
      else if ('field' in said) {
        setProblem(said.field);
        document.getElementById(MFA_CODE_FIELD_ID)?.focus();
      } else setFailure(said.alert);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="mfa-step-title">
      <Stack spacing={2}>
        <Typography id="mfa-step-title" variant="h5" component="h2">
          {t('step.codeTitle')}
        </Typography>
        {challenge.message && <Typography>{challenge.message}</Typography>}
        <FailureAlert message={failure} />
        <MfaCodeField
          value={code}
          onChange={(value) => {
            setCode(value);
            setProblem(null);
          }}
          problem={problem}
          helperText={t('codeHelp')}
        />
        <Button type="submit" variant="contained" size="large" disabled={submitting}>
          {t(submitting ? 'step.verifying' : 'step.verify')}
        </Button>
        <Button onClick={() => onBack()} disabled={submitting}>
          {t('step.back')}
        </Button>
      </Stack>
    </form>
  );
}
