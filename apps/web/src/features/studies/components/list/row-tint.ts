import { alpha, type Theme } from '@mui/material/styles';
import type { StudyStatus } from '@portal/domain';

/**
 * Light enough that body text, the green links (primary.dark) and the red deadline (error.dark)
 * keep a 4.5:1 contrast on it; hovering darkens it a little instead of replacing it with grey.
 */
const TINT = 0.1;
const TINT_HOVER = 0.14;

/**
 * Yellow for paid rows: the theme's warning is a dark amber (for text contrast), which at a tenth
 * looks as pink as the draft rows' red. A yellow needs a stronger tint to show on white.
 */
const PAID_YELLOW = '#facc15';
const PAID_TINT = 0.2;
const PAID_TINT_HOVER = 0.28;

/** The spec's tinted statuses (part 2 §2): paid yellowish, draft reddish; performed plain. */
const TINTED: Partial<Record<StudyStatus, (theme: Theme) => string>> = {
  Paid: () => PAID_YELLOW,
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
  const [tint, hover] = status === 'Paid' ? [PAID_TINT, PAID_TINT_HOVER] : [TINT, TINT_HOVER];
  return (theme: Theme) => ({
    backgroundColor: alpha(color(theme), tint),
    '&.MuiTableRow-hover:hover': { backgroundColor: alpha(color(theme), hover) },
  });
}
