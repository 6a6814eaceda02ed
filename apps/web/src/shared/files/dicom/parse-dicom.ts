import dicomParser, { type DataSet, type Element } from 'dicom-parser';
import { inflateSync } from 'fflate';
import { DicomError } from './dicom-error';
import type { DicomFrame, PixelFormat, VoiWindow } from './dicom-image';
import { groupOf } from './functional-groups';
import { readEncapsulatedFrame } from './read-encapsulated-frame';
import { slicePosition } from './slice-position';
import {
  EXPLICIT_VR_BIG_ENDIAN,
  IMPLICIT_VR_LITTLE_ENDIAN,
  pixelEncodingOf,
} from './transfer-syntax';

const TAG = {
  transferSyntax: 'x00020010',
  seriesUid: 'x0020000e',
  seriesNumber: 'x00200011',
  seriesDescription: 'x0008103e',
  modality: 'x00080060',
  instanceNumber: 'x00200013',
  imagePosition: 'x00200032',
  imageOrientation: 'x00200037',
  samplesPerPixel: 'x00280002',
  photometric: 'x00280004',
  numberOfFrames: 'x00280008',
  rows: 'x00280010',
  columns: 'x00280011',
  bitsAllocated: 'x00280100',
  bitsStored: 'x00280101',
  pixelRepresentation: 'x00280103',
  windowCenter: 'x00281050',
  windowWidth: 'x00281051',
  rescaleIntercept: 'x00281052',
  rescaleSlope: 'x00281053',
  pixelData: 'x7fe00010',
  // Functional-group macros of enhanced multi-frame images.
  planePosition: 'x00209113',
  planeOrientation: 'x00209116',
  pixelValueTransformation: 'x00289145',
  frameVoiLut: 'x00289132',
} as const;

/**
 * Reads a DICOM Part-10 file (preamble, `DICM`, meta header, data set) into its frames: one for a
 * single image, one per frame of a multi-frame image (CBCT volumes often come as one file). Only
 * the header is interpreted here; each frame's pixels are decoded when it is shown.
 *
 * @throws DicomError when the bytes are no DICOM image this viewer can show.
 */
export function parseDicom(bytes: Uint8Array): DicomFrame[] {
  const dataSet = parseDataSet(bytes);
  const pixelData = dataSet.elements[TAG.pixelData];
  if (!pixelData) throw new DicomError('noImage');

  const transferSyntax = dataSet.string(TAG.transferSyntax) ?? IMPLICIT_VR_LITTLE_ENDIAN;
  const encoding = pixelEncodingOf(transferSyntax);
  if (encoding === 'unsupported') throw new DicomError('unsupported', transferSyntax);
  const format = pixelFormatOf(dataSet);
  const frameCount = Math.max(1, dataSet.intString(TAG.numberOfFrames) ?? 1);
  const seriesUid = dataSet.string(TAG.seriesUid) ?? '';
  const modality = dataSet.string(TAG.modality) ?? '';
  const seriesLabel = [
    modality,
    dataSet.string(TAG.seriesNumber),
    dataSet.string(TAG.seriesDescription),
  ]
    .filter(Boolean)
    .join(' ');
  const instanceNumber = dataSet.intString(TAG.instanceNumber) ?? null;
  const nativeFrame = nativeFrameReader(dataSet, pixelData, format, transferSyntax);

  return Array.from({ length: frameCount }, (_, frameIndex): DicomFrame => {
    const rescale = groupOf(dataSet, frameIndex, TAG.pixelValueTransformation);
    return {
      format,
      slope: rescale?.floatString(TAG.rescaleSlope) || 1,
      intercept: rescale?.floatString(TAG.rescaleIntercept) ?? 0,
      window: windowOf(groupOf(dataSet, frameIndex, TAG.frameVoiLut)),
      modality,
      seriesUid,
      seriesLabel,
      position: slicePosition(
        numbers(groupOf(dataSet, frameIndex, TAG.planePosition), TAG.imagePosition),
        numbers(groupOf(dataSet, frameIndex, TAG.planeOrientation), TAG.imageOrientation),
      ),
      instanceNumber,
      frameIndex,
      encoding,
      readFrame:
        encoding === 'native'
          ? () => nativeFrame(frameIndex)
          : () => readEncapsulatedFrame(dataSet, pixelData, frameIndex, frameCount, encoding),
    };
  });
}

function parseDataSet(bytes: Uint8Array): DataSet {
  try {
    return dicomParser.parseDicom(bytes, {
      // Deflated Explicit VR Little Endian: the data set after the meta header is raw deflate.
      inflater: ((all: Uint8Array, position: number) => {
        const inflated = inflateSync(all.subarray(position));
        const whole = new Uint8Array(position + inflated.length);
        whole.set(all.subarray(0, position));
        whole.set(inflated, position);
        return whole;
      }) as unknown as (all: Uint8Array, position: number) => void,
    });
  } catch (error) {
    // dicom-parser throws strings, and an Error only for its own bugs.
    throw new DicomError('notDicom', error instanceof Error ? error.message : String(error));
  }
}

function pixelFormatOf(dataSet: DataSet): PixelFormat {
  const photometric = dataSet.string(TAG.photometric) ?? 'MONOCHROME2';
  const samples = dataSet.uint16(TAG.samplesPerPixel) ?? 1;
  if (samples !== 1 || !photometric.startsWith('MONOCHROME'))
    throw new DicomError('unsupported', photometric);
  const bitsAllocated = dataSet.uint16(TAG.bitsAllocated) ?? 16;
  if (bitsAllocated !== 8 && bitsAllocated !== 16)
    throw new DicomError('unsupported', `${bitsAllocated} bits`);
  const rows = dataSet.uint16(TAG.rows) ?? 0;
  const columns = dataSet.uint16(TAG.columns) ?? 0;
  if (rows === 0 || columns === 0) throw new DicomError('noImage');
  return {
    rows,
    columns,
    bitsAllocated,
    bitsStored: Math.min(bitsAllocated, dataSet.uint16(TAG.bitsStored) ?? bitsAllocated),
    signed: dataSet.uint16(TAG.pixelRepresentation) === 1,
    inverted: photometric === 'MONOCHROME1',
  };
}

/** The first Window Center/Width pair (a file may suggest several); null without a usable one. */
function windowOf(dataSet: DataSet | undefined): VoiWindow | null {
  const center = dataSet?.floatString(TAG.windowCenter, 0);
  const width = dataSet?.floatString(TAG.windowWidth, 0);
  if (center === undefined || width === undefined || !(width > 0)) return null;
  return { center, width };
}

/** All values of a multi-valued decimal string (e.g. a position's x\y\z), or null. */
function numbers(dataSet: DataSet | undefined, tag: string): number[] | null {
  const text = dataSet?.string(tag);
  if (!text) return null;
  const values = text.split('\\').map(Number);
  return values.every(Number.isFinite) ? values : null;
}

/**
 * Uncompressed frames lie one after the other in Pixel Data. A frame is copied out, which also
 * aligns it for a 16-bit view; big-endian files get their bytes swapped on the way.
 */
function nativeFrameReader(
  dataSet: DataSet,
  pixelData: Element,
  format: PixelFormat,
  transferSyntax: string,
): (frameIndex: number) => Uint8Array {
  const frameBytes = (format.rows * format.columns * format.bitsAllocated) / 8;
  const swap = transferSyntax === EXPLICIT_VR_BIG_ENDIAN && format.bitsAllocated === 16;
  return (frameIndex) => {
    const start = dataSet.byteArray.byteOffset + pixelData.dataOffset + frameIndex * frameBytes;
    if (pixelData.dataOffset + (frameIndex + 1) * frameBytes > dataSet.byteArray.length)
      throw new DicomError('noImage', `frame ${frameIndex + 1} is cut short`);
    const frame = new Uint8Array(dataSet.byteArray.buffer.slice(start, start + frameBytes));
    if (swap) {
      for (let i = 0; i < frame.length; i += 2) {
        const high = frame[i]!;
        frame[i] = frame[i + 1]!;
        frame[i + 1] = high;
      }
    }
    return frame;
  };
}
