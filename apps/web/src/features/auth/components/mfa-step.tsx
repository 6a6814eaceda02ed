import { useEffect, useState } from 'react';
import { failureMessage } from '../../../shared/api/failure-message';
import { useText } from '../../../shared/i18n/text-context';
import { mfaChallengeOf } from '../api/mfa-challenge';
import { MfaCodeStep } from './mfa-code-step';
import { MfaEnrolmentStep } from './mfa-enrolment-step';
import type { MfaStepProps } from './mfa-step-props';

/*
 * The sign-in's second step (issue 19 §4, ADR 0046), in place of the login form once `login`
 * asks for it: one chunk loaded only then, with its texts (the `mfa` namespace) and its
 * documents (src/__generated__/mfa-step/): the page's first load carries none of them.
 */

/**
 * The step `refusal` (the failed `login`) asks for. One default export, for the login form's
 * `lazy`.
 */
export default function MfaStep({
  refusal,
  ...props
}: Omit<MfaStepProps, 'challenge'> & { refusal: unknown }) {
  const { t } = useText('mfa');
  const [challenge] = useState(() => mfaChallengeOf(refusal));
  const { onBack } = props;
  // Without its token (never from this server) the step cannot go on: the password form, with
  // the server's words.
  useEffect(() => {
    if (!challenge) onBack(failureMessage(refusal, t));
  }, [challenge, onBack, refusal, t]);
  if (!challenge) return null;
  return challenge.kind === 'code' ? (
    <MfaCodeStep challenge={challenge} {...props} />
  ) : (
    <MfaEnrolmentStep challenge={challenge} {...props} />
  );
}
