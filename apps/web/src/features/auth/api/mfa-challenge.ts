import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ERROR_CODES } from '@portal/domain';
import { classifyError, errorCode } from '../../../shared/api/classify-error';

/**
 * `login` refused after a correct password because a second step is due (issue 19 §4, ADR 0046):
 * a code of the account's authenticator (`code`), or setting one up first (`enrolment`), with
 * the token that step is sent with and the server's words for it.
 */
export interface MfaChallenge {
  kind: 'code' | 'enrolment';
  mfaToken: string;
  message: string;
}

/** The second step a failed `login` asks for; null for any other failure. */
export function mfaChallengeOf(error: unknown): MfaChallenge | null {
  const code = errorCode(error);
  const kind =
    code === ERROR_CODES.MFA_REQUIRED
      ? 'code'
      : code === ERROR_CODES.MFA_ENROLMENT_REQUIRED
        ? 'enrolment'
        : null;
  // Read here, in the step's chunk, not by the shared classifier the page's first load carries.
  const mfaToken = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.mfaToken : null;
  if (!kind || typeof mfaToken !== 'string') return null;
  const failure = classifyError(error);
  return { kind, mfaToken, message: failure.kind === 'other' ? failure.message : '' };
}
