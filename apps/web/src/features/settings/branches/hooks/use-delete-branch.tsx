import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import {
  DeleteOneBranchDocument,
  type SettingsBranchFieldsFragment,
} from '../../../../__generated__/graphql';
import { useConfirmedDelete } from '../../hooks/use-confirmed-delete';

/**
 * Deleting a branch after the remove confirmation. A branch that records still name is
 * deactivated instead (ADR 0030): the notice says so, so nobody thinks it is gone.
 */
export function useDeleteBranch(onDone: () => void) {
  const { t } = useTranslation('branches');
  const [remove] = useMutation(DeleteOneBranchDocument, { context: { silentErrors: true } });
  return useConfirmedDelete<SettingsBranchFieldsFragment>({
    subjectOf: (branch) => t('deleteSubject', { name: branch.name }),
    remove: async (branch) => {
      const { data } = await remove({ variables: { branchId: branch.id } });
      onDone();
      return data?.deleteOneBranch.deactivated ? 'deactivated' : 'deleted';
    },
    noticeOf: (branch, outcome) => t(`messages.${outcome}`, { name: branch.name }),
    failure: t('messages.deleteError'),
  });
}
