import { useSnackbar } from 'notistack';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directoryPicker } from './directory-picker';
import { extractZip } from './extract-zip';

export interface ExtractionState {
  name: string;
  files: number;
  bytesRead: number;
  /** The archive's size when the server said it (Content-Length). */
  total: number | null;
}

/**
 * 'Rozpakuj do folderu' (spec part 2 §7): the user picks a folder first (the picker needs the
 * click's user activation), then the archive is fetched from its signed URL and unpacked into
 * it as it arrives, with progress and a cancel; 'Pliki zostały pomyślnie rozpakowane' at the end.
 * `available` is false outside Chromium: the caller offers a plain download and says why.
 */
export function useZipExtraction() {
  const { t } = useTranslation('files');
  const { enqueueSnackbar } = useSnackbar();
  const [state, setState] = useState<ExtractionState | null>(null);
  const controller = useRef<AbortController | null>(null);
  const picker = directoryPicker();

  const extract = useCallback(
    async (name: string, signedUrl: () => Promise<string | null>) => {
      if (!picker) return;
      let folder: FileSystemDirectoryHandle;
      try {
        folder = await picker({ id: 'study-archive', mode: 'readwrite' });
      } catch {
        return; // The user closed the picker.
      }
      const url = await signedUrl();
      if (!url) return;
      const abort = new AbortController();
      controller.current = abort;
      try {
        const response = await fetch(url, { signal: abort.signal, cache: 'no-store' });
        if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
        const length = Number(response.headers.get('content-length'));
        const total = Number.isFinite(length) && length > 0 ? length : null;
        setState({ name, files: 0, bytesRead: 0, total });
        const result = await extractZip(
          response.body,
          folder,
          (progress) => setState({ name, total, ...progress }),
          abort.signal,
        );
        enqueueSnackbar(t('extract.done'), { variant: 'success' });
        if (result.skipped > 0) {
          enqueueSnackbar(t('extract.skipped', { count: result.skipped }), { variant: 'warning' });
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          const detail = error instanceof Error ? error.message : String(error);
          enqueueSnackbar(t('extract.failed', { detail }), { variant: 'error' });
        }
      } finally {
        controller.current = null;
        setState(null);
      }
    },
    [enqueueSnackbar, picker, t],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);

  return { available: picker !== null, extract, state, cancel };
}
