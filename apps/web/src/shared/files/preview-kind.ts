import { PREVIEW_EXTENSIONS } from '@portal/domain';
import { hasDicomMagic, isDicomName, isZipName } from './dicom/dicom-file-names';
import { extensionOf } from './drop-rules';

/** How the viewer shows a file: in an <img>, in the browser's PDF viewer, in the DICOM viewer, or not at all. */
export type PreviewKind = 'image' | 'pdf' | 'dicom' | 'none';

/**
 * The preview for a file, by its name and first bytes (`head`, at least DICOM_MAGIC_BYTES when
 * the name does not decide): a zip is given to the DICOM viewer, which looks for a series in it,
 * and a DICOM file saved without its extension is known by its `DICM` marker.
 */
export function previewKindOf(name: string, head: Uint8Array): PreviewKind {
  const extension = extensionOf(name);
  if (extension === 'pdf') return 'pdf';
  if (isDicomName(name) || isZipName(name) || hasDicomMagic(head)) return 'dicom';
  if ((PREVIEW_EXTENSIONS as readonly string[]).includes(extension)) return 'image';
  return 'none';
}
