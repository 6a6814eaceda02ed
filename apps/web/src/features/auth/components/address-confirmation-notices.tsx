import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { ResendConfirmationEmailDocument } from '../../../__generated__/address-confirmation/graphql';
import { failureMessage } from '../../../shared/api/failure-message';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { useEmailConfirmation } from '../hooks/use-email-confirmation';

/*
 * The sign-in page's notices about confirming the address (spec part 1 §2, §4 "Login", "Email
 * confirmation"), in one chunk loaded only when one of them shows, with their texts (the
 * `account` namespace, ADR 0044): the first load of the page carries neither.
 */

/**
 * What confirming the mailed link's address came to (spec part 1 §2: "shows a success notice"),
 * or the server's refusal of a wrong, used or expired link: shown when the page was opened with a
 * token.
 */
function EmailConfirmationNotice() {
  const { t, lang } = useText('account');
  const confirmation = useEmailConfirmation(lang);
  if (confirmation?.status === 'confirmed') {
    return (
      <Alert severity="success" role="status">
        {t('confirmEmail.confirmed')}
      </Alert>
    );
  }
  if (confirmation?.status === 'refused') {
    return <FailureAlert message={failureMessage(confirmation.error, t)} />;
  }
  return null;
}

/**
 * A sign-in refused because the address is not confirmed yet (spec part 1 §4 "Login": "an
 * unconfirmed user gets a resend-confirmation link"): the notice, with a button that mails a new
 * link to `login`.
 */
function UnconfirmedNotice({ login }: { login: string }) {
  const { t, lang } = useText('account');
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  /** Why a new link was refused (too many asked for), in words. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const resend = async () => {
    setState('sending');
    setRefusal(null);
    try {
      await graphqlRequest(ResendConfirmationEmailDocument, { login }, { lang });
      setState('sent');
    } catch (error) {
      setRefusal(failureMessage(error, t));
      setState('idle');
    }
  };

  if (state === 'sent') {
    return (
      <Alert severity="success" role="status">
        {t('confirmEmail.resent', { login })}
      </Alert>
    );
  }
  return (
    <>
      <Alert severity="error" role="alert">
        {t('auth:unconfirmed')}
        {/* Below the text, not as the alert's action: the narrow column would wrap it. */}
        <div>
          <Button
            color="inherit"
            size="small"
            variant="outlined"
            disabled={state === 'sending'}
            onClick={() => void resend()}
            sx={{ mt: 1 }}
          >
            {t('confirmEmail.resend')}
          </Button>
        </div>
      </Alert>
      <FailureAlert message={refusal} />
    </>
  );
}

/**
 * The notice the sign-in page shows: about a sign-in refused for `unconfirmedLogin`, or, without
 * it, about the confirmation link the page was opened with. One default export, so that both
 * places load it through the same `lazy` (login-form.tsx).
 */
export default function AddressConfirmationNotice({
  unconfirmedLogin,
}: {
  unconfirmedLogin?: string;
}) {
  return unconfirmedLogin === undefined ? (
    <EmailConfirmationNotice />
  ) : (
    <UnconfirmedNotice login={unconfirmedLogin} />
  );
}
