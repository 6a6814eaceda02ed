import { describe, expect, it } from 'vitest';
import {
  clampCrop,
  drawStamp,
  fitInside,
  INITIAL_CROP,
  jpegFileName,
  stampOutputSize,
} from './stamp-crop';

describe('stamp crop', () => {
  it('keeps the image’s proportions, at most 1024 px a side, never enlarged', () => {
    expect(stampOutputSize({ width: 4000, height: 3000 })).toEqual({ width: 1024, height: 768 });
    expect(stampOutputSize({ width: 800, height: 2000 })).toEqual({ width: 410, height: 1024 });
    expect(stampOutputSize({ width: 500, height: 200 })).toEqual({ width: 500, height: 200 });
    expect(fitInside({ width: 3000, height: 10 }, { width: 480, height: 280 })).toEqual({
      width: 480,
      height: 2,
    });
    expect(fitInside({ width: 300, height: 150 }, { width: 480, height: 280 })).toEqual({
      width: 300,
      height: 150,
    });
    expect(
      fitInside({ width: 300, height: 150 }, { width: 480, height: 280 }, { enlarge: true }),
    ).toEqual({ width: 480, height: 240 });
  });

  it('holds zoom to 0.1–2, rotation to −90..90 and the image within reach', () => {
    expect(clampCrop({ zoom: 5, rotation: -120, offsetX: 3, offsetY: -3 })).toEqual({
      zoom: 2,
      rotation: -90,
      offsetX: 1,
      offsetY: -1,
    });
    expect(clampCrop({ ...INITIAL_CROP, zoom: 0 }).zoom).toBe(0.1);
  });

  it('names the upload as a JPEG', () => {
    expect(jpegFileName('pieczątka.PNG')).toBe('pieczątka.jpg');
    expect(jpegFileName('.png')).toBe('stamp.jpg');
  });

  it('draws on white paper, moved, turned and zoomed about the frame’s centre', () => {
    const calls: string[] = [];
    const target: Record<string, unknown> = {};
    const context = new Proxy(target, {
      get: (target, name: string) =>
        name in target
          ? target[name]
          : (...args: unknown[]) => calls.push(`${name}(${args.join(',')})`),
      set: (target, name: string, value) => {
        target[name] = value;
        return true;
      },
    }) as unknown as CanvasRenderingContext2D;
    const image = {} as CanvasImageSource;
    drawStamp(
      context,
      image,
      { width: 2000, height: 1000 },
      { width: 1000, height: 500 },
      { zoom: 2, rotation: 90, offsetX: 0.1, offsetY: -0.2 },
    );
    expect(context.fillStyle).toBe('#ffffff');
    expect(calls).toEqual([
      'save()',
      'fillRect(0,0,1000,500)',
      'translate(600,150)',
      `rotate(${Math.PI / 2})`,
      'scale(1,1)',
      'drawImage([object Object],-1000,-500)',
      'restore()',
    ]);
  });
});
