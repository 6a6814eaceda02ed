import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classifyError } from '../../../../shared/api/classify-error';
import type { SettingsTablet } from './use-settings-tablets';

interface ActionMessages {
  /** Key of the success notice, given the tablet's `name`. */
  done: string;
  /** Key of the failure notice; the server's reason follows it when it gave one. */
  failed: string;
}

/**
 * A tablet action that runs only once the user confirmed it in a dialog (delete, unpair): which
 * tablet is asked about, and running the action with its success or failure notice. Either way
 * the dialog closes.
 */
export function useConfirmedTabletAction<Result>(
  run: (tablet: SettingsTablet) => Promise<Result>,
  messages: ActionMessages,
  onDone?: (result: Result) => void,
) {
  const { t } = useTranslation('tablets');
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<SettingsTablet | null>(null);

  const confirm = async (tablet: SettingsTablet) => {
    try {
      const result = await run(tablet);
      setAsked(null);
      enqueueSnackbar(t(messages.done, { name: tablet.name }), { variant: 'success' });
      onDone?.(result);
    } catch (error) {
      const kind = classifyError(error);
      const reason = kind.kind === 'other' ? ` ${kind.message}` : '';
      enqueueSnackbar(`${t(messages.failed)}${reason}`, { variant: 'error' });
      setAsked(null);
    }
  };

  return {
    asked,
    ask: setAsked,
    confirm: () => (asked ? confirm(asked) : undefined),
    cancel: () => setAsked(null),
  };
}
