import { useApolloClient } from '@apollo/client/react';
import { PREVIEW_EXTENSIONS } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetDownloadUrlDocument } from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { extensionOf } from '../../../../shared/files/drop-rules';

/**
 * A zip small enough to unpack in the page opens in the viewer (a DICOM series, ADR 0038);
 * a larger one is downloaded or unpacked into a folder instead of filling the tab's memory.
 */
function viewableArchive(file: { name: string; size: number }): boolean {
  return extensionOf(file.name) === 'zip' && file.size <= ARCHIVE_VIEW_MAX_BYTES;
}

/** About a tenth of what the DICOM viewer may unpack (MAX_UNZIPPED_BYTES): compressed bytes. */
const ARCHIVE_VIEW_MAX_BYTES = 500_000_000;

interface OpenedFile {
  name: string;
  url: string;
}

/**
 * Opens a study's file (spec part 2 §7, §8): a signed, short-lived URL from getDownloadURL, then
 * the shared viewer for the preview types, a plain download for the rest (the browser streams it
 * to disk: a 5 GB archive never sits in the page). 'Brak pasujących danych' when the file is
 * gone; 'Wystąpił błąd podczas pobierania pliku' for anything else.
 */
export function useOpenStudyFile(studyId: string) {
  const { t } = useTranslation('studyFiles');
  const client = useApolloClient();
  const { enqueueSnackbar } = useSnackbar();
  const [viewed, setViewed] = useState<OpenedFile | null>(null);

  const signedUrl = useCallback(
    async (fileId: string): Promise<string | null> => {
      try {
        const { data } = await client.query({
          query: GetDownloadUrlDocument,
          variables: { filePath: fileId, studyId },
          fetchPolicy: 'no-cache',
          context: { silentErrors: true },
        });
        return data?.getDownloadURL ?? null;
      } catch (error) {
        const kind = classifyError(error);
        const notFound = kind.kind === 'other' && kind.code === 'NOT_FOUND';
        enqueueSnackbar(notFound ? t('noData') : t('downloadFailed'), {
          variant: notFound ? 'warning' : 'error',
        });
        return null;
      }
    },
    [client, enqueueSnackbar, studyId, t],
  );

  const open = useCallback(
    async (file: { id: string; name: string; size: number }, mode: 'view' | 'download') => {
      const url = await signedUrl(file.id);
      if (!url) return;
      const previewable =
        (PREVIEW_EXTENSIONS as readonly string[]).includes(extensionOf(file.name)) ||
        viewableArchive(file);
      if (mode === 'view' && previewable) {
        setViewed({ name: file.name, url });
        return;
      }
      const link = document.createElement('a');
      link.href = url;
      link.download = file.name;
      document.body.append(link);
      link.click();
      link.remove();
    },
    [signedUrl],
  );

  return { open, signedUrl, viewed, closeViewer: () => setViewed(null) };
}
