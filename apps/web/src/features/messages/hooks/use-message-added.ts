import { useSubscription } from '@apollo/client/react';
import { MESSAGE_TOAST_MS } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MessageAddedDocument } from '../../../__generated__/messages/graphql';
import { usePermission } from '../../../shared/auth/use-permission';
import { forgetMessagePages, shiftUnreadCount } from './message-cache';

/**
 * The live news of a new message (spec part 2 §2 "Messages", §7): the badge counts it, the list
 * shows it (its cached pages are asked again) and a toast says so for MESSAGE_TOAST_MS. Mounted
 * once, with the top bar's badge; a failed subscription is only logged (spec part 1 §8, by the
 * API client).
 */
export function useMessageAdded(): void {
  const { t } = useTranslation('shell');
  const { enqueueSnackbar } = useSnackbar();
  const mayUse = usePermission('messages.use');
  useSubscription(MessageAddedDocument, {
    skip: !mayUse,
    onData: ({ client, data }) => {
      const message = data.data?.messageAdded;
      if (!message) return;
      if (!message.read) shiftUnreadCount(client.cache, 1);
      forgetMessagePages(client.cache);
      enqueueSnackbar(t('newMessage'), {
        variant: 'info',
        autoHideDuration: MESSAGE_TOAST_MS,
      });
    },
  });
}
