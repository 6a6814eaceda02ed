import { describe, expect, it } from 'vitest';
import { syntheticDicom } from './dicom/testing/synthetic-dicom';
import { previewKindOf } from './preview-kind';

const nothing = new Uint8Array(0);

describe('previewKindOf', () => {
  it('shows images and PDFs as the browser does', () => {
    expect(previewKindOf('zdjęcie.JPEG', nothing)).toBe('image');
    expect(previewKindOf('opis.pdf', nothing)).toBe('pdf');
  });

  it('gives DICOM files and zips to the DICOM viewer', () => {
    expect(previewKindOf('tomografia.dcm', nothing)).toBe('dicom');
    expect(previewKindOf('seria.zip', nothing)).toBe('dicom');
    expect(previewKindOf('IM0001', syntheticDicom().subarray(0, 132))).toBe('dicom');
  });

  it('has no preview for other files', () => {
    expect(previewKindOf('archiwum.rar', nothing)).toBe('none');
    expect(previewKindOf('IM0001', new Uint8Array(132))).toBe('none');
  });
});
