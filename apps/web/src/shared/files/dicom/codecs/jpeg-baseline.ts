import type { PixelFormat } from '../dicom-image';

/**
 * JPEG Baseline (8-bit, lossy) is what browsers decode natively: the frame is drawn once on an
 * offscreen canvas and its grey level read back, so no decoder is downloaded.
 */
export async function decodeJpegBaseline(
  encoded: Uint8Array,
  format: PixelFormat,
): Promise<Uint8Array> {
  const bitmap = await createImageBitmap(
    new Blob([encoded as Uint8Array<ArrayBuffer>], { type: 'image/jpeg' }),
  );
  const { width, height } = bitmap;
  if (width !== format.columns || height !== format.rows)
    throw new Error(`JPEG frame of ${width}×${height}`);
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2D canvas');
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i++) grey[i] = rgba[i * 4]!;
  return grey;
}
