import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteProgramDocument,
  SettingsProgramsDocument,
  type SettingsProgramFieldsFragment,
} from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';

/** Deleting a program, always after the remove confirmation, with its success or failure notice. */
export function useDeleteProgram() {
  const { t } = useTranslation('programs');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<SettingsProgramFieldsFragment | null>(null);
  const [remove] = useMutation(DeleteProgramDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsProgramsDocument],
    awaitRefetchQueries: true,
  });

  const confirm = async () => {
    if (!asked) return;
    try {
      await remove({ variables: { softwareId: asked.id } });
      enqueueSnackbar(t('messages.deleted', { name: asked.name }), { variant: 'success' });
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
