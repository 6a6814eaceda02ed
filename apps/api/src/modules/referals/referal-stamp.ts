import { inflateSync } from 'node:zlib';
import { STAMP_MAX_BYTES } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { doctorStamps, files } from '../../db/schema/index.js';
import { ObjectNotFoundError, type Storage } from '../../platform/storage/storage.js';

/**
 * The issuer's stamp image as a referral prints it (spec part 2 §3 Doctor.stampImage): the
 * bytes of the doctor's ready `doctor_stamps` file, if pdfkit can embed them safely.
 *
 * pdfkit embeds PNG and JPEG only (a WebP stamp is printed without its image), and it decodes
 * some PNGs (alpha, palette transparency, interlacing) in a zlib callback where a corrupt image
 * throws outside any request and ends the process. A stamp is an uploaded file whose first bytes
 * alone were checked, so every image is read here first, the way pdfkit will read it.
 */

/** Most pixels of a PNG stamp: a stamp scanned at 600 dpi has about one million. */
const STAMP_MAX_PIXELS = 12_000_000;

/** Channels of each PNG colour type, and the bit depths the format allows for it. */
const PNG_COLOR_TYPES: Readonly<Record<number, { channels: number; depths: readonly number[] }>> = {
  0: { channels: 1, depths: [1, 2, 4, 8, 16] },
  2: { channels: 3, depths: [8, 16] },
  3: { channels: 1, depths: [1, 2, 4, 8] },
  4: { channels: 2, depths: [8, 16] },
  6: { channels: 4, depths: [8, 16] },
};

/** Adam7's passes: first column and row, then the steps between them. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface PngHeader {
  width: number;
  height: number;
  bitDepth: number;
  colorType: number;
  interlaced: boolean;
}

function readPngHeader(body: Buffer): PngHeader | null {
  if (body.length !== 13) return null;
  const header = {
    width: body.readUInt32BE(0),
    height: body.readUInt32BE(4),
    bitDepth: body[8]!,
    colorType: body[9]!,
    interlaced: body[12] === 1,
  };
  const type = PNG_COLOR_TYPES[header.colorType];
  const valid =
    type?.depths.includes(header.bitDepth) &&
    body[10] === 0 &&
    body[11] === 0 &&
    (body[12] === 0 || body[12] === 1) &&
    header.width > 0 &&
    header.height > 0 &&
    header.width * header.height <= STAMP_MAX_PIXELS;
  return valid ? header : null;
}

/** The scanlines of the image (or of each interlace pass): how many, and bytes each. */
function scanlines({ width, height, bitDepth, colorType, interlaced }: PngHeader) {
  const bitsPerPixel = bitDepth * PNG_COLOR_TYPES[colorType]!.channels;
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  return passes
    .map(([x0, y0, dx, dy]) => ({
      rows: Math.max(0, Math.ceil((height - y0) / dy)),
      columns: Math.max(0, Math.ceil((width - x0) / dx)),
    }))
    .filter(({ rows, columns }) => rows > 0 && columns > 0)
    .map(({ rows, columns }) => ({ rows, rowBytes: 1 + Math.ceil((columns * bitsPerPixel) / 8) }));
}

/** The pixel data inflates to exactly its scanlines, each starting with a known filter (0–4). */
function pixelDataIsWhole(header: PngHeader, data: Buffer): boolean {
  const lines = scanlines(header);
  const expected = lines.reduce((sum, { rows, rowBytes }) => sum + rows * rowBytes, 0);
  let pixels: Buffer;
  try {
    pixels = inflateSync(data, { maxOutputLength: expected + 1 });
  } catch {
    return false;
  }
  if (pixels.length !== expected) return false;
  let at = 0;
  for (const { rows, rowBytes } of lines) {
    for (let row = 0; row < rows; row += 1, at += rowBytes) if (pixels[at]! > 4) return false;
  }
  return true;
}

/**
 * Whether pdfkit embeds this PNG without surprises: whole chunks, a valid header, a palette
 * where one is needed, pixel data that inflates to exactly the image. Where pdfkit decodes the
 * pixels itself (png-js), they must also be whole bytes: it cannot split smaller ones.
 */
function pngIsPrintable(png: Buffer): boolean {
  if (!png.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return false;
  let offset = PNG_SIGNATURE.length;
  let header: PngHeader | null = null;
  let palette = false;
  let transparency = false;
  const data: Buffer[] = [];
  while (offset + 12 <= png.length) {
    const length = png.readUInt32BE(offset);
    if (length > png.length - offset - 12) return false;
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    offset += 12 + length;
    if (!header) {
      header = type === 'IHDR' ? readPngHeader(body) : null;
      if (!header) return false;
    } else if (type === 'PLTE') {
      palette = length > 0 && length % 3 === 0 && length <= 768;
    } else if (type === 'tRNS') {
      transparency = true;
    } else if (type === 'IDAT') {
      data.push(body);
    } else if (type === 'IEND') {
      const { colorType, bitDepth, interlaced } = header;
      if (colorType === 3 && !palette) return false;
      const decodedByPdfkit =
        interlaced || colorType === 4 || colorType === 6 || (colorType === 3 && transparency);
      const bitsPerPixel = bitDepth * PNG_COLOR_TYPES[colorType]!.channels;
      if (decodedByPdfkit && bitsPerPixel % 8 !== 0) return false;
      return pixelDataIsWhole(header, Buffer.concat(data));
    }
  }
  return false;
}

/** pdfkit's start-of-frame markers: the one that gives the image's size and colours. */
const JPEG_FRAME_MARKERS = new Set([
  0xffc0, 0xffc1, 0xffc2, 0xffc3, 0xffc5, 0xffc6, 0xffc7, 0xffc8, 0xffc9, 0xffca, 0xffcb, 0xffcc,
  0xffcd, 0xffce, 0xffcf,
]);

/**
 * Whether pdfkit finds what it needs in this JPEG, walking its segments as pdfkit does: an
 * 8-bit frame with a size and 1, 3 or 4 colour components. pdfkit passes the bytes through
 * undecoded, so nothing else of them can fail it.
 */
function jpegIsPrintable(jpg: Buffer): boolean {
  if (jpg.length < 4 || jpg.readUInt16BE(0) !== 0xffd8) return false;
  let at = 2;
  while (at < jpg.length) {
    while (at < jpg.length && jpg[at] !== 0xff) at += 1;
    if (at + 4 > jpg.length) return false;
    const marker = jpg.readUInt16BE(at);
    at += 2;
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (at + 8 > jpg.length) return false;
      const bits = jpg[at + 2];
      const height = jpg.readUInt16BE(at + 3);
      const width = jpg.readUInt16BE(at + 5);
      const components = jpg[at + 7]!;
      return bits === 8 && height > 0 && width > 0 && [1, 3, 4].includes(components);
    }
    at += jpg.readUInt16BE(at);
  }
  return false;
}

/** The image if pdfkit can embed it safely (PNG or JPEG, read whole), else null. */
export function printableImage(bytes: Buffer): Buffer | null {
  if (bytes[0] === 0x89) return pngIsPrintable(bytes) ? bytes : null;
  if (bytes[0] === 0xff) return jpegIsPrintable(bytes) ? bytes : null;
  return null;
}

async function readAll(storage: Storage, key: string): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of await storage.get(key)) {
      size += (chunk as Buffer).length;
      if (size > STAMP_MAX_BYTES) return null;
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof ObjectNotFoundError) return null;
    throw error;
  }
  return Buffer.concat(chunks);
}

/**
 * The doctor's stamp image to print, or null when there is none that can be printed: no stamp,
 * its bytes gone, or an image pdfkit cannot embed (WebP, a damaged file). The referral is then
 * printed without it and stamped by hand.
 */
export async function printableStampOf(
  db: Executor,
  storage: Storage,
  doctorId: number,
): Promise<Buffer | null> {
  const [stamp] = await db
    .select({ storageKey: files.storageKey, kind: files.detectedKind })
    .from(doctorStamps)
    .innerJoin(files, eq(files.id, doctorStamps.fileId))
    .where(and(eq(doctorStamps.doctorId, doctorId), eq(files.status, 'ready')));
  if (!stamp || (stamp.kind !== 'png' && stamp.kind !== 'jpg')) return null;
  const bytes = await readAll(storage, stamp.storageKey);
  return bytes && printableImage(bytes);
}
