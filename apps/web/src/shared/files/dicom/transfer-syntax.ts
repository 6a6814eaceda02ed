/**
 * How a DICOM file's pixels are stored (its Transfer Syntax UID, PS3.5 §10 and Annex A), reduced
 * to the decoders this viewer has. Each compressed family loads its decoder only when a file needs
 * it, so the common uncompressed files never download a codec.
 */
export type PixelEncoding =
  'native' | 'rle' | 'jpegLossless' | 'jpegBaseline' | 'jpegLs' | 'jpeg2000' | 'unsupported';

/** Implicit VR Little Endian: the default when a file names no transfer syntax. */
export const IMPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2';
export const EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1';
export const DEFLATED_EXPLICIT_VR_LITTLE_ENDIAN = '1.2.840.10008.1.2.1.99';
/** Retired, but still met in old archives; its 16-bit pixels need their bytes swapped. */
export const EXPLICIT_VR_BIG_ENDIAN = '1.2.840.10008.1.2.2';
export const RLE_LOSSLESS = '1.2.840.10008.1.2.5';

const ENCODINGS: Readonly<Record<string, PixelEncoding>> = {
  [IMPLICIT_VR_LITTLE_ENDIAN]: 'native',
  [EXPLICIT_VR_LITTLE_ENDIAN]: 'native',
  [DEFLATED_EXPLICIT_VR_LITTLE_ENDIAN]: 'native',
  [EXPLICIT_VR_BIG_ENDIAN]: 'native',
  [RLE_LOSSLESS]: 'rle',
  // JPEG Baseline (Process 1): 8-bit, which the browser's own JPEG decoder reads.
  '1.2.840.10008.1.2.4.50': 'jpegBaseline',
  // JPEG Lossless, Non-Hierarchical (Process 14) and its first-order prediction (SV1).
  '1.2.840.10008.1.2.4.57': 'jpegLossless',
  '1.2.840.10008.1.2.4.70': 'jpegLossless',
  '1.2.840.10008.1.2.4.80': 'jpegLs',
  '1.2.840.10008.1.2.4.81': 'jpegLs',
  '1.2.840.10008.1.2.4.90': 'jpeg2000',
  '1.2.840.10008.1.2.4.91': 'jpeg2000',
  // High-Throughput JPEG 2000 (…4.201–203) is left out: not tried with this OpenJPEG build.
};

export function pixelEncodingOf(transferSyntax: string): PixelEncoding {
  return ENCODINGS[transferSyntax] ?? 'unsupported';
}
