import { describe, expect, it } from 'vitest';
import { renderFrame, storedRange, windowed, type Rendering } from './render-frame';

describe('windowed (PS3.3 C.11.2.1.2.1)', () => {
  it('is black below the window, white above it and linear in between', () => {
    const window = { center: 40, width: 400 };
    expect(windowed(-161, window)).toBe(0);
    expect(windowed(-160, window)).toBe(0);
    expect(windowed(239.5, window)).toBe(255);
    expect(windowed(240, window)).toBe(255);
    expect(windowed(39.5, window)).toBeCloseTo(127.5);
  });

  it('is a threshold for a width of one', () => {
    expect(windowed(0, { center: 1, width: 1 })).toBe(0);
    expect(windowed(1, { center: 1, width: 1 })).toBe(255);
  });
});

describe('renderFrame', () => {
  const rendering = (overrides: Partial<Rendering>): Rendering => ({
    format: { inverted: false },
    slope: 1,
    intercept: 0,
    window: { center: 128, width: 256 },
    ...overrides,
  });

  it('writes opaque grey RGBA pixels through the window', () => {
    const values = new Uint16Array([0, 128, 255, 1000]);
    const out = new Uint8ClampedArray(16);
    renderFrame(values, storedRange(values), rendering({}), out);
    expect([...out]).toEqual([
      0, 0, 0, 255, 128, 128, 128, 255, 255, 255, 255, 255, 255, 255, 255, 255,
    ]);
  });

  it('applies the rescale before the window, as CT stores values', () => {
    const values = new Int16Array([-1000, 0, 1064]);
    const out = new Uint8ClampedArray(12);
    renderFrame(
      values,
      storedRange(values),
      rendering({ intercept: -1024, window: { center: 40, width: 400 } }),
      out,
    );
    expect([out[0], out[4], out[8]]).toEqual([0, 0, 128]);
  });

  it('shows MONOCHROME1 the other way round', () => {
    const values = new Uint8Array([0, 255]);
    const out = new Uint8ClampedArray(8);
    renderFrame(values, storedRange(values), rendering({ format: { inverted: true } }), out);
    expect([out[0], out[4]]).toEqual([255, 0]);
  });
});

describe('storedRange', () => {
  it('finds the smallest and largest value', () => {
    expect(storedRange(new Int16Array([3, -7, 12, 0]))).toEqual({ min: -7, max: 12 });
  });
});
