import { CombinedGraphQLErrors } from '@apollo/client/errors';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_CODES } from '@portal/domain';
import { lazy, startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { OAuthLoginDocument } from '../../../__generated__/social-sign-in/graphql';
import type { LoginMutation } from '../../../__generated__/sign-in/graphql';
import { errorCode } from '../../../shared/api/classify-error';
import { failureMessage } from '../../../shared/api/failure-message';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import {
  forgetSocialReturn,
  socialReturnOf,
  storeSignupPrefill,
  type SocialReturn,
} from '../api/social-return';
import { useText } from '../../../shared/i18n/text-context';
import { loadPage } from '../../../shared/navigation/load-page';
import { FailureAlert } from '../../../shared/ui/failure-alert';

/*
 * /login opened by the server's callback after a provider (issue 19 §3, spec part 1 §2, §7): one
 * chunk, loaded only then, with its texts (`social` of the `account` namespace, which the page loads lazily) and its document
 * (src/__generated__/social-sign-in/): the page's first load carries none of them.
 */

/** The sign-in's second step, as after a password (issue 19 §4). */
const MfaStep = lazy(() => import('./mfa-step'));

const MFA_STEPS: readonly unknown[] = [
  ERROR_CODES.MFA_REQUIRED,
  ERROR_CODES.MFA_ENROLMENT_REQUIRED,
];

type Phase =
  | { kind: 'signingIn' }
  | { kind: 'mfa'; refusal: unknown }
  /** The login form again, below why the return did not sign in (or without, back from MFA). */
  | { kind: 'form'; message: string | null };

interface Props {
  /** The login form's own: the session, shaped as `login`'s. */
  onSignedIn: (result: LoginMutation['login']) => void | Promise<void>;
  /** The login form, shown once the return has not signed in. */
  children: ReactNode;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Signs in with the ticket of the address (`?oauth=…&type=…`, with `oauthLogin`), then: the session; the second step
 * when the account has one; /signup with the social account's data for a person the portal does
 * not know (spec part 1 §4 "Login"); else the login form with the server's words. A return with
 * `oauthError` shows the login form with why. One default export, for the screen's `lazy`.
 */
export default function SocialSignInReturn({ onSignedIn, children }: Props) {
  const { t, lang } = useText('account');
  // Read once: the address is cleared below, so a reload or a shared link does not reuse it.
  const [socialReturn] = useState<SocialReturn>(
    () => socialReturnOf(window.location.search) ?? { error: 'state' },
  );
  useEffect(forgetSocialReturn, []);
  const [phase, setPhase] = useState<Phase>(() =>
    'ticket' in socialReturn ? { kind: 'signingIn' } : { kind: 'form', message: null },
  );
  // A ticket is good for one sign-in: not sent again when React runs the effect twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!('ticket' in socialReturn) || sent.current) return;
    sent.current = true;
    const { ticket, type } = socialReturn;
    graphqlRequest(
      OAuthLoginDocument,
      {},
      { lang, headers: { authorization_code: ticket, oauth_type: type } },
    )
      .then((data) => onSignedIn(data.oauthLogin))
      .catch((error: unknown) => {
        const code = errorCode(error);
        if (MFA_STEPS.includes(code)) {
          // A transition: the status stays until the step's code and texts are there.
          startTransition(() => setPhase({ kind: 'mfa', refusal: error }));
        } else if (code === ERROR_CODES.OAUTH_USER_NOT_FOUND) {
          const found = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions : undefined;
          storeSignupPrefill({
            email: text(found?.email),
            firstName: text(found?.firstName),
            lastName: text(found?.lastName),
            token: text(found?.accessToken),
            type: text(found?.type) || type,
          });
          loadPage('/signup');
        } else {
          setPhase({ kind: 'form', message: failureMessage(error, t) });
        }
      });
  }, [socialReturn, onSignedIn, lang, t]);

  if (phase.kind === 'signingIn' && 'ticket' in socialReturn) {
    return (
      <Typography role="status" color="text.secondary" textAlign="center">
        {t(`social.signingIn.${socialReturn.type}`)}
      </Typography>
    );
  }
  if (phase.kind === 'mfa') {
    return (
      <MfaStep
        refusal={phase.refusal}
        onSignedIn={onSignedIn}
        onBack={(message) => setPhase({ kind: 'form', message: message ?? null })}
      />
    );
  }
  let message = phase.kind === 'form' ? phase.message : null;
  if (message === null && 'error' in socialReturn)
    message = t(`social.errors.${socialReturn.error}`);
  return (
    <Stack spacing={2}>
      <FailureAlert message={message} />
      {children}
    </Stack>
  );
}
