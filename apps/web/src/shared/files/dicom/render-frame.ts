import type { PixelFormat, StoredPixels, VoiWindow } from './dicom-image';

/** The smallest and largest stored value of a frame. */
export interface StoredRange {
  min: number;
  max: number;
}

export function storedRange(values: StoredPixels): StoredRange {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < values.length; i++) {
    const value = values[i]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  return values.length === 0 ? { min: 0, max: 0 } : { min, max };
}

/** What turns stored values into grey: the modality rescale, then the window (VOI), then the photometric sense. */
export interface Rendering {
  format: Pick<PixelFormat, 'inverted'>;
  slope: number;
  intercept: number;
  window: VoiWindow;
}

/**
 * The linear VOI function of PS3.3 C.11.2.1.2.1, to 0…255: values at or below the window's
 * bottom are black, above its top white, and in between a straight line.
 */
export function windowed(value: number, { center, width }: VoiWindow): number {
  const bottom = center - 0.5 - (width - 1) / 2;
  const top = center - 0.5 + (width - 1) / 2;
  if (value <= bottom) return 0;
  if (value > top) return 255;
  return ((value - (center - 0.5)) / (width - 1) + 0.5) * 255;
}

/**
 * Draws a frame into RGBA bytes (an ImageData's `data`). One grey level is worked out per stored
 * value in the frame's range and then looked up per pixel, so dragging the window over a
 * 1024×1024 slice stays within a frame's time: at most 65,536 values, whatever the image size.
 */
export function renderFrame(
  values: StoredPixels,
  range: StoredRange,
  { format, slope, intercept, window }: Rendering,
  out: Uint8ClampedArray,
): void {
  const lut = new Uint8ClampedArray(range.max - range.min + 1);
  const width = Math.max(1, window.width);
  for (let stored = range.min; stored <= range.max; stored++) {
    const grey = Math.round(windowed(stored * slope + intercept, { center: window.center, width }));
    lut[stored - range.min] = format.inverted ? 255 - grey : grey;
  }
  for (let i = 0, j = 0; i < values.length; i++, j += 4) {
    const grey = lut[values[i]! - range.min]!;
    out[j] = grey;
    out[j + 1] = grey;
    out[j + 2] = grey;
    out[j + 3] = 255;
  }
}
