import { inflateSync } from 'node:zlib';
import { SIGNATURE_DATA_URL_PREFIX, SIGNATURE_MAX_BYTES } from '@portal/domain';
import { detectKind } from '../files/file-kind.js';

/** Largest signature image side accepted: a signature pad on a high-density tablet screen. */
export const SIGNATURE_MAX_SIDE_PX = 2048;

/** Channels of the 8-bit PNG colour types a canvas produces: grey, RGB, grey+alpha, RGBA. */
const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 4: 2, 6: 4 };
const PNG_SIGNATURE_BYTES = 8;

export type SignatureCheck =
  | { ok: true; png: Buffer; width: number; height: number }
  | { ok: false; reason: 'signatureInvalid' | 'signatureTooLarge' };

/**
 * The kiosk's signature, a PNG data URL (its shape already checked by ZSignatureDataUrl), decoded
 * and checked by its bytes: the PNG magic number, then the whole image structure, including
 * inflating the pixel data. The PDF library decodes the image in a callback where a corrupt one
 * would throw outside any request, so nothing reaches it unless it decodes cleanly here.
 */
export function decodeSignature(dataUrl: string): SignatureCheck {
  const png = Buffer.from(dataUrl.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
  if (png.length > SIGNATURE_MAX_BYTES) return { ok: false, reason: 'signatureTooLarge' };
  if (detectKind(png) !== 'png') return { ok: false, reason: 'signatureInvalid' };
  try {
    const image = readPng(png);
    return image ? { ok: true, png, ...image } : { ok: false, reason: 'signatureInvalid' };
  } catch {
    return { ok: false, reason: 'signatureInvalid' };
  }
}

interface Header {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlace: number;
}

/** Walks the chunks; null for anything but a complete, non-interlaced 8-bit grey/RGB(A) PNG. */
function readPng(png: Buffer): { width: number; height: number } | null {
  let offset = PNG_SIGNATURE_BYTES;
  let header: Header | null = null;
  const data: Buffer[] = [];
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (body.length !== length) return null;
    offset += 12 + length;
    if (!header && type !== 'IHDR') return null;
    if (type === 'IHDR') header = readHeader(body);
    else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') return header && pixelsDecode(header, data) ? header : null;
  }
  return null;
}

function readHeader(body: Buffer): Header | null {
  if (body.length !== 13) return null;
  return {
    width: body.readUInt32BE(0),
    height: body.readUInt32BE(4),
    bitDepth: body[8]!,
    colorType: body[9]!,
    interlace: body[12]!,
  };
}

/** The pixel data inflates to exactly one filter byte (0–4) and one row per line. */
function pixelsDecode(header: Header, data: Buffer[]): boolean {
  const { width, height, bitDepth, colorType, interlace } = header;
  const channels = CHANNELS[colorType];
  if (!channels || bitDepth !== 8 || interlace !== 0) return false;
  if (width < 1 || height < 1 || width > SIGNATURE_MAX_SIDE_PX || height > SIGNATURE_MAX_SIDE_PX)
    return false;
  const rowBytes = 1 + width * channels;
  const expected = rowBytes * height;
  const pixels = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  if (pixels.length !== expected) return false;
  for (let row = 0; row < height; row++) if (pixels[row * rowBytes]! > 4) return false;
  return true;
}
