import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';

interface Props {
  /** While the form is being sent: both buttons are disabled and the submit one spins. */
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The id of the form to submit when the button sits outside it (a dialog's scrolling body). */
  form?: string;
  /** Another way to submit, between cancel and submit ('Zapisz i dodaj kolejne'). */
  extra?: ReactNode;
}

/** Cancel and submit, the same in every form of the portal. */
function CancelAndSubmit({ busy, onCancel, cancelLabel, submitLabel, form, extra }: Props) {
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      {extra}
      <Button
        type="submit"
        form={form}
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </>
  );
}

/** Cancel and submit at the foot of a form dialog. */
export function FormDialogActions(props: Props) {
  return (
    <DialogActions>
      <CancelAndSubmit {...props} />
    </DialogActions>
  );
}

/** Cancel and submit at the end of a form that is a page of its own (the settings forms). */
export function FormPageActions(props: Props) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
      <CancelAndSubmit {...props} />
    </Stack>
  );
}
