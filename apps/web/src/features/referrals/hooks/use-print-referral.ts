import { isLang } from '@portal/domain';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/auth/use-session';
import { fetchFile } from '../../../shared/files/fetch-file';
import { printFileName } from '../components/names';

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
 * The referral's print (spec part 2 §7): GET /prints/referal/{id} with the bearer token, the role
 * acted as and the language, saved as 'skierowanie-first-last.pdf'. Failures are said as the
 * file downloads say them (part 2 §8).
 */
export function usePrintReferral() {
  const { t, i18n } = useTranslation('files');
  const session = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const [printing, setPrinting] = useState(false);

  const print = useCallback(
    async (referral: {
      id: string;
      patient: { contact: { firstName: string; lastName: string } };
    }) => {
      if (!session) return;
      const headers: Record<string, string> = {
        Authorization: `Bearer ${session.token}`,
        'X-Current-Role': session.currentRole,
        'Accept-Language': isLang(i18n.language) ? i18n.language : 'pl',
      };
      setPrinting(true);
      try {
        const result = await fetchFile(
          `/prints/referal/${encodeURIComponent(referral.id)}`,
          (input, init) => fetch(input, { ...init, headers }),
        );
        if (result.ok) saveAs(result.blob, printFileName(referral.patient.contact));
        else if (result.reason === 'notFound') enqueueSnackbar(t('noData'), { variant: 'warning' });
        else if (result.reason === 'corrupted')
          enqueueSnackbar(t('corrupted'), { variant: 'error' });
        else enqueueSnackbar(t('downloadFailed', { detail: result.detail }), { variant: 'error' });
      } finally {
        setPrinting(false);
      }
    },
    [session, i18n.language, enqueueSnackbar, t],
  );

  return { print, printing };
}
