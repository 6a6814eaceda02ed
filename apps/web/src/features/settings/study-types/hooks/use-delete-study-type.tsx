import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DeleteStudyTypeDocument,
  SettingsStudyTypesDocument,
  type StudyTypeRowFieldsFragment,
} from '../../../../__generated__/graphql';
import { RemoveConfirmDialog } from '../../../../shared/ui/remove-confirm-dialog';

/**
 * Deleting a study type after the remove confirmation. A type that records name is deactivated
 * instead (ADR 0030), and the snackbar says so.
 */
export function useDeleteStudyType() {
  const { t } = useTranslation('studyTypes');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<StudyTypeRowFieldsFragment | null>(null);
  const [remove] = useMutation(DeleteStudyTypeDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsStudyTypesDocument],
  });
  const confirm = async () => {
    if (!asked) return;
    try {
      const { data } = await remove({ variables: { studyTypeId: asked.id } });
      const deactivated = data?.deleteStudyType.deactivated ?? false;
      enqueueSnackbar(t(deactivated ? 'messages.deactivated' : 'messages.deleted'), {
        variant: deactivated ? 'info' : 'success',
      });
    } catch {
      enqueueSnackbar(t('messages.deleteError'), { variant: 'error' });
    } finally {
      setAsked(null);
    }
  };
  return {
    ask: setAsked,
    dialog: (
      <RemoveConfirmDialog
        open={asked !== null}
        subject={asked ? t('deleteSubject', { code: asked.code, name: asked.name }) : ''}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    ),
  };
}
