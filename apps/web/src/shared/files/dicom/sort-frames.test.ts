import { describe, expect, it } from 'vitest';
import { parseDicom } from './parse-dicom';
import { slicePosition } from './slice-position';
import { groupIntoSeries, sortFrames } from './sort-frames';
import { syntheticDicom, type SyntheticDicom } from './testing/synthetic-dicom';

const frame = (options: SyntheticDicom) => parseDicom(syntheticDicom(options));

describe('slicePosition', () => {
  it('projects the position onto the slice normal', () => {
    const axial = [1, 0, 0, 0, 1, 0];
    const sagittal = [0, 1, 0, 0, 0, -1];
    expect(slicePosition([5, 6, -30], axial)).toBe(-30);
    expect(slicePosition([5, 6, -30], sagittal)).toBe(-5);
    expect(slicePosition([5, 6, -30], null)).toBe(-30);
    expect(slicePosition(null, axial)).toBeNull();
  });
});

describe('sortFrames', () => {
  it('orders slices by position along the axis, not by instance number', () => {
    const axial = [1, 0, 0, 0, 1, 0];
    const frames = [3, -1, 2].flatMap((z, index) =>
      frame({ position: [0, 0, z], orientation: axial, instanceNumber: index }),
    );
    expect(sortFrames(frames).map((f) => f.position)).toEqual([-1, 2, 3]);
  });

  it('falls back to the instance number, then to the order given', () => {
    const numbered = [5, 1, 3].flatMap((instanceNumber) => frame({ instanceNumber }));
    expect(sortFrames(numbered).map((f) => f.instanceNumber)).toEqual([1, 3, 5]);
    const mixed = [...frame({ instanceNumber: 2 }), ...frame({}), ...frame({ instanceNumber: 1 })];
    expect(sortFrames(mixed)).toEqual(mixed);
  });

  it('keeps the frames of a multi-frame file in their order', () => {
    const frames = frame({ frames: 4, position: [0, 0, 0] });
    expect(sortFrames([...frames].reverse()).map((f) => f.frameIndex)).toEqual([3, 2, 1, 0]);
    expect(sortFrames(frames).map((f) => f.frameIndex)).toEqual([0, 1, 2, 3]);
  });
});

describe('groupIntoSeries', () => {
  it('keeps the series apart, in the order they were met', () => {
    const series = groupIntoSeries([
      ...frame({ seriesUid: '2.25.9', modality: 'CT', instanceNumber: 2 }),
      ...frame({ seriesUid: '2.25.8', modality: 'PX' }),
      ...frame({ seriesUid: '2.25.9', modality: 'CT', instanceNumber: 1 }),
    ]);
    expect(series.map(({ uid, label, frames }) => [uid, label, frames.length])).toEqual([
      ['2.25.9', 'CT', 2],
      ['2.25.8', 'PX', 1],
    ]);
    expect(series[0]!.frames.map((f) => f.instanceNumber)).toEqual([1, 2]);
  });
});
