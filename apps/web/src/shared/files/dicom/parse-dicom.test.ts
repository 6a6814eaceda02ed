import { describe, expect, it } from 'vitest';
import { DicomError } from './dicom-error';
import { parseDicom } from './parse-dicom';
import { syntheticDicom } from './testing/synthetic-dicom';

describe('parseDicom', () => {
  it('reads one frame per frame of a multi-frame file, with its rescale, window and series', () => {
    const frames = parseDicom(
      syntheticDicom({
        rows: 4,
        columns: 3,
        frames: 5,
        modality: 'CT',
        slope: 2,
        intercept: -1024,
        window: { center: 40, width: 400 },
        position: [0, 0, 12.5],
        instanceNumber: 7,
      }),
    );
    expect(frames).toHaveLength(5);
    expect(frames.map((frame) => frame.frameIndex)).toEqual([0, 1, 2, 3, 4]);
    expect(frames[0]).toMatchObject({
      format: { rows: 4, columns: 3, bitsAllocated: 16, bitsStored: 16, signed: false },
      slope: 2,
      intercept: -1024,
      window: { center: 40, width: 400 },
      modality: 'CT',
      seriesUid: '2.25.1',
      position: 12.5,
      instanceNumber: 7,
      encoding: 'native',
    });
  });

  it('reads each native frame at its own offset', () => {
    const frames = parseDicom(syntheticDicom({ rows: 2, columns: 2, frames: 3 }));
    const third = new Uint16Array(frames[2]!.readFrame().buffer);
    expect([...third]).toEqual([200, 201, 216, 217]);
  });

  it('defaults to no rescale, no window and MONOCHROME2', () => {
    const [frame] = parseDicom(syntheticDicom());
    expect(frame).toMatchObject({ slope: 1, intercept: 0, window: null, position: null });
    expect(frame!.format.inverted).toBe(false);
  });

  it('marks MONOCHROME1 as inverted and keeps signed data and bits stored', () => {
    const [frame] = parseDicom(
      syntheticDicom({ photometric: 'MONOCHROME1', signed: true, bitsStored: 12 }),
    );
    expect(frame!.format).toMatchObject({ inverted: true, signed: true, bitsStored: 12 });
  });

  it('reads compressed frames fragment by fragment when there is no offset table', () => {
    const frames = parseDicom(
      syntheticDicom({
        frames: 2,
        transferSyntax: '1.2.840.10008.1.2.5',
        encapsulated: [new Uint8Array([1, 2, 3, 4]), new Uint8Array([5, 6, 7])],
      }),
    );
    expect(frames.map((frame) => frame.encoding)).toEqual(['rle', 'rle']);
    expect([...frames[1]!.readFrame()]).toEqual([5, 6, 7, 0]);
  });

  it.each([
    ['bytes that are no DICOM', new Uint8Array(300), 'notDicom'],
    ['a DICOM file without pixels', syntheticDicom({ withoutPixels: true }), 'noImage'],
    ['a colour image', syntheticDicom({ photometric: 'RGB', samplesPerPixel: 3 }), 'unsupported'],
    [
      'an unknown compression',
      syntheticDicom({ transferSyntax: '1.2.840.10008.1.2.4.100', encapsulated: [] }),
      'unsupported',
    ],
  ])('refuses %s', (_name, bytes, reason) => {
    expect(() => parseDicom(bytes)).toThrowError(DicomError);
    try {
      parseDicom(bytes);
    } catch (error) {
      expect((error as DicomError).reason).toBe(reason);
    }
  });
});
