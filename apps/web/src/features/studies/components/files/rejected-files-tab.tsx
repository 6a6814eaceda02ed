import RestoreIcon from '@mui/icons-material/RestoreFromTrash';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import {
  StudyFilesDocument,
  StudyRejectedFilesDocument,
  UpdateStudyRejectedFilesDocument,
} from '../../../../__generated__/graphql';
import { useStaleVersion } from '../../../../shared/hooks/use-stale-version';
import { LoadError } from '../../../../shared/ui/load-error';
import { RowActionButton } from '../../../../shared/ui/row-action-button';
import { StaleVersionAlert } from '../../../../shared/ui/stale-version-alert';
import { StudyFileTable } from './study-file-table';
import { useStudyFileActions } from './use-study-file-actions';

/**
 * The rejected-files tab (spec part 2 §2, §7): files moved aside with their reasons, newest
 * first; each can be opened and, while editing, brought back to the files tab.
 */
export function RejectedFilesTab({ studyId, readOnly }: { studyId: string; readOnly: boolean }) {
  const { t } = useTranslation('studyFiles');
  const { enqueueSnackbar } = useSnackbar();
  const rejected = useQuery(StudyRejectedFilesDocument, {
    variables: { id: studyId },
    fetchPolicy: 'cache-and-network',
  });
  const study = useQuery(StudyFilesDocument, { variables: { id: studyId } });
  const [update] = useMutation(UpdateStudyRejectedFilesDocument);
  const fileActions = useStudyFileActions(studyId, rejected.data?.studyRejectedFiles ?? []);
  const stale = useStaleVersion(
    async () => (await study.refetch()).data?.study ?? null,
    () => undefined,
  );
  const files = rejected.data?.studyRejectedFiles;
  const version = study.data?.study.version;

  if ((rejected.error && !files) || (study.error && version === undefined)) {
    return (
      <LoadError
        message={t('loadFailed')}
        onRetry={() => void Promise.all([rejected.refetch(), study.refetch()])}
      />
    );
  }
  if (!files || version === undefined) return <LinearProgress aria-label={t('loading')} />;

  const restore = async (fileId: string, name: string) => {
    try {
      const ids = files.filter((file) => file.id !== fileId).map((file) => file.id);
      await update({ variables: { id: studyId, ids, version } });
      await rejected.refetch();
      enqueueSnackbar(t('restore.done', { name }), { variant: 'success' });
    } catch (error) {
      stale.catchStale(error);
    }
  };

  return (
    <Stack spacing={2}>
      <StaleVersionAlert state={stale} />
      <StudyFileTable
        files={files}
        label={t('rejected.label')}
        empty={t('rejected.empty')}
        withReason
        onOpen={fileActions.open}
        onExtract={fileActions.extract}
        actions={(file) =>
          readOnly ? null : (
            <RowActionButton
              label={t('restore.open', { name: file.name })}
              title={t('restore.openShort')}
              icon={<RestoreIcon />}
              onClick={() => void restore(file.id, file.name)}
            />
          )
        }
      />
      {fileActions.dialogs}
    </Stack>
  );
}
