import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import {
  BeginSignInMfaEnrolmentDocument,
  ConfirmSignInMfaEnrolmentDocument,
  type ConfirmSignInMfaEnrolmentMutation,
} from '../../../__generated__/mfa-step/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { MfaEnrolmentPanel, type MfaEnrolmentView } from '../../../shared/ui/mfa-enrolment-panel';
import { RecoveryCodesPanel } from '../../../shared/ui/recovery-codes-panel';
import { MfaCodeField } from './mfa-code-field';
import type { MfaStepProps } from './mfa-step-props';
import { useMfaCodeSubmit } from './use-mfa-code-submit';

type Confirmed = ConfirmSignInMfaEnrolmentMutation['confirmMfaEnrolment'];

/**
 * The sign-in's step for a role that requires a second factor and has none yet
 * (MFA_ENROLMENT_REQUIRED): the server's words, a new authenticator to scan or type in, its first
 * code to confirm it, then the recovery codes, shown once, before the session it opened begins.
 */
export function MfaEnrolmentStep({ challenge, onSignedIn, onBack }: MfaStepProps) {
  const { t, lang } = useText('mfa');
  const [enrolment, setEnrolment] = useState<MfaEnrolmentView | null>(null);
  const [confirmed, setConfirmed] = useState<Confirmed | null>(null);
  const { code, change, problem, failure, busy, setBusy, submit, fail } = useMfaCodeSubmit({
    send: async (checked) => {
      const data = await graphqlRequest(
        ConfirmSignInMfaEnrolmentDocument,
        { mfaToken: challenge.mfaToken, code: checked },
        { lang },
      );
      setConfirmed(data.confirmMfaEnrolment);
    },
    onExpired: onBack,
    t,
  });
  /** Each begin makes a new secret: one per token, also when an effect runs twice. */
  const begun = useRef<string | null>(null);

  useEffect(() => {
    if (begun.current === challenge.mfaToken) return;
    begun.current = challenge.mfaToken;
    graphqlRequest(BeginSignInMfaEnrolmentDocument, { mfaToken: challenge.mfaToken }, { lang })
      .then((data) => setEnrolment(data.beginMfaEnrolment))
      .catch(fail);
    // Once per token: the language or texts changing later must not make a new secret.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge.mfaToken]);

  const proceed = async () => {
    setBusy(true);
    try {
      // With the token the server always opens the session; without one, sign in again.
      if (confirmed?.session) await onSignedIn(confirmed.session);
      else onBack();
    } finally {
      setBusy(false);
    }
  };

  const title = (
    <Typography id="mfa-step-title" variant="h5" component="h2">
      {t('step.enrolTitle')}
    </Typography>
  );

  if (confirmed) {
    return (
      <Stack spacing={2} component="section" aria-labelledby="mfa-step-title">
        {title}
        <RecoveryCodesPanel codes={confirmed.recoveryCodes} />
        <Button
          variant="contained"
          size="large"
          disabled={busy}
          onClick={() => void proceed()}
          autoFocus
        >
          {t('step.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="mfa-step-title">
      <Stack spacing={2}>
        {title}
        {challenge.message && <Alert severity="info">{challenge.message}</Alert>}
        <FailureAlert message={failure} />
        {enrolment ? (
          <>
            <MfaEnrolmentPanel enrolment={enrolment} />
            <Typography>{t('enrolment.enterCode')}</Typography>
            <MfaCodeField
              value={code}
              onChange={change}
              problem={problem}
              helperText={t('enrolment.codeHelp')}
            />
            <Button type="submit" variant="contained" size="large" disabled={busy}>
              {t('step.confirm')}
            </Button>
          </>
        ) : (
          !failure && <Typography role="status">{t('enrolment.loading')}</Typography>
        )}
        <Button onClick={() => onBack()} disabled={busy}>
          {t('step.back')}
        </Button>
      </Stack>
    </form>
  );
}
