import type { DataSet } from 'dicom-parser';

/** Per-frame and shared functional groups of an enhanced multi-frame image (PS3.3 C.7.6.16). */
const PER_FRAME_GROUPS = 'x52009230';
const SHARED_GROUPS = 'x52009229';

/** The first item's data set of a sequence, if there is one. */
export function firstItem(dataSet: DataSet | undefined, sequenceTag: string): DataSet | undefined {
  return dataSet?.elements[sequenceTag]?.items?.[0]?.dataSet;
}

/**
 * The data set that holds `macroTag` for `frame`: the frame's own functional group, else the
 * shared one, else the top level (classic single-frame files keep everything there). Enhanced CT
 * and CBCT exports put position, rescale and window into these groups.
 */
export function groupOf(dataSet: DataSet, frame: number, macroTag: string): DataSet | undefined {
  const perFrame = dataSet.elements[PER_FRAME_GROUPS]?.items?.[frame]?.dataSet;
  return (
    firstItem(perFrame, macroTag) ??
    firstItem(firstItem(dataSet, SHARED_GROUPS), macroTag) ??
    dataSet
  );
}
