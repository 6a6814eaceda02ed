import { useEffect, useState } from 'react';
import { decodeFrame } from './decode-frame';
import type { DicomFrame } from './dicom-image';
import { FrameCache, type DecodedFrame } from './frame-cache';

export interface ShownFrame {
  index: number;
  frame: DicomFrame;
  decoded: DecodedFrame;
}

/**
 * The slice at `index`, decoded when it is asked for (never the whole stack up front). While the
 * next slice decodes the previous one stays on screen, so scrolling never flashes an empty view.
 */
export function useDecodedFrame(frames: readonly DicomFrame[], index: number) {
  const [cache] = useState(() => new FrameCache(decodeFrame));
  const [shown, setShown] = useState<ShownFrame | null>(null);
  const [failure, setFailure] = useState<{ index: number; detail: string } | null>(null);

  useEffect(() => {
    const frame = frames[index];
    if (!frame) return;
    let current = true;
    cache.get(frame).then(
      (decoded) => {
        if (!current) return;
        setShown({ index, frame, decoded });
        setFailure(null);
      },
      (error: unknown) => {
        if (current)
          setFailure({ index, detail: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [cache, frames, index]);

  return { shown, failure };
}
