import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { multipartExtras } from './s3rver-multipart.js';

export interface TestS3 {
  endpoint: string;
  bucket: string;
  /** The variables that point the portal at this server (path-style, s3rver's fixed keys). */
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3 API (s3rver) on an ephemeral port, storing into a temporary folder, with the
 * multipart calls s3rver lacks (ListParts, AbortMultipartUpload, ListMultipartUploads) added in
 * front of it (s3rver-multipart.ts).
 */
export async function startTestS3(bucket = 'portal-test'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  server.middleware.unshift(multipartExtras(directory));
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
