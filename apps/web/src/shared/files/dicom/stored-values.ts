import type { PixelFormat, StoredPixels } from './dicom-image';

/**
 * A frame's little-endian sample bytes as one stored value per pixel. When fewer bits carry the
 * value than are allocated (12 of 16 is common), the unused high bits are cleared, or filled with
 * the sign for signed data, as PS3.5 §8.1.1 allows them to hold anything (overlays, once).
 * The bytes are reused, not copied, when they are aligned for a 16-bit view.
 */
export function storedValues(bytes: Uint8Array, format: PixelFormat): StoredPixels {
  const pixels = format.rows * format.columns;
  const values = typedView(bytes, format, pixels);
  const spare = format.bitsAllocated - format.bitsStored;
  if (spare <= 0) return values;
  if (format.signed) {
    const shift = 32 - format.bitsStored;
    for (let i = 0; i < values.length; i++) values[i] = (values[i]! << shift) >> shift;
  } else {
    const mask = (1 << format.bitsStored) - 1;
    for (let i = 0; i < values.length; i++) values[i] = values[i]! & mask;
  }
  return values;
}

function typedView(bytes: Uint8Array, format: PixelFormat, pixels: number): StoredPixels {
  if (format.bitsAllocated === 8) {
    const view = bytes.subarray(0, pixels);
    return format.signed ? new Int8Array(view.buffer, view.byteOffset, pixels) : view;
  }
  const aligned = bytes.byteOffset % 2 === 0 ? bytes : bytes.slice();
  return format.signed
    ? new Int16Array(aligned.buffer, aligned.byteOffset, pixels)
    : new Uint16Array(aligned.buffer, aligned.byteOffset, pixels);
}
