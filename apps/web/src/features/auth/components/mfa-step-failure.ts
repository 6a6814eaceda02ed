import { ERROR_CODES } from '@portal/domain';
import { classifyError, errorCode } from '../../../shared/api/classify-error';
import { failureMessage } from '../../../shared/api/failure-message';

/**
 * Where a refused call of the sign-in's second step is said: `expired` (the token is past its
 * minutes or codes: the password form again, with this message), under the code field (a wrong
 * code), or above the form (too many wrong codes, the network…).
 */
export type MfaStepFailure = { expired: string } | { field: string } | { alert: string };

export function mfaStepFailure(error: unknown, t: (key: string) => string): MfaStepFailure {
  if (errorCode(error) === ERROR_CODES.MFA_STEP_EXPIRED)
    return { expired: failureMessage(error, t) };
  if (classifyError(error).kind === 'validation') return { field: failureMessage(error, t) };
  return { alert: failureMessage(error, t) };
}
