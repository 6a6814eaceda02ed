import EventNoteIcon from '@mui/icons-material/EventNote';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A tab with nothing to show yet (no appointments, no studies): says so in its place. */
export function LaterTab({ message }: { message: string }) {
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, textAlign: 'center' }} role="status">
      <EventNoteIcon color="disabled" sx={{ fontSize: 48 }} />
      <Typography color="text.secondary">{message}</Typography>
    </Stack>
  );
}
