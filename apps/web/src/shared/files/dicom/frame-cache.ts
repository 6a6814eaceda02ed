import type { DicomFrame, StoredPixels } from './dicom-image';
import { storedRange, type StoredRange } from './render-frame';

export interface DecodedFrame {
  values: StoredPixels;
  range: StoredRange;
}

/** How many decoded slices are kept: scrolling back and forth over a few stays instant. */
export const DECODED_FRAMES_KEPT = 16;

/**
 * Decoded slices, the most recently shown kept, the rest dropped: a CBCT of 500 slices of
 * 800×800 would take 640 MB decoded, so only what is looked at is decoded, once.
 */
export class FrameCache {
  private readonly frames = new Map<DicomFrame, Promise<DecodedFrame>>();

  constructor(
    private readonly decode: (frame: DicomFrame) => Promise<StoredPixels>,
    private readonly capacity = DECODED_FRAMES_KEPT,
  ) {}

  get(frame: DicomFrame): Promise<DecodedFrame> {
    let decoded = this.frames.get(frame);
    if (decoded) {
      this.frames.delete(frame);
    } else {
      const decoding = this.decode(frame).then((values) => ({
        values,
        range: storedRange(values),
      }));
      // A failed decode is not kept: showing the slice again tries again.
      decoding.catch(() => {
        if (this.frames.get(frame) === decoding) this.frames.delete(frame);
      });
      decoded = decoding;
    }
    this.frames.set(frame, decoded);
    while (this.frames.size > this.capacity) {
      const oldest = this.frames.keys().next().value;
      if (oldest) this.frames.delete(oldest);
    }
    return decoded;
  }
}
