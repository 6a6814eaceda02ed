import type { Readable } from 'node:stream';

/**
 * A rendered PDF as bytes, for a document that is stored rather than streamed to the browser: a
 * few pages are a few hundred kilobytes, and storing needs the size and hash up front.
 */
export async function pdfBytes(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
