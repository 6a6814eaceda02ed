import type { PixelFormat } from '../dicom-image';

/**
 * JPEG-LS and JPEG 2000 through the Cornerstone project's WebAssembly builds of CharLS and
 * OpenJPEG. Each module (code and .wasm) is fetched the first time a file needs it and then kept.
 * Compiling WebAssembly needs 'wasm-unsafe-eval' in the page's CSP (apps/api http/security-headers).
 */
type Decoder = () => WasmFrameDecoder;

let jpegLs: Promise<Decoder> | undefined;
let jpeg2000: Promise<Decoder> | undefined;

async function loadJpegLs(): Promise<Decoder> {
  const [{ default: factory }, { default: wasmUrl }] = await Promise.all([
    import('@cornerstonejs/codec-charls/decodewasmjs'),
    import('@cornerstonejs/codec-charls/decodewasm?url'),
  ]);
  const codec = await factory({ locateFile: () => wasmUrl });
  return () => new codec.JpegLSDecoder();
}

async function loadJpeg2000(): Promise<Decoder> {
  const [{ default: factory }, { default: wasmUrl }] = await Promise.all([
    import('@cornerstonejs/codec-openjpeg/decodewasmjs'),
    import('@cornerstonejs/codec-openjpeg/decodewasm?url'),
  ]);
  const codec = await factory({ locateFile: () => wasmUrl });
  return () => new codec.J2KDecoder();
}

export async function decodeJpegLs(encoded: Uint8Array, format: PixelFormat): Promise<Uint8Array> {
  jpegLs ??= loadJpegLs();
  return run(await jpegLs, encoded, format);
}

export async function decodeJpeg2000(
  encoded: Uint8Array,
  format: PixelFormat,
): Promise<Uint8Array> {
  jpeg2000 ??= loadJpeg2000();
  return run(await jpeg2000, encoded, format);
}

/** Decodes in the module's memory and copies the result out before the decoder is freed. */
function run(create: Decoder, encoded: Uint8Array, format: PixelFormat): Uint8Array {
  const decoder = create();
  try {
    decoder.getEncodedBuffer(encoded.length).set(encoded);
    decoder.decode();
    const { width, height, componentCount } = decoder.getFrameInfo();
    if (width !== format.columns || height !== format.rows || componentCount !== 1)
      throw new Error(`frame of ${width}×${height}×${componentCount}`);
    return decoder.getDecodedBuffer().slice();
  } finally {
    decoder.delete();
  }
}
