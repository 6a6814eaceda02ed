import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../shared/api/failure-message';

interface Options {
  /** The form's `showServerErrors`: puts field refusals under their fields. */
  showServerErrors: (error: unknown) => string[] | null;
  /** Sets the form's proof of work ('' while there is none). */
  setProof: (payload: string) => void;
}

/** The server's field paths are the input's (`signupData.login`) or the field's own (`login`). */
export const signupFieldOf = (path: string) => path.replace(/^signupData\./, '');

/**
 * What the two signup forms share around sending: the proof-of-work round (a solution is spent by
 * each request, so a refused one asks for a new challenge), whether the form has been touched
 * (the widget starts then), and the refusal that belongs to no field (too many attempts, a
 * missing proof of work, the connection), shown above the form.
 */
export function useSignupSubmit({ showServerErrors, setProof }: Options) {
  const { t } = useTranslation('account');
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [engaged, setEngaged] = useState(false);

  const solved = useCallback((payload: string | null) => setProof(payload ?? ''), [setProof]);

  const send = async (request: () => Promise<void>) => {
    setFailure(null);
    try {
      await request();
    } catch (error) {
      const unplaced = showServerErrors(error);
      if (unplaced === null) setFailure(failureMessage(error, (key) => t(key)));
      else if (unplaced.length > 0) setFailure(unplaced.join(' '));
      setProof('');
      setRound((current) => current + 1);
    }
  };

  return { failure, round, engaged, engage: () => setEngaged(true), solved, send };
}
