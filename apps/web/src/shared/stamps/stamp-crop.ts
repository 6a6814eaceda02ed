import {
  STAMP_CROP_MAX_PX,
  STAMP_JPEG_QUALITY,
  STAMP_ROTATION_DEGREES,
  STAMP_ZOOM,
} from '@portal/domain';

/**
 * How the chosen image becomes the stamp (spec part 2 §5 "Image upload (stamp)"): the frame has
 * the image's own proportions; inside it the image is zoomed (0.1–2, 1 fills the frame), turned
 * (−90°..90°) and moved, on white paper. The preview and the uploaded JPEG are drawn by the same
 * function, so what is seen is what is sent.
 */
export interface StampCrop {
  zoom: number;
  /** Degrees, clockwise. */
  rotation: number;
  /** Where the image's centre sits, from the frame's centre, in frame widths and heights. */
  offsetX: number;
  offsetY: number;
}

export const INITIAL_CROP: StampCrop = { zoom: 1, rotation: 0, offsetX: 0, offsetY: 0 };

export interface Size {
  width: number;
  height: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The crop with every value in its range (a drag or a key press may push an offset past it). */
export function clampCrop(crop: StampCrop): StampCrop {
  return {
    zoom: clamp(crop.zoom, STAMP_ZOOM.min, STAMP_ZOOM.max),
    rotation: clamp(crop.rotation, STAMP_ROTATION_DEGREES.min, STAMP_ROTATION_DEGREES.max),
    offsetX: clamp(crop.offsetX, -1, 1),
    offsetY: clamp(crop.offsetY, -1, 1),
  };
}

/** `source` scaled to fit `box`, proportions kept, enlarged only if asked; at least 1 × 1. */
export function fitInside(source: Size, box: Size, { enlarge = false } = {}): Size {
  const fit = Math.min(box.width / source.width, box.height / source.height);
  const scale = enlarge ? fit : Math.min(1, fit);
  return {
    width: Math.max(1, Math.round(source.width * scale)),
    height: Math.max(1, Math.round(source.height * scale)),
  };
}

/** The stamp's pixel size: the image's own, at most STAMP_CROP_MAX_PX on either side. */
export function stampOutputSize(source: Size): Size {
  return fitInside(source, { width: STAMP_CROP_MAX_PX, height: STAMP_CROP_MAX_PX });
}

/** Draws the cropped stamp into a canvas of `frame` size. */
export function drawStamp(
  context: CanvasRenderingContext2D,
  image: CanvasImageSource,
  source: Size,
  frame: Size,
  crop: StampCrop,
): void {
  context.save();
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, frame.width, frame.height);
  context.translate(
    frame.width / 2 + crop.offsetX * frame.width,
    frame.height / 2 + crop.offsetY * frame.height,
  );
  context.rotate((crop.rotation * Math.PI) / 180);
  const scale = (frame.width / source.width) * crop.zoom;
  context.scale(scale, scale);
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, -source.width / 2, -source.height / 2);
  context.restore();
}

/** `stamp.png` → `stamp.jpg`: the upload is always a JPEG. */
export function jpegFileName(name: string): string {
  const base = name.replace(/\.[^.]*$/, '').trim();
  return `${base || 'stamp'}.jpg`;
}

/** The stamp as the JPEG file that is uploaded (at most 1024 × 1024, quality 0.9). */
export async function cropStampToJpeg(
  image: HTMLImageElement,
  crop: StampCrop,
  name: string,
): Promise<File> {
  const source = { width: image.naturalWidth, height: image.naturalHeight };
  const frame = stampOutputSize(source);
  const canvas = document.createElement('canvas');
  canvas.width = frame.width;
  canvas.height = frame.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  drawStamp(context, image, source, frame, clampCrop(crop));
  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, 'image/jpeg', STAMP_JPEG_QUALITY),
  );
  if (!blob) throw new Error('the canvas made no JPEG');
  return new File([blob], jpegFileName(name), { type: 'image/jpeg' });
}
