import { describe, expect, it } from 'vitest';
import { TOAST_COLORS } from './toast-content';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrastWithWhite = (hex: string) => 1.05 / (luminance(hex) + 0.05);

describe('toast colours', () => {
  it.each(Object.entries(TOAST_COLORS))(
    '%s toasts keep white text at 4.5:1 or more (WCAG AA)',
    (_variant, color) => {
      expect(contrastWithWhite(color)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it('measures as WCAG does: notistack’s own success green fails', () => {
    expect(contrastWithWhite('#43a047')).toBeLessThan(4.5);
  });
});
