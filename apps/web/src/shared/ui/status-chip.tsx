import Chip from '@mui/material/Chip';

/** What a state means to the reader: still to do, done, nothing more to do. */
export type StatusTone = 'open' | 'done' | 'neutral';

/**
 * The dark shades keep a small label's contrast (WCAG AA) on white and on a tinted table row,
 * where the palette's main shades of info and success do not.
 */
const COLORS: Record<StatusTone, string> = {
  open: 'info.dark',
  done: 'success.dark',
  neutral: 'text.secondary',
};

/** A record's state in words, as a small outlined chip (visits, complaints). */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ color: COLORS[tone], borderColor: COLORS[tone] }}
    />
  );
}
