import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteTabletDocument, SettingsTabletsDocument } from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';
import type { SettingsTablet } from './use-settings-tablets';

/**
 * Deleting a tablet, always after the remove confirmation; a failure says deleteError (spec
 * part 2 §8) with the server's reason when it gave one.
 */
export function useDeleteTablet() {
  const { t } = useTranslation('tablets');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<SettingsTablet | null>(null);
  const [remove] = useMutation(DeleteTabletDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsTabletsDocument],
  });

  const confirm = async (tablet: SettingsTablet) => {
    try {
      await remove({ variables: { id: tablet.id } });
      enqueueSnackbar(t('messages.deleted', { name: tablet.name }), { variant: 'success' });
      setAsked(null);
    } catch (error) {
      const kind = classifyError(error);
      const reason = kind.kind === 'other' ? ` ${kind.message}` : '';
      enqueueSnackbar(`${t('messages.deleteError')}${reason}`, { variant: 'error' });
      setAsked(null);
    }
  };

  return {
    ask: setAsked,
    dialog: (
      <RemoveConfirmDialog
        open={asked !== null}
        subject={asked ? t('deleteSubject', { name: asked.name, tabletId: asked.tabletId }) : ''}
        onConfirm={() => (asked ? confirm(asked) : undefined)}
        onCancel={() => setAsked(null)}
      />
    ),
  };
}
