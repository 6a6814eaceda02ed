import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef, useState } from 'react';
import { LoginChallengeDocument } from '../../__generated__/sign-in/graphql';
import { graphqlRequest } from '../api/graphql-request';
import { useText } from '../i18n/text-context';
import { registerWidgetTexts } from './altcha-runtime';

/** Keys of the widget's texts, each under `auth:challenge.*`. */
const WIDGET_TEXTS = [
  'ariaLinkLabel',
  'cancel',
  'enterCode',
  'enterCodeAria',
  'enterCodeFromImage',
  'error',
  'expired',
  'footer',
  'getAudioChallenge',
  'label',
  'loading',
  'reload',
  'verificationRequired',
  'verified',
  'verify',
  'verifying',
  'waitAlert',
] as const;

/** The widget's own settings: no logo or link to a third party, nothing collected. */
const WIDGET_CONFIGURATION = JSON.stringify({
  hideFooter: true,
  hideLogo: true,
  humanInteractionSignature: false,
});

interface Props {
  /** A new value asks for a new challenge (each one is accepted once). */
  round: number;
  /** The solved payload to send with the next request, or null while there is none. */
  onSolved: (payload: string | null) => void;
}

/**
 * The proof of work the server asks for (ADR 0018: a sign-in after a few failures; ADR 0043: every
 * request for a patient's results link): fetches a challenge from `loginChallenge` and lets the
 * ALTCHA widget solve it at once, in web workers. Its texts are the `auth` namespace's.
 */
export default function ProofOfWorkChallenge({ round, onSolved }: Props) {
  const { t, lang: language } = useText('auth');
  const widget = useRef<HTMLElement>(null);
  /** Fetches within one round: a challenge that expired or failed to load is fetched again. */
  const [attempt, setAttempt] = useState(0);
  const requestKey = `${round}/${attempt}`;
  const [fetched, setFetched] = useState<{ key: string; challenge: string | null } | null>(null);

  // Registered before the first challenge arrives, so the widget starts in the page's language.
  useEffect(() => {
    registerWidgetTexts(
      language,
      Object.fromEntries(WIDGET_TEXTS.map((key) => [key, t(`challenge.${key}`)])),
    );
  }, [language, t]);

  useEffect(() => {
    let current = true;
    // A failure is shown here, with a retry.
    graphqlRequest(LoginChallengeDocument, {}, { lang: language })
      .then((data) => {
        if (current) setFetched({ key: requestKey, challenge: data.loginChallenge ?? null });
      })
      .catch(() => {
        if (current) setFetched({ key: requestKey, challenge: null });
      });
    return () => {
      current = false;
    };
  }, [language, requestKey]);
  const loaded = fetched?.key === requestKey ? fetched : null;
  const challenge = loaded?.challenge ?? null;
  const failed = loaded !== null && challenge === null;

  useEffect(() => {
    const element = widget.current;
    if (!element) return;
    const verified = (event: Event) =>
      onSolved((event as CustomEvent<{ payload: string }>).detail.payload);
    // An expired challenge is worth nothing: fetch another one.
    const expired = () => {
      onSolved(null);
      setAttempt((count) => count + 1);
    };
    element.addEventListener('verified', verified);
    element.addEventListener('expired', expired);
    return () => {
      element.removeEventListener('verified', verified);
      element.removeEventListener('expired', expired);
    };
  }, [challenge, onSolved]);

  if (failed) {
    return (
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={() => setAttempt((count) => count + 1)}>
            {t('challenge.retry')}
          </Button>
        }
      >
        {t('challenge.loadFailed')}
      </Alert>
    );
  }
  return (
    <Box data-testid="login-challenge" sx={{ minHeight: 64 }}>
      {challenge && (
        // A new element per challenge: `auto="onload"` starts solving as soon as it is shown.
        <Box key={challenge}>
          <altcha-widget
            ref={widget}
            challenge={challenge}
            auto="onload"
            language={language}
            configuration={WIDGET_CONFIGURATION}
          />
        </Box>
      )}
    </Box>
  );
}
