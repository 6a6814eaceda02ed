/**
 * Writes small synthetic DICOM Part-10 files (explicit VR little endian) for tests: no library,
 * no real patient, only the elements the viewer reads. e2e/support/synthetic-dicom.ts writes the
 * same layout for the browser tests (the e2e workspace may not import the app's code).
 */
export interface SyntheticDicom {
  rows?: number;
  columns?: number;
  frames?: number;
  bitsAllocated?: 8 | 16;
  bitsStored?: number;
  signed?: boolean;
  photometric?: string;
  samplesPerPixel?: number;
  modality?: string;
  seriesUid?: string;
  instanceNumber?: number;
  position?: readonly number[];
  orientation?: readonly number[];
  slope?: number;
  intercept?: number;
  window?: { center: number; width: number };
  transferSyntax?: string;
  /** The stored value of each pixel (before masking to the allocated bits). */
  pixel?: (frame: number, x: number, y: number) => number;
  /** Compressed frames, written as encapsulated Pixel Data instead of `pixel`'s values. */
  encapsulated?: readonly Uint8Array[];
  /** Leaves out the Pixel Data element (a DICOM file that is not an image). */
  withoutPixels?: boolean;
}

const LONG_LENGTH_VRS = new Set(['OB', 'OW', 'SQ', 'UN', 'UT']);
const SECONDARY_CAPTURE = '1.2.840.10008.5.1.4.1.1.7';

type Value = string | number | Uint8Array;

function element(tag: number, vr: string, value: Value): Uint8Array {
  let body: Uint8Array;
  if (value instanceof Uint8Array) body = value;
  else if (typeof value === 'number') body = new Uint8Array(new Uint16Array([value]).buffer);
  else body = new TextEncoder().encode(value);
  if (body.length % 2 === 1) body = concat([body, new Uint8Array([vr === 'UI' ? 0 : 0x20])]);
  const long = LONG_LENGTH_VRS.has(vr);
  const head = new DataView(new ArrayBuffer(long ? 12 : 8));
  head.setUint16(0, tag >>> 16, true);
  head.setUint16(2, tag & 0xffff, true);
  head.setUint8(4, vr.charCodeAt(0));
  head.setUint8(5, vr.charCodeAt(1));
  if (long) head.setUint32(8, body.length, true);
  else head.setUint16(6, body.length, true);
  return concat([new Uint8Array(head.buffer), body]);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Encapsulated Pixel Data: an empty offset table, one item per frame, a sequence delimiter. */
function encapsulatedPixelData(frames: readonly Uint8Array[]): Uint8Array {
  const item = (bytes: Uint8Array) => {
    const padded = bytes.length % 2 ? concat([bytes, new Uint8Array(1)]) : bytes;
    const head = new DataView(new ArrayBuffer(8));
    head.setUint32(0, 0xe000fffe, true);
    head.setUint32(4, padded.length, true);
    return concat([new Uint8Array(head.buffer), padded]);
  };
  const start = new Uint8Array([0xe0, 0x7f, 0x10, 0x00, 0x4f, 0x42, 0, 0, 0xff, 0xff, 0xff, 0xff]);
  const end = new Uint8Array([0xfe, 0xff, 0xdd, 0xe0, 0, 0, 0, 0]);
  return concat([start, item(new Uint8Array(0)), ...frames.map(item), end]);
}

function nativePixelData(
  o: Required<Pick<SyntheticDicom, 'rows' | 'columns' | 'frames' | 'bitsAllocated' | 'pixel'>>,
): Uint8Array {
  const count = o.rows * o.columns * o.frames;
  const samples = o.bitsAllocated === 8 ? new Uint8Array(count) : new Uint16Array(count);
  for (let f = 0, i = 0; f < o.frames; f++)
    for (let y = 0; y < o.rows; y++)
      for (let x = 0; x < o.columns; x++, i++) samples[i] = o.pixel(f, x, y);
  return element(0x7fe00010, o.bitsAllocated === 8 ? 'OB' : 'OW', new Uint8Array(samples.buffer));
}

export function syntheticDicom(options: SyntheticDicom = {}): Uint8Array {
  const o = {
    rows: 16,
    columns: 16,
    frames: 1,
    bitsAllocated: 16 as const,
    photometric: 'MONOCHROME2',
    modality: 'OT',
    seriesUid: '2.25.1',
    transferSyntax: '1.2.840.10008.1.2.1',
    pixel: (frame: number, x: number, y: number) => frame * 100 + y * 16 + x,
    ...options,
  };
  const ds = (value: number) => String(value);
  const meta = [
    element(0x00020001, 'OB', new Uint8Array([0, 1])),
    element(0x00020002, 'UI', SECONDARY_CAPTURE),
    element(0x00020003, 'UI', '2.25.2'),
    element(0x00020010, 'UI', o.transferSyntax),
    element(0x00020012, 'UI', '2.25.3'),
  ];
  const groupLength = new Uint8Array(new Uint32Array([concat(meta).length]).buffer);
  const data: Uint8Array[] = [
    element(0x00080016, 'UI', SECONDARY_CAPTURE),
    element(0x00080018, 'UI', '2.25.2'),
    element(0x00080060, 'CS', o.modality),
    element(0x00100010, 'PN', 'TEST^SYNTHETIC'),
    element(0x00100020, 'LO', 'SYNTHETIC-0001'),
    element(0x0020000d, 'UI', '2.25.4'),
    element(0x0020000e, 'UI', o.seriesUid),
  ];
  if (o.instanceNumber !== undefined) data.push(element(0x00200013, 'IS', ds(o.instanceNumber)));
  if (o.position) data.push(element(0x00200032, 'DS', o.position.join('\\')));
  if (o.orientation) data.push(element(0x00200037, 'DS', o.orientation.join('\\')));
  data.push(
    element(0x00280002, 'US', o.samplesPerPixel ?? 1),
    element(0x00280004, 'CS', o.photometric),
    element(0x00280008, 'IS', ds(o.frames)),
    element(0x00280010, 'US', o.rows),
    element(0x00280011, 'US', o.columns),
    element(0x00280100, 'US', o.bitsAllocated),
    element(0x00280101, 'US', o.bitsStored ?? o.bitsAllocated),
    element(0x00280102, 'US', (o.bitsStored ?? o.bitsAllocated) - 1),
    element(0x00280103, 'US', o.signed ? 1 : 0),
  );
  if (o.window) {
    data.push(element(0x00281050, 'DS', ds(o.window.center)));
    data.push(element(0x00281051, 'DS', ds(o.window.width)));
  }
  if (o.intercept !== undefined) data.push(element(0x00281052, 'DS', ds(o.intercept)));
  if (o.slope !== undefined) data.push(element(0x00281053, 'DS', ds(o.slope)));
  if (!o.withoutPixels)
    data.push(o.encapsulated ? encapsulatedPixelData(o.encapsulated) : nativePixelData(o));

  const preamble = new Uint8Array(128);
  const magic = new TextEncoder().encode('DICM');
  return concat([preamble, magic, element(0x00020000, 'UL', groupLength), ...meta, ...data]);
}
