import type { PixelFormat } from '../dicom-image';

/**
 * Decodes one RLE Lossless frame (PS3.5 Annex G) of grayscale samples into little-endian sample
 * bytes. The frame starts with a 64-byte header: the number of segments and where each starts;
 * segment 0 holds the most significant byte of every sample, the next one the following byte.
 * Each segment is PackBits: n ≥ 0 copies the next n + 1 bytes, -127 ≤ n ≤ -1 repeats the next
 * byte 1 - n times, -128 does nothing. Short for one module of its own: no library needed.
 */
export function decodeRle(encoded: Uint8Array, format: PixelFormat): Uint8Array {
  const view = new DataView(encoded.buffer, encoded.byteOffset, encoded.byteLength);
  const segments = view.getUint32(0, true);
  const bytesPerSample = format.bitsAllocated / 8;
  if (segments !== bytesPerSample) throw new Error(`RLE: ${segments} segments`);
  const pixels = format.rows * format.columns;
  const out = new Uint8Array(pixels * bytesPerSample);

  for (let segment = 0; segment < segments; segment++) {
    const start = view.getUint32(4 + 4 * segment, true);
    const end = segment + 1 < segments ? view.getUint32(8 + 4 * segment, true) : encoded.length;
    let read = start;
    let written = 0;
    let at = bytesPerSample - 1 - segment;
    while (read < end && written < pixels) {
      const header = (encoded[read++]! << 24) >> 24;
      if (header >= 0) {
        for (let k = 0; k <= header && written < pixels; k++, written++, at += bytesPerSample)
          out[at] = encoded[read++]!;
      } else if (header > -128) {
        const value = encoded[read++]!;
        for (let k = 0; k < 1 - header && written < pixels; k++, written++, at += bytesPerSample)
          out[at] = value;
      }
    }
  }
  return out;
}
