import { useMutation } from '@apollo/client/react';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ConfirmUploadDocument,
  PrepareUploadDocument,
  type ConfirmUploadMutation,
  type FileType,
} from '../../__generated__/graphql';
import { uploadWithProgress } from './upload-with-progress';

export type UploadedFile = ConfirmUploadMutation['confirmUpload'];

interface UploadTarget {
  fileType: FileType;
  patientId?: string;
  studyId?: string;
}

/**
 * The upload protocol (spec part 2 §7): prepareUpload → PUT of the bytes to the signed URL →
 * confirmUpload. Progress is kept per file name (0–100) for the dropzone's bars. A failed call is
 * reported by the shared error handler; a failed PUT here. Resolves null when anything failed.
 */
export function useFileUpload() {
  const { t } = useTranslation('files');
  const { enqueueSnackbar } = useSnackbar();
  const [prepareUpload] = useMutation(PrepareUploadDocument);
  const [confirmUpload] = useMutation(ConfirmUploadDocument);
  const [progress, setProgress] = useState<Record<string, number>>({});

  const setPercent = useCallback((name: string, percent: number | null) => {
    setProgress((current) => {
      const { [name]: _previous, ...others } = current;
      return percent === null ? others : { ...others, [name]: percent };
    });
  }, []);

  const upload = useCallback(
    async (file: File, target: UploadTarget): Promise<UploadedFile | null> => {
      setPercent(file.name, 0);
      try {
        const { data: prepared } = await prepareUpload({
          variables: {
            file: {
              ...target,
              fileSizeInBytes: file.size,
              filename: file.name,
              mimetype: file.type,
            },
          },
        });
        const url = prepared?.prepareUpload.uploadSignedURL;
        if (!prepared || !url) return null;
        try {
          await uploadWithProgress(url, file, ({ loaded, total }) =>
            setPercent(file.name, total > 0 ? Math.round((loaded / total) * 100) : 0),
          );
        } catch {
          enqueueSnackbar(t('uploadFailed', { name: file.name }), { variant: 'error' });
          return null;
        }
        const { data: confirmed } = await confirmUpload({
          variables: { fileId: prepared.prepareUpload.fileId },
        });
        return confirmed?.confirmUpload ?? null;
      } catch {
        return null; // The shared error handler has shown the server's message.
      } finally {
        setPercent(file.name, null);
      }
    },
    [confirmUpload, enqueueSnackbar, prepareUpload, setPercent, t],
  );

  return { upload, progress };
}
