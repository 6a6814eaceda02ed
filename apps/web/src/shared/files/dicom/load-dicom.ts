import { unzipSync } from 'fflate';
import { DicomError } from './dicom-error';
import type { DicomFrame } from './dicom-image';
import { hasDicomMagic, mayBeDicomEntry } from './dicom-file-names';
import { parseDicom } from './parse-dicom';
import { groupIntoSeries, type DicomSeries } from './sort-frames';

/** Unpacked bytes a zip may take in the page; beyond, the browser would run out of memory. */
export const MAX_UNZIPPED_BYTES = 1_500_000_000;

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 0x03 || bytes[2] === 0x05);

/**
 * The series of a `.dcm` file, or of the DICOM files in a zip (a CBCT or CT export is often a
 * folder of one file per slice). Only headers are read: pixels are decoded when a slice is shown.
 * Files in a zip that are not DICOM images are left out; nothing at all is `notDicom`.
 *
 * fflate's `unzipSync` runs here on purpose: its asynchronous unzip starts workers from blob:
 * URLs, which the portal's CSP refuses.
 */
export function loadDicomSeries(bytes: Uint8Array): DicomSeries[] {
  if (!isZip(bytes)) return groupIntoSeries(parseDicom(bytes));

  let unzipped = 0;
  const entries = unzipSync(bytes, {
    filter: ({ name, originalSize }) => {
      if (!mayBeDicomEntry(name)) return false;
      unzipped += originalSize;
      if (unzipped > MAX_UNZIPPED_BYTES) throw new DicomError('tooLarge');
      return true;
    },
  });
  const frames: DicomFrame[] = [];
  let firstError: DicomError | null = null;
  for (const name of Object.keys(entries).sort(byNaturalOrder)) {
    const entry = entries[name]!;
    if (!hasDicomMagic(entry)) continue;
    try {
      frames.push(...parseDicom(entry));
    } catch (error) {
      if (!(error instanceof DicomError)) throw error;
      firstError ??= error;
    }
  }
  if (frames.length === 0) throw firstError ?? new DicomError('notDicom');
  return groupIntoSeries(frames);
}

/** IM2 before IM10: the order a series falls back to when its files say nothing of it. */
const byNaturalOrder = new Intl.Collator('en', { numeric: true }).compare;
