import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { classifyError } from '../../../shared/api/classify-error';
import { RemoveConfirmDialog } from '../../../shared/ui/remove-confirm-dialog';

/** What a delete did: master data that records still name is deactivated instead (ADR 0030). */
export type DeleteOutcome = 'deleted' | 'deactivated';

interface Options<Row> {
  /** The row as the remove confirmation names it ('filię Kraków'). */
  subjectOf: (row: Row) => string;
  remove: (row: Row) => Promise<DeleteOutcome>;
  /** The notice after it; a deactivation is a warning that stays longer, so nobody thinks it gone. */
  noticeOf: (row: Row, outcome: DeleteOutcome) => string;
  /** The start of the failure notice; the server's reason follows when it gave one. */
  failure: string;
}

/**
 * A settings row deleted after the remove confirmation, with the notice of what happened.
 * `ask(row)` opens the confirmation; `dialog` is rendered by the page.
 */
export function useConfirmedDelete<Row>({ subjectOf, remove, noticeOf, failure }: Options<Row>) {
  const { enqueueSnackbar } = useSnackbar();
  const [asked, setAsked] = useState<Row | null>(null);

  const confirm = async () => {
    if (asked === null) return;
    try {
      const outcome = await remove(asked);
      enqueueSnackbar(
        noticeOf(asked, outcome),
        outcome === 'deleted'
          ? { variant: 'success' }
          : { variant: 'warning', autoHideDuration: 10_000 },
      );
    } catch (error) {
      const kind = classifyError(error);
      const reason = kind.kind === 'other' ? ` ${kind.message}` : '';
      enqueueSnackbar(`${failure}${reason}`, { variant: 'error' });
    }
    setAsked(null);
  };

  return {
    ask: setAsked,
    dialog: (
      <RemoveConfirmDialog
        open={asked !== null}
        subject={asked === null ? '' : subjectOf(asked)}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    ),
  };
}
