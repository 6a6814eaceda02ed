import type { LoginMutation } from '../../../__generated__/sign-in/graphql';
import type { MfaChallenge } from '../api/mfa-challenge';

/** What the sign-in's second step (mfa-step.tsx) is shown with. */
export interface MfaStepProps {
  challenge: MfaChallenge;
  /** The login form's own: the session the step opened, shaped as `login`'s. */
  onSignedIn: (result: LoginMutation['login']) => void | Promise<void>;
  /** Back to the password form, with why (the step's time or codes ran out) or without. */
  onBack: (message?: string) => void;
}
