import type { FileKind } from '@portal/domain';

/** Bytes to read from the start of a file to tell its kind: DICOM's marker ends at 132. */
export const KIND_HEADER_BYTES = 132;

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** Sizes of the BMP info headers that exist (BITMAPCOREHEADER … BITMAPV5HEADER). */
const BMP_INFO_HEADER_SIZES = new Set([12, 40, 52, 56, 64, 108, 124]);

/**
 * The kind of a file told by its first bytes (magic numbers), or null for anything not on the
 * allow-list. The name and the type the browser claimed play no part: an `.exe` renamed `.png`
 * is null.
 */
export function detectKind(header: Buffer): FileKind | null {
  if (startsWith(header, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(header, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(header, ascii('RIFF')) && startsWith(header, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(header, ascii('%PDF-'))) return 'pdf';
  // Local file header; an empty archive starts with the end-of-directory record instead.
  if (startsWith(header, [0x50, 0x4b, 0x03, 0x04]) || startsWith(header, [0x50, 0x4b, 0x05, 0x06]))
    return 'zip';
  // Gzip with its one compression method, deflate.
  if (startsWith(header, [0x1f, 0x8b, 0x08])) return 'gzip';
  // RAR 1.5–4 and RAR 5.
  if (startsWith(header, [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07])) return 'rar';
  // DICOM Part 10: a 128-byte preamble, then "DICM".
  if (startsWith(header, ascii('DICM'), 128)) return 'dcm';
  // "BM" alone is too common in text; the info header size must be a real one too.
  if (startsWith(header, ascii('BM')) && header.length >= 18) {
    if (BMP_INFO_HEADER_SIZES.has(header.readUInt32LE(14))) return 'bmp';
  }
  return null;
}
