import type { PixelFormat } from '../dicom-image';

/**
 * JPEG Lossless (Process 14, the usual compression of dental and CBCT archives), with the
 * maintained pure-JavaScript decoder of the Cornerstone project, fetched the first time a file
 * needs it.
 */
export async function decodeJpegLossless(
  encoded: Uint8Array,
  format: PixelFormat,
): Promise<Uint8Array> {
  const { Decoder } = await import('@cornerstonejs/jpeg-lossless-decoder-js');
  const samples = new Decoder().decode(
    encoded.buffer as ArrayBuffer,
    encoded.byteOffset,
    encoded.byteLength,
    format.bitsAllocated / 8,
  );
  return new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength);
}
