import { DICOM_EXTENSION } from '@portal/domain';
import { extensionOf } from '../drop-rules';

/** Extensions DICOM files are saved under; many archives use none (IM0001, DICOMDIR's entries). */
const DICOM_EXTENSIONS: readonly string[] = [DICOM_EXTENSION, 'dicom', 'dic', 'ima'];

/** Bytes that must be read to tell a DICOM Part-10 file: the preamble and `DICM`. */
export const DICOM_MAGIC_BYTES = 132;

/** `DICM` after the 128-byte preamble (PS3.10 §7.1), as the server checks on upload. */
export function hasDicomMagic(bytes: Uint8Array): boolean {
  return (
    bytes.length >= DICOM_MAGIC_BYTES &&
    bytes[128] === 0x44 &&
    bytes[129] === 0x49 &&
    bytes[130] === 0x43 &&
    bytes[131] === 0x4d
  );
}

export function isDicomName(name: string): boolean {
  return DICOM_EXTENSIONS.includes(extensionOf(name));
}

/** A zip may hold a series; the viewer looks inside before it says there is no preview. */
export function isZipName(name: string): boolean {
  return extensionOf(name) === 'zip';
}

/**
 * Whether an archive entry may be a DICOM image: a DICOM extension or none at all (its magic is
 * checked once unpacked). Folders, the DICOMDIR index and files of other kinds are skipped unread.
 */
export function mayBeDicomEntry(path: string): boolean {
  const name = path.split('/').pop() ?? '';
  if (name === '' || name.toUpperCase() === 'DICOMDIR') return false;
  return isDicomName(name) || !name.includes('.');
}
