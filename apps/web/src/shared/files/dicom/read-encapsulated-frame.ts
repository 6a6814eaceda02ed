import dicomParser, { type DataSet, type Element } from 'dicom-parser';
import { DicomError } from './dicom-error';
import type { PixelEncoding } from './transfer-syntax';

/**
 * The compressed codestream of one frame of encapsulated Pixel Data (PS3.5 A.4). With a Basic
 * Offset Table the table says where each frame starts; without one, a file with one fragment per
 * frame is read fragment by fragment, and JPEG frames are found by their markers. Several
 * fragments of one frame are joined.
 */
export function readEncapsulatedFrame(
  dataSet: DataSet,
  pixelData: Element,
  frameIndex: number,
  frameCount: number,
  encoding: PixelEncoding,
): Uint8Array {
  const fragments = pixelData.fragments ?? [];
  if (fragments.length === 0) throw new DicomError('noImage');
  if (frameCount === 1)
    return dicomParser.readEncapsulatedPixelDataFromFragments(
      dataSet,
      pixelData,
      0,
      fragments.length,
    );
  if ((pixelData.basicOffsetTable ?? []).length > 0)
    return dicomParser.readEncapsulatedImageFrame(dataSet, pixelData, frameIndex);
  if (fragments.length === frameCount)
    return dicomParser.readEncapsulatedPixelDataFromFragments(dataSet, pixelData, frameIndex, 1);
  if (encoding === 'jpegBaseline' || encoding === 'jpegLossless') {
    const offsets = dicomParser.createJPEGBasicOffsetTable(dataSet, pixelData);
    return dicomParser.readEncapsulatedImageFrame(dataSet, pixelData, frameIndex, offsets);
  }
  throw new DicomError('unsupported', 'fragments without an offset table');
}
