import type { PixelEncoding } from './transfer-syntax';

/** How one frame's samples are laid out: what a decoder needs to know. */
export interface PixelFormat {
  rows: number;
  columns: number;
  /** Bits each sample occupies in the file: 8 or 16 (grayscale images only). */
  bitsAllocated: 8 | 16;
  /** Bits that carry the value (e.g. 12 of 16); the others may hold anything. */
  bitsStored: number;
  /** PixelRepresentation 1: two's complement, as CT stores values below zero. */
  signed: boolean;
  /** MONOCHROME1 shows the lowest value white (many radiographs); MONOCHROME2 black. */
  inverted: boolean;
}

/** A window the file suggests (Window Center/Width), in the values after rescale. */
export interface VoiWindow {
  center: number;
  width: number;
}

/**
 * One image of a DICOM file: the only part the viewer keeps per frame. The bytes stay encoded
 * until the frame is shown (`readFrame`), so a series of hundreds of slices opens at once.
 */
export interface DicomFrame {
  format: PixelFormat;
  /** Rescale Slope and Intercept: stored value → modality value (Hounsfield units for CT). */
  slope: number;
  intercept: number;
  window: VoiWindow | null;
  /** CT, CR, DX, IO, PX, OT…: CT's windows are offered only for CT. */
  modality: string;
  /** The series it belongs to: a zip may hold several. */
  seriesUid: string;
  seriesLabel: string;
  /** Where the slice lies along the stack's axis, in mm, or null when the file does not say. */
  position: number | null;
  instanceNumber: number | null;
  /** Its index among the frames of a multi-frame file. */
  frameIndex: number;
  encoding: PixelEncoding;
  /** The frame's bytes as stored: native samples, or one compressed codestream. */
  readFrame: () => Uint8Array;
}

/** A frame decoded to its stored values, one per pixel, row by row. */
export type StoredPixels = Uint8Array | Int8Array | Uint16Array | Int16Array;
