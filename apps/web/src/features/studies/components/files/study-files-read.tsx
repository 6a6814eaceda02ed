import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { StudyFilesDocument } from '../../../../__generated__/graphql';
import { FileViewerDialog } from '../../../../shared/files/file-viewer-dialog';
import { LoadError } from '../../../../shared/ui/load-error';
import { StudyFileTable } from './study-file-table';
import { useOpenStudyFile } from './use-open-study-file';

/** The study's files for a referring doctor's view: open or download each (issue 16 §1). */
export function StudyFilesRead({ studyId }: { studyId: string }) {
  const { t } = useTranslation('studyFiles');
  const query = useQuery(StudyFilesDocument, { variables: { id: studyId } });
  const opener = useOpenStudyFile(studyId);
  const files = query.data?.study.files;

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
          onOpen={(file, mode) => void opener.open(file, mode)}
        />
      )}
      <FileViewerDialog
        open={opener.viewed !== null}
        file={opener.viewed}
        onClose={opener.closeViewer}
      />
    </Stack>
  );
}
