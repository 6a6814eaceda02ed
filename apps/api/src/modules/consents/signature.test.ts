import { deflateSync } from 'node:zlib';
import { SIGNATURE_DATA_URL_PREFIX } from '@portal/domain';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { decodeSignature, SIGNATURE_MAX_SIDE_PX } from './signature.js';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A chunk without a real CRC: the check does not read CRCs (the decoder it guards does not). */
function chunk(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  return Buffer.concat([length, Buffer.from(type, 'latin1'), body, Buffer.alloc(4)]);
}

function png(options: {
  width?: number;
  height?: number;
  colorType?: number;
  bitDepth?: number;
  interlace?: number;
  pixels?: Buffer;
  end?: boolean;
}): string {
  const { width = 4, height = 2, colorType = 6, bitDepth = 8, interlace = 0 } = options;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bitDepth;
  header[9] = colorType;
  header[12] = interlace;
  const rows = options.pixels ?? Buffer.alloc(height * (1 + width * 4));
  const bytes = Buffer.concat([
    PNG_MAGIC,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    ...(options.end === false ? [] : [chunk('IEND', Buffer.alloc(0))]),
  ]);
  return SIGNATURE_DATA_URL_PREFIX + bytes.toString('base64');
}

describe('decodeSignature', () => {
  it('accepts what a canvas makes: an 8-bit RGBA PNG', async () => {
    const dataUrl = await QRCode.toDataURL('podpis', { type: 'image/png', width: 200 });
    const result = decodeSignature(dataUrl);
    expect(result).toMatchObject({ ok: true, width: 200, height: 200 });
  });

  it('accepts a minimal well-formed image', () => {
    expect(decodeSignature(png({}))).toMatchObject({ ok: true, width: 4, height: 2 });
  });

  it.each([
    [
      'not a PNG by its bytes',
      SIGNATURE_DATA_URL_PREFIX + Buffer.from('GIF89a...').toString('base64'),
    ],
    ['cut short before IEND', png({ end: false })],
    ['interlaced', png({ interlace: 1 })],
    ['16-bit', png({ bitDepth: 16 })],
    ['a palette without PLTE', png({ colorType: 3 })],
    ['too wide', png({ width: SIGNATURE_MAX_SIDE_PX + 1, pixels: Buffer.alloc(10) })],
    ['of zero height', png({ height: 0, pixels: Buffer.alloc(0) })],
    ['with too few pixels', png({ pixels: Buffer.alloc(10) })],
    ['with too many pixels', png({ pixels: Buffer.alloc(2 * 17 + 1) })],
    [
      'with an unknown row filter',
      png({ pixels: Buffer.concat([Buffer.from([9]), Buffer.alloc(33)]) }),
    ],
  ])('refuses an image %s', (_what, dataUrl) => {
    expect(decodeSignature(dataUrl)).toEqual({ ok: false, reason: 'signatureInvalid' });
  });

  it('refuses pixel data that does not inflate', () => {
    const good = Buffer.from(png({}).slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');
    const idat = good.indexOf('IDAT') + 4;
    good.fill(0xff, idat, idat + 6);
    const dataUrl = SIGNATURE_DATA_URL_PREFIX + good.toString('base64');
    expect(decodeSignature(dataUrl)).toEqual({ ok: false, reason: 'signatureInvalid' });
  });

  it('refuses more bytes than the limit', () => {
    const huge = SIGNATURE_DATA_URL_PREFIX + Buffer.alloc(600 * 1024).toString('base64');
    expect(decodeSignature(huge)).toEqual({ ok: false, reason: 'signatureTooLarge' });
  });
});
