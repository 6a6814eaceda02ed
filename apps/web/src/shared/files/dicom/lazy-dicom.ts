import { lazy } from 'react';

/**
 * The DICOM viewer and its OHIF link, loaded the first time a DICOM file is opened: the parser,
 * the codecs and the viewer's texts stay out of every page's own chunk (ADR 0027).
 */
export const LazyDicomPreview = lazy(async () => ({
  default: (await import('./dicom-preview')).DicomPreview,
}));

export const LazyOhifLink = lazy(async () => ({
  default: (await import('./ohif-link')).OhifLink,
}));
