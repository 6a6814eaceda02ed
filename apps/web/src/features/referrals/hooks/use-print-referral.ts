import { useCallback } from 'react';
import { useAuthorizedDownload } from '../../../shared/files/use-authorized-download';
import { printFileName } from '../components/names';

/**
 * The referral's print (spec part 2 §7): GET /prints/referal/{id}, saved as
 * 'skierowanie-first-last.pdf'.
 */
export function usePrintReferral() {
  const { download, downloading } = useAuthorizedDownload();
  const print = useCallback(
    (referral: { id: string; patient: { contact: { firstName: string; lastName: string } } }) =>
      download(
        `/prints/referal/${encodeURIComponent(referral.id)}`,
        printFileName(referral.patient.contact),
      ),
    [download],
  );
  return { print, printing: downloading };
}
