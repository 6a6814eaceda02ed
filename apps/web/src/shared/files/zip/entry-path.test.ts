import { describe, expect, it } from 'vitest';
import { entryPath } from './entry-path';

describe('entryPath', () => {
  it('keeps folders and the file name', () => {
    expect(entryPath('DICOM/SERIES1/IM0001.dcm')).toEqual({
      folders: ['DICOM', 'SERIES1'],
      file: 'IM0001.dcm',
    });
  });

  it('never climbs out of the chosen folder', () => {
    expect(entryPath('../../etc/passwd')).toEqual({ folders: ['etc'], file: 'passwd' });
    expect(entryPath('/abs/./x.txt')).toEqual({ folders: ['abs'], file: 'x.txt' });
    expect(entryPath('a\\..\\b.txt')).toEqual({ folders: ['a'], file: 'b.txt' });
  });

  it('skips folder entries and replaces forbidden characters', () => {
    expect(entryPath('DICOM/')).toBeNull();
    expect(entryPath('..')).toBeNull();
    expect(entryPath('opis:1?.pdf')).toEqual({ folders: [], file: 'opis_1_.pdf' });
  });
});
