import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DeleteTabletDocument, SettingsTabletsDocument } from '../../../../__generated__/graphql';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';
import { useConfirmedTabletAction } from './use-confirmed-tablet-action';

/**
 * Deleting a tablet, always after the remove confirmation; a failure says deleteError (spec
 * part 2 §8) with the server's reason when it gave one.
 */
export function useDeleteTablet() {
  const { t } = useTranslation('tablets');
  const [remove] = useMutation(DeleteTabletDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsTabletsDocument],
  });
  const { asked, ask, confirm, cancel } = useConfirmedTabletAction(
    (tablet) => remove({ variables: { id: tablet.id } }),
    { done: 'messages.deleted', failed: 'messages.deleteError' },
  );

  return {
    ask,
    dialog: (
      <RemoveConfirmDialog
        open={asked !== null}
        subject={asked ? t('deleteSubject', { name: asked.name, tabletId: asked.tabletId }) : ''}
        onConfirm={confirm}
        onCancel={cancel}
      />
    ),
  };
}
