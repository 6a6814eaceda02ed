import Alert from '@mui/material/Alert';

/** Why the last submit of a form failed, announced to screen readers; nothing while it has not. */
export function FailureAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert severity="error" role="alert">
      {message}
    </Alert>
  );
}
