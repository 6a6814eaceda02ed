import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ResendStudiesLinkDocument } from '../../../__generated__/patient-studies/graphql';
import { graphqlRequest } from '../../../shared/api/graphql-request';
import { useText } from '../../../shared/i18n/text-context';
import { FailureAlert } from '../../../shared/ui/failure-alert';
import { failureMessage } from '../../../shared/api/failure-message';
import { ResultHeading } from './result-heading';

interface Props {
  /** The server's words for the expiry, or null when the page's timer found it. */
  message: string | null;
  /** The expired link's token; null for this browser's expired session (the server knows its link). */
  token: string | null;
  focus: boolean;
}

/**
 * The expired access (spec part 1 §8 "expired authorization shows a persistent warning with a
 * resend-link action"): a warning that stays — not a toast — with the button that mails a fresh
 * link to the address the old one went to, and where it went, masked.
 */
export function ExpiredNotice({ message, token, focus }: Props) {
  const { t, lang } = useText('patientStudies');
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const resend = async () => {
    setSending(true);
    setFailure(null);
    try {
      const result = await graphqlRequest(ResendStudiesLinkDocument, { token }, { lang });
      setSentTo(result.resendStudiesLink.sentTo);
    } catch (error) {
      setFailure(failureMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={2}>
      <ResultHeading focus={focus}>{t('expired.title')}</ResultHeading>
      <Alert severity="warning">
        {/* The server's words already offer the new link; the timer's own text needs the hint. */}
        <Typography sx={{ fontWeight: 500 }}>{message ?? t('expired.text')}</Typography>
        {message === null && <Typography variant="body2">{t('expired.hint')}</Typography>}
      </Alert>
      {/* Announced when it appears: the new link's address. */}
      <div role="status">
        {sentTo && (
          <Alert severity="success">
            <Typography>{t('expired.sent', { sentTo })}</Typography>
          </Alert>
        )}
      </div>
      <FailureAlert message={failure} />
      <Button
        variant="contained"
        size="large"
        onClick={() => void resend()}
        disabled={sending}
        sx={{ alignSelf: { sm: 'flex-start' } }}
      >
        {t(sending ? 'expired.sending' : sentTo ? 'expired.resendAgain' : 'expired.resend')}
      </Button>
    </Stack>
  );
}
