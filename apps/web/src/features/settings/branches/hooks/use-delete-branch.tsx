import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteOneBranchDocument,
  type SettingsBranchFieldsFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';

/**
 * Deleting a branch after the remove confirmation. A branch that records still name is
 * deactivated instead (ADR 0030): the notice says so, so nobody thinks it is gone.
 */
export function useDeleteBranch(onDone: () => void) {
  const { t } = useTranslation('branches');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<SettingsBranchFieldsFragment | null>(null);
  const [remove] = useMutation(DeleteOneBranchDocument, { context: { silentErrors: true } });

  const confirm = async () => {
    if (!asked) return;
    try {
      const { data } = await remove({ variables: { branchId: asked.id } });
      if (data?.deleteOneBranch.deactivated) {
        enqueueSnackbar(t('messages.deactivated', { name: asked.name }), {
          variant: 'warning',
          autoHideDuration: 10_000,
        });
      } else {
        enqueueSnackbar(t('messages.deleted', { name: asked.name }), { variant: 'success' });
      }
      onDone();
    } catch (error) {
      const kind = classifyError(error);
      const reason = kind.kind === 'other' ? ` ${kind.message}` : '';
      enqueueSnackbar(`${t('messages.deleteError')}${reason}`, { variant: 'error' });
    }
    setAsked(null);
  };

  return {
    ask: setAsked,
    dialog: (
      <RemoveConfirmDialog
        open={asked !== null}
        subject={asked ? t('deleteSubject', { name: asked.name }) : ''}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    ),
  };
}
