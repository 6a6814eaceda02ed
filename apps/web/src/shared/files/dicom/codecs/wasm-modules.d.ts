/** The decoders' Emscripten modules (CommonJS, no types of their own): what this viewer calls. */
interface WasmFrameDecoder {
  getEncodedBuffer(length: number): Uint8Array;
  decode(): void;
  getDecodedBuffer(): Uint8Array;
  getFrameInfo(): { width: number; height: number; bitsPerSample: number; componentCount: number };
  delete(): void;
}

interface WasmCodecOptions {
  /** Where the module finds its .wasm file: the URL the build gave it. */
  locateFile: (path: string) => string;
}

declare module '@cornerstonejs/codec-charls/decodewasmjs' {
  const factory: (
    options: WasmCodecOptions,
  ) => Promise<{ JpegLSDecoder: new () => WasmFrameDecoder }>;
  export default factory;
}

declare module '@cornerstonejs/codec-openjpeg/decodewasmjs' {
  const factory: (options: WasmCodecOptions) => Promise<{ J2KDecoder: new () => WasmFrameDecoder }>;
  export default factory;
}
