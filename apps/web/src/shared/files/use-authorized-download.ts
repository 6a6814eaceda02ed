import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../auth/use-session';
import { fetchFile } from './fetch-file';

/** Hands a downloaded file to the browser under `name`. */
function saveAs(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Downloads a file the API serves to signed-in users (a referral's print, a list's CSV): fetched
 * with the bearer token, the role acted as and the language, then saved under `name`. Failures
 * are said as the file downloads say them (spec part 2 §8).
 */
export function useAuthorizedDownload() {
  const { t, i18n } = useTranslation('files');
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [downloading, setDownloading] = useState(false);

  const download = useCallback(
    async (url: string, name: string) => {
      if (!session) return;
      const headers: Record<string, string> = {
        Authorization: `Bearer ${session.token}`,
        'X-Current-Role': session.currentRole,
        'Accept-Language': isLang(i18n.language) ? i18n.language : 'pl',
      };
      setDownloading(true);
      try {
        const result = await fetchFile(url, (input, init) => fetch(input, { ...init, headers }));
        if (result.ok) saveAs(result.blob, name);
        else if (result.reason === 'notFound') enqueueSnackbar(t('noData'), { variant: 'warning' });
        else if (result.reason === 'corrupted')
          enqueueSnackbar(t('corrupted'), { variant: 'error' });
        else enqueueSnackbar(t('downloadFailed', { detail: result.detail }), { variant: 'error' });
      } finally {
        setDownloading(false);
      }
    },
    [session, i18n.language, enqueueSnackbar, t],
  );

  return { download, downloading };
}
