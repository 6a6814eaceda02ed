import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { SettingsTabletsDocument, UnpairTabletDocument } from '../../../../__generated__/graphql';
import { ConfirmDialog } from '../../../../shared/ui/confirm-dialog';
import type { TabletRegistration } from '../components/register-tablet-dialog';
import { useConfirmedTabletAction } from './use-confirmed-tablet-action';

/**
 * Unpairing a tablet, after a confirmation (ADR 0026): the kiosk holding it goes back to its
 * pairing screen, and `onUnpaired` receives the new credentials to pair a device again.
 */
export function useUnpairTablet(onUnpaired: (registration: TabletRegistration) => void) {
  const { t } = useTranslation('tablets');
  const [unpair] = useMutation(UnpairTabletDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsTabletsDocument],
  });
  const { asked, ask, confirm, cancel } = useConfirmedTabletAction(
    (tablet) => unpair({ variables: { id: tablet.id } }),
    { done: 'messages.unpaired', failed: 'messages.unpairError' },
    ({ data }) => {
      if (data) onUnpaired(data.unpairTablet);
    },
  );

  return {
    ask,
    dialog: (
      <ConfirmDialog
        open={asked !== null}
        title={t('unpairDialog.title', { name: asked?.name ?? '' })}
        message={t('unpairDialog.message')}
        confirmLabel={t('unpairDialog.confirm')}
        confirmColor="error"
        onConfirm={confirm}
        onCancel={cancel}
      />
    ),
  };
}
