import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsTabletsDocument, UnpairTabletDocument } from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import type { TabletRegistration } from '../components/register-tablet-dialog';
import type { SettingsTablet } from './use-settings-tablets';

/**
 * Unpairing a tablet, after a confirmation (ADR 0026): the kiosk holding it goes back to its
 * pairing screen, and `onUnpaired` receives the new credentials to pair a device again.
 */
export function useUnpairTablet(onUnpaired: (registration: TabletRegistration) => void) {
  const { t } = useTranslation('tablets');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<SettingsTablet | null>(null);
  const [unpair] = useMutation(UnpairTabletDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsTabletsDocument],
  });

  const confirm = async (tablet: SettingsTablet) => {
    try {
      const { data } = await unpair({ variables: { id: tablet.id } });
      setAsked(null);
      enqueueSnackbar(t('messages.unpaired', { name: tablet.name }), { variant: 'success' });
      if (data) onUnpaired(data.unpairTablet);
    } catch (error) {
      const kind = classifyError(error);
      const reason = kind.kind === 'other' ? ` ${kind.message}` : '';
      enqueueSnackbar(`${t('messages.unpairError')}${reason}`, { variant: 'error' });
      setAsked(null);
    }
  };

  return {
    ask: setAsked,
    dialog: (
      <ConfirmDialog
        open={asked !== null}
        title={t('unpairDialog.title', { name: asked?.name ?? '' })}
        message={t('unpairDialog.message')}
        confirmLabel={t('unpairDialog.confirm')}
        confirmColor="error"
        onConfirm={() => (asked ? confirm(asked) : undefined)}
        onCancel={() => setAsked(null)}
      />
    ),
  };
}
