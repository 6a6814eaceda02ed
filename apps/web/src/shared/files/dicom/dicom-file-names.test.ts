import { describe, expect, it } from 'vitest';
import { hasDicomMagic, isDicomName, mayBeDicomEntry } from './dicom-file-names';
import { syntheticDicom } from './testing/synthetic-dicom';

describe('DICOM file names and magic', () => {
  it('knows DICOM by DICM after the preamble', () => {
    expect(hasDicomMagic(syntheticDicom())).toBe(true);
    expect(hasDicomMagic(new Uint8Array(132))).toBe(false);
    expect(hasDicomMagic(new Uint8Array(20))).toBe(false);
  });

  it('takes .dcm in any case and the usual other extensions', () => {
    expect(['a.dcm', 'B.DCM', 'c.dicom', 'd.IMA'].every(isDicomName)).toBe(true);
    expect(isDicomName('scan.zip')).toBe(false);
  });

  it('unpacks from a zip only entries that may be images', () => {
    expect(mayBeDicomEntry('CT/IM0001')).toBe(true);
    expect(mayBeDicomEntry('CT/slice.dcm')).toBe(true);
    expect(mayBeDicomEntry('CT/')).toBe(false);
    expect(mayBeDicomEntry('DICOMDIR')).toBe(false);
    expect(mayBeDicomEntry('CT/viewer.exe')).toBe(false);
  });
});
