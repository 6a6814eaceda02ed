import { describe, expect, it } from 'vitest';
import { decodeFrame, widen } from './decode-frame';
import { parseDicom } from './parse-dicom';
import { JPEG_LOSSLESS_FRAMES, jpegLosslessPixel } from './testing/jpeg-lossless-frames';
import { encodeRle } from './testing/rle-encode';
import { syntheticDicom, type SyntheticDicom } from './testing/synthetic-dicom';

const expected = (
  options: Required<Pick<SyntheticDicom, 'rows' | 'columns'>>,
  frame: number,
  pixel: NonNullable<SyntheticDicom['pixel']>,
) =>
  Array.from({ length: options.rows * options.columns }, (_, i) =>
    pixel(frame, i % options.columns, Math.floor(i / options.columns)),
  );

describe('decodeFrame', () => {
  it('decodes native frames', async () => {
    const pixel = (frame: number, x: number, y: number) => frame * 500 - x * 40 - y;
    const frames = parseDicom(
      syntheticDicom({ rows: 3, columns: 5, frames: 2, signed: true, pixel }),
    );
    expect([...(await decodeFrame(frames[1]!))]).toEqual(
      expected({ rows: 3, columns: 5 }, 1, pixel),
    );
  });

  it.each([8, 16] as const)('decodes RLE Lossless frames of %i bits', async (bitsAllocated) => {
    const size = { rows: 6, columns: 7 };
    const pixel = (frame: number, x: number, y: number) =>
      bitsAllocated === 8
        ? x < 3
          ? 9
          : x * 30 + y + frame
        : x < 3
          ? 4000
          : x * 700 + y * 3 + frame;
    const native = parseDicom(syntheticDicom({ ...size, frames: 2, bitsAllocated, pixel }));
    const encapsulated = native.map((frame) => encodeRle(frame.readFrame(), bitsAllocated / 8));
    const frames = parseDicom(
      syntheticDicom({
        ...size,
        frames: 2,
        bitsAllocated,
        transferSyntax: '1.2.840.10008.1.2.5',
        encapsulated,
      }),
    );
    for (const index of [0, 1])
      expect([...(await decodeFrame(frames[index]!))]).toEqual(expected(size, index, pixel));
  });

  it('decodes JPEG Lossless frames written by another encoder', async () => {
    const frames = parseDicom(
      syntheticDicom({
        rows: 8,
        columns: 8,
        frames: 2,
        bitsStored: 12,
        transferSyntax: '1.2.840.10008.1.2.4.70',
        encapsulated: JPEG_LOSSLESS_FRAMES,
      }),
    );
    for (const index of [0, 1])
      expect([...(await decodeFrame(frames[index]!))]).toEqual(
        expected({ rows: 8, columns: 8 }, index, jpegLosslessPixel),
      );
  });
});

describe('widen', () => {
  const format = { rows: 1, columns: 2, bitsStored: 8, signed: false, inverted: false };

  it('turns an 8-bit codestream into 16-bit samples for a 16-bit frame', () => {
    expect([...widen(new Uint8Array([7, 200]), { ...format, bitsAllocated: 16 })]).toEqual([
      7, 0, 200, 0,
    ]);
  });

  it('leaves samples of the right size alone', () => {
    const samples = new Uint8Array([1, 2]);
    expect(widen(samples, { ...format, bitsAllocated: 8 })).toBe(samples);
  });
});
