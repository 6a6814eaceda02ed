/**
 * A synthetic multi-frame DICOM Part-10 file (explicit VR little endian, 16-bit MONOCHROME2) for
 * the viewer's browser tests: no real patient (TEST^SYNTHETIC), no library. Each frame shows a
 * diagonal ramp and a bright square that grows with the frame number, so slices differ visibly.
 * The app's unit tests have a fuller writer of the same layout
 * (apps/web/src/shared/files/dicom/testing/synthetic-dicom.ts); e2e may not import the app.
 */
export function syntheticDicom({ rows = 128, columns = 128, frames = 8 } = {}): Buffer {
  const pixels = new Uint16Array(rows * columns * frames);
  for (let f = 0, i = 0; f < frames; f++)
    for (let y = 0; y < rows; y++)
      for (let x = 0; x < columns; x++, i++) {
        const inSquare =
          Math.abs(x - columns / 2) < 6 + f * 5 && Math.abs(y - rows / 2) < 6 + f * 5;
        pixels[i] = (x + y) * 8 + (inSquare ? 2500 : 0);
      }
  const sopClass = '1.2.840.10008.5.1.4.1.1.7.3'; // Multi-frame Grayscale Word Secondary Capture
  const meta = Buffer.concat([
    element(0x00020001, 'OB', Buffer.from([0, 1])),
    element(0x00020002, 'UI', sopClass),
    element(0x00020003, 'UI', '2.25.1001'),
    element(0x00020010, 'UI', '1.2.840.10008.1.2.1'), // Explicit VR Little Endian
    element(0x00020012, 'UI', '2.25.1002'),
  ]);
  const groupLength = Buffer.alloc(4);
  groupLength.writeUInt32LE(meta.length);
  return Buffer.concat([
    Buffer.alloc(128),
    Buffer.from('DICM', 'latin1'),
    element(0x00020000, 'UL', groupLength),
    meta,
    element(0x00080016, 'UI', sopClass),
    element(0x00080018, 'UI', '2.25.1001'),
    element(0x00080060, 'CS', 'OT'),
    element(0x00100010, 'PN', 'TEST^SYNTHETIC'),
    element(0x00100020, 'LO', 'SYNTHETIC-0001'),
    element(0x0020000d, 'UI', '2.25.1003'),
    element(0x0020000e, 'UI', '2.25.1004'),
    element(0x00280002, 'US', 1),
    element(0x00280004, 'CS', 'MONOCHROME2'),
    element(0x00280008, 'IS', String(frames)),
    element(0x00280010, 'US', rows),
    element(0x00280011, 'US', columns),
    element(0x00280100, 'US', 16),
    element(0x00280101, 'US', 16),
    element(0x00280102, 'US', 15),
    element(0x00280103, 'US', 0),
    element(0x00281050, 'DS', '2000'),
    element(0x00281051, 'DS', '4000'),
    element(0x7fe00010, 'OW', Buffer.from(pixels.buffer)),
  ]);
}

/** One data element: tag, VR, length (4 bytes after 2 reserved for OB/OW), even-padded value. */
function element(tag: number, vr: string, value: Buffer | string | number): Buffer {
  let body: Buffer;
  if (typeof value === 'number') {
    body = Buffer.alloc(2);
    body.writeUInt16LE(value);
  } else if (typeof value === 'string') body = Buffer.from(value, 'latin1');
  else body = value;
  if (body.length % 2 === 1) body = Buffer.concat([body, Buffer.from([vr === 'UI' ? 0 : 0x20])]);
  const long = vr === 'OB' || vr === 'OW';
  const head = Buffer.alloc(long ? 12 : 8);
  head.writeUInt16LE(tag >>> 16, 0);
  head.writeUInt16LE(tag & 0xffff, 2);
  head.write(vr, 4, 'latin1');
  if (long) head.writeUInt32LE(body.length, 8);
  else head.writeUInt16LE(body.length, 6);
  return Buffer.concat([head, body]);
}
