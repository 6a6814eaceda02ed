import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';

interface Props {
  /** While the form is being sent: both buttons are disabled and the submit one spins. */
  busy: boolean;
  onCancel: () => void;
  cancelLabel: string;
  submitLabel: string;
  /** The id of the form to submit when the button sits outside it (a dialog's scrolling body). */
  form?: string;
}

/** Cancel and submit at the foot of a form dialog, the same in every one of them. */
export function FormDialogActions({ busy, onCancel, cancelLabel, submitLabel, form }: Props) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button
        type="submit"
        form={form}
        variant="contained"
        disabled={busy}
        startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
