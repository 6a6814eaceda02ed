import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pdfBytes } from '../../platform/pdf/pdf-bytes.js';
import { parsePdf } from '../../test/pdf-text.js';
import { renderReferalPdf, type ReferalDocument } from './referal-pdf.js';
import { printableImage } from './referal-stamp.js';

/** The stamp image check: only what pdfkit embeds without throwing outside a request gets there. */

interface PngSpec {
  width?: number;
  height?: number;
  colorType?: 0 | 2 | 3 | 4 | 6;
  bitDepth?: number;
  interlaced?: boolean;
  /** A tRNS chunk (palette transparency for colour type 3). */
  transparency?: boolean;
  /** Rewrites the inflated scanlines before they are compressed. */
  scanlines?: (raw: Buffer) => Buffer;
}

const CHANNELS = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 } as const;
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const named = Buffer.concat([Buffer.from(type, 'latin1'), body]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(named));
  return Buffer.concat([length, named, crc]);
}

/** A PNG of the given shape; every scanline uses filter 0 and a mid-grey byte pattern. */
function png(spec: PngSpec = {}): Buffer {
  const { width = 40, height = 20, colorType = 6, bitDepth = 8, interlaced = false } = spec;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([bitDepth, colorType, 0, 0, interlaced ? 1 : 0], 8);
  const bitsPerPixel = bitDepth * CHANNELS[colorType];
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const rows: Buffer[] = [];
  for (const [x0, y0, dx, dy] of passes) {
    const columns = Math.ceil((width - x0) / dx);
    const count = Math.ceil((height - y0) / dy);
    if (columns <= 0 || count <= 0) continue;
    const rowBytes = Math.ceil((columns * bitsPerPixel) / 8);
    for (let row = 0; row < count; row += 1) {
      rows.push(Buffer.concat([Buffer.from([0]), Buffer.alloc(rowBytes, 0x55)]));
    }
  }
  const raw = Buffer.concat(rows);
  const chunks = [chunk('IHDR', header)];
  if (colorType === 3) chunks.push(chunk('PLTE', Buffer.from([0, 0, 0, 0x1e, 0x3c, 0xa0])));
  if (spec.transparency) chunks.push(chunk('tRNS', Buffer.from([0, 255])));
  chunks.push(chunk('IDAT', deflateSync(spec.scanlines ? spec.scanlines(raw) : raw)));
  chunks.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), ...chunks]);
}

/** The smallest JPEG pdfkit reads: SOI, an APP0 segment and a baseline frame header. */
function jpeg(frame: { bits?: number; components?: number } = {}): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, frame.bits ?? 8, 0x00, 0x10, 0x00, 0x20]);
  const components = Buffer.from([frame.components ?? 3, 0x01, 0x11, 0x00]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    app0,
    sof,
    components,
    Buffer.from([0xff, 0xd9]),
  ]);
}

const DOCUMENT: ReferalDocument = {
  branding: { name: 'Pracownia RTG', addressLines: [], color: '#2e7d32' },
  id: 1,
  issuedAt: new Date('2026-05-04T08:00:00Z'),
  patient: {
    firstName: 'Jan',
    middleName: null,
    lastName: 'Nowak',
    ssn: null,
    ssnIsPesel: false,
    birthDate: null,
    address: null,
  },
  studyTypes: [{ name: 'CBCT', subTypes: [], remarks: null }],
  mediaTypes: ['Online'],
  requestDescription: false,
  description: null,
  remarks: null,
  issuer: { name: 'Anna Lekarz', licenseNumber: '1234567', stamp: null },
};

describe('printableImage', () => {
  it.each<[string, PngSpec]>([
    ['RGBA', {}],
    ['RGB', { colorType: 2 }],
    ['16-bit RGBA', { bitDepth: 16 }],
    ['grey with alpha', { colorType: 4 }],
    ['1-bit grey', { colorType: 0, bitDepth: 1 }],
    ['interlaced RGBA', { interlaced: true, width: 13, height: 7 }],
    ['8-bit palette with transparency', { colorType: 3, transparency: true }],
    ['2-bit palette', { colorType: 3, bitDepth: 2 }],
  ])('accepts a whole %s PNG, which pdfkit then embeds', async (_name, spec) => {
    const image = png(spec);
    expect(printableImage(image)).toBe(image);
    const parsed = parsePdf(
      await pdfBytes(
        renderReferalPdf({ ...DOCUMENT, issuer: { ...DOCUMENT.issuer, stamp: image } }),
      ),
    );
    expect(parsed.images).toContainEqual({
      width: spec.width ?? 40,
      height: spec.height ?? 20,
    });
  });

  it('accepts a JPEG whose frame pdfkit can read', () => {
    const image = jpeg();
    expect(printableImage(image)).toBe(image);
    expect(printableImage(jpeg({ components: 1 }))).not.toBeNull();
  });

  it.each([
    [
      'an unknown filter byte',
      png({ scanlines: (raw) => Buffer.concat([Buffer.from([7]), raw.subarray(1)]) }),
    ],
    ['pixel data cut short', png({ scanlines: (raw) => raw.subarray(0, raw.length - 3) })],
    ['pixel data too long', png({ scanlines: (raw) => Buffer.concat([raw, Buffer.alloc(50)]) })],
    ['a file cut short', png().subarray(0, 60)],
    [
      'a 2-bit palette with transparency (pdfkit cannot split it)',
      png({ colorType: 3, bitDepth: 2, transparency: true }),
    ],
    ['an interlaced 4-bit grey image', png({ colorType: 0, bitDepth: 4, interlaced: true })],
    ['a bit depth the colour type does not have', png({ colorType: 2, bitDepth: 4 })],
    ['too many pixels', png({ width: 5000, height: 5000, colorType: 0, bitDepth: 1 })],
    ['a JPEG without a frame', jpeg().subarray(0, 8)],
    ['a 12-bit JPEG', jpeg({ bits: 12 })],
    ['a JPEG of two colour components', jpeg({ components: 2 })],
    ['WebP', Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'), Buffer.alloc(40)])],
  ])('refuses %s', (_name, image) => {
    expect(printableImage(image)).toBeNull();
  });
});
