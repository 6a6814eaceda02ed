import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { StudyFileFieldsFragment } from '../../../../__generated__/graphql';
import { extensionOf } from '../../../../shared/files/drop-rules';
import { FileViewerDialog } from '../../../../shared/files/file-viewer-dialog';
import { useZipExtraction } from '../../../../shared/files/zip/use-zip-extraction';
import { ZipExtractionDialog } from '../../../../shared/files/zip/zip-extraction-dialog';
import { useOpenStudyFile } from './use-open-study-file';

const isArchive = (file: { name: string }) => extensionOf(file.name) === 'zip';

/**
 * What every list of a study's files offers (spec part 2 §7): open in the viewer, download, and
 * for an archive unpacking into a folder where the browser can (Chromium), with a note where it
 * cannot. `dialogs` renders the viewer and the unpacking's progress.
 */
export function useStudyFileActions(studyId: string, files: readonly StudyFileFieldsFragment[]) {
  const { t } = useTranslation('files');
  const opener = useOpenStudyFile(studyId);
  const zip = useZipExtraction();
  const hasArchive = files.some(isArchive);

  return {
    open: (file: StudyFileFieldsFragment, mode: 'view' | 'download') =>
      void opener.open(file, mode),
    extract: zip.available
      ? (file: StudyFileFieldsFragment) =>
          isArchive(file)
            ? () => void zip.extract(file.name, () => opener.signedUrl(file.id))
            : null
      : undefined,
    note:
      !zip.available && hasArchive ? (
        <Alert severity="info">{t('extract.unavailable')}</Alert>
      ) : null,
    dialogs: (
      <>
        <FileViewerDialog
          open={opener.viewed !== null}
          file={opener.viewed}
          onClose={opener.closeViewer}
        />
        <ZipExtractionDialog state={zip.state} onCancel={zip.cancel} />
      </>
    ),
  };
}
