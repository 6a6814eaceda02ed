import { describe, expect, it } from 'vitest';
import { fullWindow, presetWindow, presetsFor } from './window-presets';

describe('window presets', () => {
  it('spans every value after the rescale, a negative slope too', () => {
    expect(fullWindow({ min: 0, max: 4095 }, 1, -1024)).toEqual({ center: 1024, width: 4096 });
    expect(fullWindow({ min: 0, max: 99 }, -1, 0)).toEqual({ center: -49, width: 100 });
    expect(fullWindow({ min: 5, max: 5 }, 1, 0).width).toBe(1);
  });

  it("offers the file's window when it has one and CT windows only for CT", () => {
    expect(presetsFor(true, 'CT')).toEqual(['file', 'full', 'softTissue', 'bone', 'lung', 'brain']);
    expect(presetsFor(false, 'PX')).toEqual(['full']);
  });

  it('falls back to the full range when the file suggests no window', () => {
    const full = { center: 1, width: 2 };
    expect(presetWindow('file', null, full)).toBe(full);
    expect(presetWindow('bone', null, full)).toEqual({ center: 300, width: 1500 });
  });
});
