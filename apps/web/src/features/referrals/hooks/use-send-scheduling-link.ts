import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  SendReferralSchedulingLinkDocument,
  type SendReferralSchedulingLinkMutation,
} from '../../../__generated__/graphql';

export type SchedulingLinkSent = SendReferralSchedulingLinkMutation['sendReferralSchedulingLink'];

/**
 * Mails the patient a link to book the referred study: 'Link do umówienia wizyty wysłany do
 * pacjenta.' (spec part 2 §8). The answer — where to, until when — stays for the page to show.
 */
export function useSendSchedulingLink(referralId: string) {
  const { t } = useTranslation('referrals');
  const { enqueueSnackbar } = useSnackbar();
  const [send, { loading }] = useMutation(SendReferralSchedulingLinkDocument);
  const [sent, setSent] = useState<SchedulingLinkSent | null>(null);

  const sendLink = useCallback(async () => {
    try {
      const { data } = await send({ variables: { referralId } });
      if (!data) return;
      setSent(data.sendReferralSchedulingLink);
      enqueueSnackbar(t('sendLink.done'), { variant: 'success' });
    } catch {
      // The app's error handler has said what went wrong (no e-mail address, say).
    }
  }, [send, referralId, enqueueSnackbar, t]);

  return { sendLink, sending: loading, sent };
}
