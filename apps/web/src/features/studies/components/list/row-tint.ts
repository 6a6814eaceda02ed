import { alpha, type Theme } from '@mui/material/styles';
import type { StudyStatus } from '@portal/domain';

/**
 * Light enough that body text, the green links (primary.dark) and the red deadline (error.dark)
 * keep a 4.5:1 contrast on it; hovering darkens it a little instead of replacing it with grey.
 */
const TINT = 0.1;
const TINT_HOVER = 0.14;

/** The spec's tinted statuses (part 2 §2): paid yellowish, draft reddish; performed plain. */
const TINTED: Partial<Record<StudyStatus, (theme: Theme) => string>> = {
  Paid: (theme) => theme.palette.warning.main,
  Draft: (theme) => theme.palette.error.main,
};

/**
 * The row's background, from the theme's palette: by status, else bluish for a study a doctor
 * does not lead (`notLed`; spec part 2 §2). The status column says the same in words, so the
 * tint is never the only cue.
 */
export function rowTint(status: StudyStatus, notLed = false) {
  const color = TINTED[status] ?? (notLed ? (theme: Theme) => theme.palette.info.main : undefined);
  if (!color) return undefined;
  return (theme: Theme) => ({
    backgroundColor: alpha(color(theme), TINT),
    '&.MuiTableRow-hover:hover': { backgroundColor: alpha(color(theme), TINT_HOVER) },
  });
}
