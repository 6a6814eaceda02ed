import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Copies a phone number or e-mail from its chip and says so (spec part 1 §2). */
export function useCopyToClipboard(): (value: string) => Promise<void> {
  const { t } = useTranslation('patients');
  const { enqueueSnackbar } = useSnackbar();
  return useCallback(
    async (value: string) => {
      try {
        await navigator.clipboard.writeText(value);
        enqueueSnackbar(t('copied', { value }), { variant: 'success' });
      } catch {
        // No clipboard permission, or an insecure origin: the user can still select the text.
        enqueueSnackbar(t('copyFailed'), { variant: 'error' });
      }
    },
    [enqueueSnackbar, t],
  );
}
