import type { FastifyInstance } from 'fastify';
import { graphql, type CallOptions, type GraphQLResponse } from './graphql.js';

/** First bytes of real formats: enough for the magic-byte check, padded to `size`. */
export function pngBytes(size = 256, fill = 0x2a): Buffer {
  const bytes = Buffer.alloc(size, fill);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  return bytes;
}

export function pdfBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.7\n');
  return bytes;
}

/** A Windows executable ("MZ" header): what an `.exe` renamed `.png` really is. */
export function exeBytes(size = 256): Buffer {
  const bytes = Buffer.alloc(size, 0);
  bytes.write('MZ');
  return bytes;
}

export const PREPARE_UPLOAD = `mutation Prepare($file: PrepareUploadInput!) {
  prepareUpload(file: $file) { fileId uploadSignedURL }
}`;

export const CONFIRM_UPLOAD = `mutation Confirm($fileId: ID!) {
  confirmUpload(fileId: $fileId) {
    id uri fileType name mimeType size confirmed rejected rejectionReason sha256
  }
}`;

export const GET_DOWNLOAD_URL = `query Download($filePath: String!, $studyId: ID) {
  getDownloadURL(filePath: $filePath, studyId: $studyId)
}`;

export const DELETE_FILE = `mutation Delete($ids: [ID!]!) { deleteFile(ids: $ids) }`;

export interface FileInput {
  fileType?: string;
  fileSizeInBytes?: number;
  filename?: string;
  mimetype?: string;
  rejected?: boolean;
  rejectionReason?: string | null;
  patientId?: number | string | null;
  studyId?: number | string | null;
}

export type Prepared = { prepareUpload: { fileId: string; uploadSignedURL: string | null } };

export function prepare(
  app: FastifyInstance,
  file: FileInput,
  options: CallOptions = {},
): Promise<GraphQLResponse<Prepared>> {
  return graphql<Prepared>(app, PREPARE_UPLOAD, {
    ...options,
    variables: {
      file: {
        fileType: 'StudyImage',
        filename: 'scan.png',
        mimetype: 'image/png',
        rejected: false,
        ...file,
      },
    },
  });
}

/** PUTs bytes to a signed URL of the local storage through the app, as a browser would. */
export function putBytes(app: FastifyInstance, url: string, body: Buffer) {
  return app.inject({
    method: 'PUT',
    url,
    headers: { 'content-type': 'application/octet-stream' },
    payload: body,
  });
}

export function confirm(app: FastifyInstance, fileId: string, options: CallOptions = {}) {
  return graphql<{ confirmUpload: Record<string, unknown> }>(app, CONFIRM_UPLOAD, {
    ...options,
    variables: { fileId },
  });
}
