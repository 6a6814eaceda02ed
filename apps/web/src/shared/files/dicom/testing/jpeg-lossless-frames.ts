/**
 * Two 8×8 frames of 12-bit samples, `(frame * 1000 + x * 97 + y * 131) % 4096`, written by
 * `syntheticDicom` and compressed with DCMTK (`dcmcjpeg +e1`: JPEG Lossless, first-order
 * prediction), kept as the codestreams DCMTK wrote, so the decoder is tested on a foreign encoder.
 */
export const JPEG_LOSSLESS_FRAMES = [
  '/9j/4AAQSkZJRgABAQAAAQABAAD/wwALEAAIAAgBAREA/8QAFgABAQEAAAAAAAAAAAAAAAAABwgQ/9oACAEBAAEAAMwsLCwsLCw0GwsLCwsLCw0GwsLCwsLCw0GwsLCwsLCw0GwsLCwsLCw0GwsLCwsLCw0GwsLCwsLCw0GwsLCwsLCw/wD/2Q==',
  '/9j/4AAQSkZJRgABAQAAAQABAAD/wwALEAAIAAgBAREA/8QAFgABAQEAAAAAAAAAAAAAAAAABwgP/9oACAEBAAEAAMD52FhYWFhYWGg2FhYWFhYWGg2FhYWFhYWGg2FhYWFhYWGg2FhYWFhYWGg2FhYWFhYWGg2FhYWFhYWGg2FhYWFhYWH/2Q==',
].map((base64) => Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)));

export const jpegLosslessPixel = (frame: number, x: number, y: number) =>
  (frame * 1000 + x * 97 + y * 131) % 4096;
