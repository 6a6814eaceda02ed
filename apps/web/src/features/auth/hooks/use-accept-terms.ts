import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { AcceptTermsDocument } from '../../../__generated__/graphql';
import { sessionStore } from '../../../shared/auth/session-store';

/** Records the acceptance on the server, then in the session; false when it failed. */
export function useAcceptTerms(): () => Promise<boolean> {
  const { t } = useTranslation('terms');
  const { enqueueSnackbar } = useSnackbar();
  const [acceptTerms] = useMutation(AcceptTermsDocument, { context: { silentErrors: true } });

  return useCallback(async () => {
    try {
      await acceptTerms();
      sessionStore.update({ acceptedTerms: true });
      return true;
    } catch {
      enqueueSnackbar(t('acceptFailed'), { variant: 'error' });
      return false;
    }
  }, [acceptTerms, enqueueSnackbar, t]);
}
