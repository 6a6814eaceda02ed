import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkMessagesReadDocument } from '../../../__generated__/messages/graphql';
import { clearUnreadCount, forgetMessagePages } from './message-cache';

/**
 * 'Oznacz wszystkie jako przeczytane' (spec part 2 §3 Message): markAsRead without ids, important
 * messages included; the badge drops to 0 and the list is asked again. A refusal is said by the
 * app's error handler.
 */
export function useMarkAllRead() {
  const { t } = useTranslation('messages');
  const { enqueueSnackbar } = useSnackbar();
  const [mark, { loading }] = useMutation(MarkMessagesReadDocument, {
    variables: { includeImportant: true },
    update: (cache, { data }) => {
      if (!data) return;
      clearUnreadCount(cache);
      forgetMessagePages(cache);
    },
  });
  const markAll = useCallback(async () => {
    try {
      await mark();
      enqueueSnackbar(t('list.allMarkedRead'), { variant: 'success' });
    } catch {
      // The app's error handler has said what went wrong.
    }
  }, [mark, enqueueSnackbar, t]);
  return { markAll, marking: loading };
}
