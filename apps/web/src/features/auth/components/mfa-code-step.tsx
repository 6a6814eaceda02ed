import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LoginWithMfaDocument } from '../../../__generated__/mfa-step/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { MfaCodeField } from './mfa-code-field';
import type { MfaStepProps } from './mfa-step-props';
import { useMfaCodeSubmit } from './use-mfa-code-submit';

/**
 * The sign-in's second step for an account with an authenticator (MFA_REQUIRED): a code of the
 * app, or one of the recovery codes, sent with the token `login` answered with.
 */
export function MfaCodeStep({ challenge, onSignedIn, onBack }: MfaStepProps) {
  const { t, lang } = useText('mfa');
  const { code, change, problem, failure, busy, submit } = useMfaCodeSubmit({
    send: async (checked) => {
      const data = await graphqlRequest(
        LoginWithMfaDocument,
        { mfaToken: challenge.mfaToken, code: checked },
        { lang },
      );
      await onSignedIn(data.loginWithMfa);
    },
    onExpired: onBack,
    t,
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="mfa-step-title">
      <Stack spacing={2}>
        <Typography id="mfa-step-title" variant="h5" component="h2">
          {t('step.codeTitle')}
        </Typography>
        {challenge.message && <Typography>{challenge.message}</Typography>}
        <FailureAlert message={failure} />
        <MfaCodeField value={code} onChange={change} problem={problem} helperText={t('codeHelp')} />
        <Button type="submit" variant="contained" size="large" disabled={busy}>
          {t(busy ? 'step.verifying' : 'step.verify')}
        </Button>
        <Button onClick={() => onBack()} disabled={busy}>
          {t('step.back')}
        </Button>
      </Stack>
    </form>
  );
}
