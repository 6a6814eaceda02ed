import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createPortalTheme } from '../../../../shared/theme/theme';
import { BOOKING_VARIANTS, bookingColors } from './booking-colors';

const { palette } = createPortalTheme('pl');

/** WCAG AA for normal text, which axe's color-contrast rule checks (jsdom cannot measure it). */
const MIN_TEXT_CONTRAST = 4.5;

describe('bookingColors', () => {
  it.each(
    BOOKING_VARIANTS.flatMap((variant) => [[variant, false] as const, [variant, true] as const]),
  )('keeps the text of %s (past: %s) readable on every colour behind it', (variant, past) => {
    const { background, stripe, text } = bookingColors(palette, variant, past);
    expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(getContrastRatio(text, stripe)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
  });

  it('gives 3D studies, other appointments, breaks and holds different looks', () => {
    const looks = BOOKING_VARIANTS.map((variant) => {
      const { background, border } = bookingColors(palette, variant, false);
      return `${background} ${border}`;
    });
    expect(new Set(looks).size).toBe(BOOKING_VARIANTS.length);
  });

  it('makes past bookings lighter', () => {
    for (const variant of BOOKING_VARIANTS) {
      const now = bookingColors(palette, variant, false);
      const past = bookingColors(palette, variant, true);
      expect(getContrastRatio(past.text, '#fff')).toBeLessThan(getContrastRatio(now.text, '#fff'));
    }
  });
});
