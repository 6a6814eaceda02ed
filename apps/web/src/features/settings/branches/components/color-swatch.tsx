import Box from '@mui/material/Box';

/** A branch's colour as a dot; decorative, the name says which branch it is. */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 16,
        height: 16,
        borderRadius: '50%',
        bgcolor: color,
        border: 1,
        borderColor: 'divider',
        flexShrink: 0,
      }}
    />
  );
}
