import { useApolloClient } from '@apollo/client/react';
import { PREVIEW_EXTENSIONS } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GetDownloadUrlDocument } from '../../../../__generated__/graphql';
import { classifyError } from '../../../../shared/api/classify-error';
import { extensionOf } from '../../../../shared/files/drop-rules';

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
    async (file: { id: string; name: string }, mode: 'view' | 'download') => {
      const url = await signedUrl(file.id);
      if (!url) return;
      const previewable = (PREVIEW_EXTENSIONS as readonly string[]).includes(
        extensionOf(file.name),
      );
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

  return { open, viewed, closeViewer: () => setViewed(null) };
}
