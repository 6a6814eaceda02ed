import type { DicomFrame } from './dicom-image';

/** Frames of one series, in the order a reader expects them. */
export interface DicomSeries {
  uid: string;
  label: string;
  frames: DicomFrame[];
}

/**
 * Groups frames by series (in the order the series were met) and puts each series in stack
 * order: by position along the slice axis when every frame has one, else by Instance Number when
 * every frame has one, else as the files came; frames of one multi-frame file keep their order.
 */
export function groupIntoSeries(frames: readonly DicomFrame[]): DicomSeries[] {
  const bySeries = new Map<string, DicomFrame[]>();
  for (const frame of frames) {
    const list = bySeries.get(frame.seriesUid);
    if (list) list.push(frame);
    else bySeries.set(frame.seriesUid, [frame]);
  }
  return [...bySeries].map(([uid, list]) => ({
    uid,
    label: list[0]?.seriesLabel ?? '',
    frames: sortFrames(list),
  }));
}

export function sortFrames(frames: readonly DicomFrame[]): DicomFrame[] {
  const keyed = frames.map((frame, order) => ({ frame, order }));
  const byInstance = (a: DicomFrame, b: DicomFrame) =>
    a.instanceNumber !== null && b.instanceNumber !== null
      ? a.instanceNumber - b.instanceNumber
      : 0;
  const compare = frames.every((frame) => frame.position !== null)
    ? (a: DicomFrame, b: DicomFrame) => a.position! - b.position! || byInstance(a, b)
    : frames.every((frame) => frame.instanceNumber !== null)
      ? byInstance
      : () => 0;
  keyed.sort((a, b) => compare(a.frame, b.frame) || a.order - b.order);
  return keyed.map(({ frame }) => frame);
}
