import type { PatientStudyFile } from '../hooks/use-patient-studies';

/**
 * How the page can show a file: in its dialog (images), in a new tab (PDF), in the built-in DICOM
 * viewer (ADR 0038), or not at all.
 */
export type FilePreview = 'image' | 'pdf' | 'dicom' | null;

const IMAGE = /\.(png|jpe?g|bmp|webp)$/i;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/bmp', 'image/webp'];

/** What a file's preview is; zips (perhaps a CBCT series of gigabytes) are downloaded. */
export function previewOf(file: Pick<PatientStudyFile, 'name' | 'mimeType'>): FilePreview {
  if (IMAGE_TYPES.includes(file.mimeType) || IMAGE.test(file.name)) return 'image';
  if (file.mimeType === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  if (isDicom(file)) return 'dicom';
  return null;
}

/** Whether a file is DICOM (by its name or its checked type). */
export const isDicom = (file: Pick<PatientStudyFile, 'name' | 'mimeType'>) =>
  file.mimeType === 'application/dicom' || /\.dcm$/i.test(file.name);
