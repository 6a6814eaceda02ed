import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Copies a text and says so in a toast. `shownAs` names what was copied in the toast instead of
 * the value itself: a secret must not be echoed on the screen.
 */
export function useCopyToClipboard(): (value: string, shownAs?: string) => Promise<void> {
  const { t } = useTranslation('forms');
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (value: string, shownAs?: string) => {
      try {
        await navigator.clipboard.writeText(value);
        enqueueSnackbar(t('clipboard.copied', { value: shownAs ?? value }), {
          variant: 'success',
        });
      } catch {
        // No clipboard permission, or an insecure origin: the user can still select the text.
        enqueueSnackbar(t('clipboard.failed'), { variant: 'warning' });
      }
    },
    [enqueueSnackbar, t],
  );
}
