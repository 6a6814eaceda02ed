import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  DeleteProgramDocument,
  SettingsProgramsDocument,
  type SettingsProgramFieldsFragment,
} from '../../../../__generated__/graphql';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';

/** Deleting a program, always after the remove confirmation, with its success or failure notice. */
export function useDeleteProgram() {
  const { t } = useTranslation('programs');
  const [remove] = useMutation(DeleteProgramDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsProgramsDocument],
    awaitRefetchQueries: true,
  });
  return useConfirmedDelete<SettingsProgramFieldsFragment>({
    subjectOf: (program) => t('deleteSubject', { name: program.name }),
    remove: async (program) => {
      await remove({ variables: { softwareId: program.id } });
      return 'deleted';
    },
    noticeOf: (program) => t('messages.deleted', { name: program.name }),
    failure: t('messages.deleteError'),
  });
}
