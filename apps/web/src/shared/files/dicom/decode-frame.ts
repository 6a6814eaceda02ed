import { decodeJpegBaseline } from './codecs/jpeg-baseline';
import { decodeJpegLossless } from './codecs/jpeg-lossless';
import { decodeRle } from './codecs/rle';
import { decodeJpeg2000, decodeJpegLs } from './codecs/wasm-codecs';
import { DicomError } from './dicom-error';
import type { DicomFrame, PixelFormat, StoredPixels } from './dicom-image';
import { storedValues } from './stored-values';

/** Decodes one frame to its stored values; compressed ones with the codec their syntax names. */
export async function decodeFrame(frame: DicomFrame): Promise<StoredPixels> {
  const bytes = frame.readFrame();
  const { format } = frame;
  switch (frame.encoding) {
    case 'native':
      return storedValues(bytes, format);
    case 'rle':
      return storedValues(decodeRle(bytes, format), format);
    case 'jpegLossless':
      return storedValues(widen(await decodeJpegLossless(bytes, format), format), format);
    case 'jpegBaseline':
      return storedValues(widen(await decodeJpegBaseline(bytes, format), format), format);
    case 'jpegLs':
      return storedValues(widen(await decodeJpegLs(bytes, format), format), format);
    case 'jpeg2000':
      return storedValues(widen(await decodeJpeg2000(bytes, format), format), format);
    case 'unsupported':
      throw new DicomError('unsupported');
  }
}

/**
 * A codec returns as many bytes per sample as the codestream's precision needs; an 8-bit
 * codestream in a 16-bit frame becomes 16-bit samples, so one layout reaches `storedValues`.
 */
export function widen(samples: Uint8Array, format: PixelFormat): Uint8Array {
  const pixels = format.rows * format.columns;
  if (format.bitsAllocated === 8 || samples.length >= pixels * 2) return samples;
  const wide = new Uint8Array(pixels * 2);
  for (let i = 0; i < pixels; i++) wide[i * 2] = samples[i]!;
  return wide;
}
