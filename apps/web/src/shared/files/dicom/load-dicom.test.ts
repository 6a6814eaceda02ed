import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DicomError } from './dicom-error';
import { loadDicomSeries } from './load-dicom';
import { syntheticDicom } from './testing/synthetic-dicom';

const slice = (instanceNumber: number) =>
  syntheticDicom({ instanceNumber, position: [0, 0, instanceNumber * 0.5] });

describe('loadDicomSeries', () => {
  it('reads a single file, a multi-frame one as a stack', () => {
    const [series] = loadDicomSeries(syntheticDicom({ frames: 8 }));
    expect(series!.frames).toHaveLength(8);
  });

  it('reads the DICOM files of a zip in stack order, whatever their names, and skips the rest', () => {
    const zip = zipSync({
      'export/DICOMDIR': syntheticDicom({ withoutPixels: true }),
      'export/readme.txt': new TextEncoder().encode('not an image'),
      'export/IM10': slice(3),
      'export/IM2': slice(1),
      'export/series/slice-b.dcm': slice(2),
      'export/not-dicom': new Uint8Array(200),
    });
    const series = loadDicomSeries(zip);
    expect(series).toHaveLength(1);
    expect(series[0]!.frames.map((frame) => frame.instanceNumber)).toEqual([1, 2, 3]);
  });

  it('says a zip without DICOM images is not DICOM', () => {
    const zip = zipSync({ 'photo.dcm': new Uint8Array(10), 'notes.txt': new Uint8Array(4) });
    expect(() => loadDicomSeries(zip)).toThrowError(DicomError);
  });

  it('passes on why the only DICOM file of a zip cannot be shown', () => {
    const zip = zipSync({ 'rgb.dcm': syntheticDicom({ photometric: 'RGB', samplesPerPixel: 3 }) });
    expect(() => loadDicomSeries(zip)).toThrowError(/unsupported: RGB/);
  });
});
