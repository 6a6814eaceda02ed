import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { StudyFilesDocument } from '../../../../__generated__/graphql';
import { LoadError } from '../../../../shared/ui/load-error';
import { StudyFileTable } from './study-file-table';
import { useStudyFileActions } from './use-study-file-actions';

/** The study's files for a referring doctor's view: open or download each (issue 16 §1). */
export function StudyFilesRead({ studyId }: { studyId: string }) {
  const { t } = useTranslation('studyFiles');
  const query = useQuery(StudyFilesDocument, { variables: { id: studyId } });
  const files = query.data?.study.files;
  const fileActions = useStudyFileActions(studyId, files ?? []);

  return (
    <Stack spacing={1} component="section" aria-labelledby="study-files-heading">
      <Typography id="study-files-heading" variant="h6" component="h2">
        {t('saved.label')}
      </Typography>
      {query.error && !files ? (
        <LoadError message={t('loadFailed')} onRetry={() => void query.refetch()} />
      ) : !files ? (
        <LinearProgress aria-label={t('loading')} />
      ) : (
        <StudyFileTable
          files={files}
          label={t('saved.label')}
          empty={t('saved.emptyForDoctor')}
          onOpen={fileActions.open}
          onExtract={fileActions.extract}
        />
      )}
      {fileActions.note}
      {fileActions.dialogs}
    </Stack>
  );
}
