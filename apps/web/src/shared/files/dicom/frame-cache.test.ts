import { describe, expect, it, vi } from 'vitest';
import { FrameCache } from './frame-cache';
import { parseDicom } from './parse-dicom';
import { syntheticDicom } from './testing/synthetic-dicom';

describe('FrameCache', () => {
  const frames = parseDicom(syntheticDicom({ rows: 2, columns: 2, frames: 4 }));

  it('decodes a frame once and tells its range', async () => {
    const decode = vi.fn(() => Promise.resolve(new Uint16Array([3, 9, 1, 4])));
    const cache = new FrameCache(decode, 2);
    const first = await cache.get(frames[0]!);
    expect(first.range).toEqual({ min: 1, max: 9 });
    expect(await cache.get(frames[0]!)).toBe(first);
    expect(decode).toHaveBeenCalledTimes(1);
  });

  it('drops the frame shown longest ago', async () => {
    const decode = vi.fn(() => Promise.resolve(new Uint16Array(4)));
    const cache = new FrameCache(decode, 2);
    await cache.get(frames[0]!);
    await cache.get(frames[1]!);
    await cache.get(frames[0]!);
    await cache.get(frames[2]!);
    await cache.get(frames[0]!);
    expect(decode).toHaveBeenCalledTimes(3);
    await cache.get(frames[1]!);
    expect(decode).toHaveBeenCalledTimes(4);
  });

  it('tries a failed frame again', async () => {
    const decode = vi
      .fn<() => Promise<Uint16Array>>()
      .mockRejectedValueOnce(new Error('broken'))
      .mockResolvedValue(new Uint16Array(4));
    const cache = new FrameCache(decode);
    await expect(cache.get(frames[3]!)).rejects.toThrow('broken');
    await expect(cache.get(frames[3]!)).resolves.toMatchObject({ range: { min: 0, max: 0 } });
  });
});
