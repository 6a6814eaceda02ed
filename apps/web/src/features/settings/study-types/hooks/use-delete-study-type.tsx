import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  DeleteStudyTypeDocument,
  SettingsStudyTypesDocument,
  type StudyTypeRowFieldsFragment,
} from '../../../../__generated__/graphql';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';

/**
 * Deleting a study type after the remove confirmation. A type that records name is deactivated
 * instead (ADR 0030), and the notice says so.
 */
export function useDeleteStudyType() {
  const { t } = useTranslation('studyTypes');
  const [remove] = useMutation(DeleteStudyTypeDocument, {
    context: { silentErrors: true },
    refetchQueries: [SettingsStudyTypesDocument],
  });
  return useConfirmedDelete<StudyTypeRowFieldsFragment>({
    subjectOf: (type) => t('deleteSubject', { code: type.code, name: type.name }),
    remove: async (type) => {
      const { data } = await remove({ variables: { studyTypeId: type.id } });
      return data?.deleteStudyType.deactivated ? 'deactivated' : 'deleted';
    },
    noticeOf: (_type, outcome) => t(`messages.${outcome}`),
    failure: t('messages.deleteError'),
  });
}
