/**
 * Why a file could not be shown: `notDicom` (no Part-10 header, or not parseable), `noImage` (a
 * DICOM file without pixels, e.g. a report or a DICOMDIR), `unsupported` (an image this viewer
 * does not decode: colour, an unknown compression), `tooLarge` (an archive that would not fit in
 * the page's memory unpacked); `detail` names what was met.
 */
export type DicomErrorReason = 'notDicom' | 'noImage' | 'unsupported' | 'tooLarge';

export class DicomError extends Error {
  constructor(
    readonly reason: DicomErrorReason,
    readonly detail = '',
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'DicomError';
  }
}
