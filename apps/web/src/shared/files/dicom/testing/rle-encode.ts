/**
 * Encodes one frame of little-endian samples as DICOM RLE Lossless (PS3.5 Annex G), for tests:
 * one PackBits segment per byte of a sample, the most significant first, with both replicate
 * runs (three equal bytes or more) and literal runs, so a decoder meets both.
 */
export function encodeRle(sampleBytes: Uint8Array, bytesPerSample: number): Uint8Array {
  const pixels = sampleBytes.length / bytesPerSample;
  const segments: number[][] = [];
  for (let segment = 0; segment < bytesPerSample; segment++) {
    const plane = Array.from(
      { length: pixels },
      (_, i) => sampleBytes[i * bytesPerSample + bytesPerSample - 1 - segment]!,
    );
    segments.push(packBits(plane));
  }
  const header = new DataView(new ArrayBuffer(64));
  header.setUint32(0, segments.length, true);
  let offset = 64;
  segments.forEach((segment, index) => {
    header.setUint32(4 + 4 * index, offset, true);
    offset += segment.length;
  });
  return new Uint8Array([...new Uint8Array(header.buffer), ...segments.flat()]);
}

function packBits(bytes: readonly number[]): number[] {
  const out: number[] = [];
  let i = 0;
  while (i < bytes.length) {
    let run = 1;
    while (i + run < bytes.length && run < 128 && bytes[i + run] === bytes[i]) run++;
    if (run >= 3) {
      out.push(257 - run, bytes[i]!);
      i += run;
      continue;
    }
    const start = i;
    while (i < bytes.length && i - start < 128) {
      if (i + 2 < bytes.length && bytes[i] === bytes[i + 1] && bytes[i] === bytes[i + 2]) break;
      i++;
    }
    out.push(i - start - 1, ...bytes.slice(start, i));
  }
  if (out.length % 2 === 1) out.push(0x80);
  return out;
}
