import { describe, expect, it } from 'vitest';
import { inkLength, isSigned, MIN_SIGNATURE_LENGTH } from './signature-strokes';

describe('signature strokes', () => {
  it('measures the ink of all strokes', () => {
    const strokes = [
      [
        { x: 0, y: 0 },
        { x: 0.3, y: 0.4 },
      ],
      [
        { x: 0.5, y: 0.1 },
        { x: 0.5, y: 0.2 },
      ],
    ];
    expect(inkLength(strokes)).toBeCloseTo(0.6);
  });

  it('does not count a tap (a single point) as a signature', () => {
    expect(isSigned([[{ x: 0.2, y: 0.1 }]])).toBe(false);
    expect(isSigned([])).toBe(false);
  });

  it('counts a stroke as long as the minimum as a signature', () => {
    const stroke = [
      { x: 0.1, y: 0.1 },
      { x: 0.1 + MIN_SIGNATURE_LENGTH, y: 0.1 },
    ];
    expect(isSigned([stroke])).toBe(true);
  });
});
