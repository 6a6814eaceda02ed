import { describe, expect, it } from 'vitest';
import { clampPosition, nextPosition } from './grid-navigation';

const BOUNDS = { columns: 3, rows: 56 };
const MIDDLE = { deviceIndex: 1, row: 10 };

describe('nextPosition', () => {
  it.each([
    ['ArrowUp', { deviceIndex: 1, row: 9 }],
    ['ArrowDown', { deviceIndex: 1, row: 11 }],
    ['ArrowLeft', { deviceIndex: 0, row: 10 }],
    ['ArrowRight', { deviceIndex: 2, row: 10 }],
    ['Home', { deviceIndex: 1, row: 0 }],
    ['End', { deviceIndex: 1, row: 55 }],
    ['PageUp', { deviceIndex: 1, row: 6 }],
    ['PageDown', { deviceIndex: 1, row: 14 }],
  ])('%s moves to %o', (key, expected) => {
    expect(nextPosition(key, MIDDLE, BOUNDS)).toEqual(expected);
  });

  it('stops at the edges', () => {
    expect(nextPosition('ArrowUp', { deviceIndex: 0, row: 0 }, BOUNDS)).toEqual({
      deviceIndex: 0,
      row: 0,
    });
    expect(nextPosition('ArrowLeft', { deviceIndex: 0, row: 0 }, BOUNDS)?.deviceIndex).toBe(0);
    expect(nextPosition('ArrowRight', { deviceIndex: 2, row: 0 }, BOUNDS)?.deviceIndex).toBe(2);
    expect(nextPosition('PageDown', { deviceIndex: 0, row: 54 }, BOUNDS)?.row).toBe(55);
  });

  it('ignores other keys', () => {
    expect(nextPosition('Enter', MIDDLE, BOUNDS)).toBeNull();
    expect(nextPosition('m', MIDDLE, BOUNDS)).toBeNull();
  });
});

describe('clampPosition', () => {
  it('keeps a position inside the grid, and the same object when it already is', () => {
    expect(clampPosition(MIDDLE, BOUNDS)).toBe(MIDDLE);
    expect(clampPosition({ deviceIndex: 5, row: 60 }, BOUNDS)).toEqual({
      deviceIndex: 2,
      row: 55,
    });
  });
});
