import { createContext, useContext } from 'react';

/** The viewer's texts: a key of the `dicom` namespace, with values to put in. */
export type DicomText = (key: string, values?: Record<string, string | number>) => string;

/**
 * Where the DICOM viewer reads its texts: the portal's file viewer gives it i18next's, the
 * patients' light page its own text store's (ADR 0043). The viewer imports neither.
 */
export const DicomTextContext = createContext<DicomText | null>(null);

export function useDicomText(): DicomText {
  const text = useContext(DicomTextContext);
  if (!text) throw new Error('the DICOM viewer needs a DicomTextContext provider');
  return text;
}
