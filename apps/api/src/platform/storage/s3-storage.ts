import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import type { S3Config } from '../../config.js';
import { contentDisposition } from '../../http/content-disposition.js';
import {
  DEFAULT_MULTIPART_SETTINGS,
  S3MultipartUploads,
  type MultipartSettings,
} from './s3-multipart.js';
import {
  assertStorageKey,
  ObjectNotFoundError,
  type ByteRange,
  type DownloadUrlOptions,
  type MultipartUploads,
  type ObjectStat,
  type Storage,
  type UploadUrlOptions,
} from './storage.js';

function isNotFound(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404;
}

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
    // Checksums only where S3 demands them: S3-compatible servers (and presigned PUTs from a
    // browser, which cannot add checksum headers) do not all understand the newer defaults.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/**
 * The origins browsers reach presigned URLs at: the endpoint with the bucket as a subdomain, or
 * the endpoint itself with path-style addressing. For AWS both regional and global host names.
 */
function browserOriginsOf(config: S3Config): string[] {
  const bases = config.endpoint
    ? [config.endpoint]
    : [`https://s3.${config.region}.amazonaws.com`, 'https://s3.amazonaws.com'];
  return bases.map((base) => {
    const url = new URL(base);
    if (!config.forcePathStyle) url.hostname = `${config.bucket}.${url.hostname}`;
    return url.origin;
  });
}

/**
 * Files in an S3 bucket (AWS or S3-compatible). Browsers PUT and GET through presigned URLs, so
 * the bytes never pass through the API; the API itself reads objects only to check them when an
 * upload is confirmed. Files above the multipart threshold go in parts, each PUT through its own
 * presigned URL (ADR 0039); smaller ones in one presigned PUT (ADR 0009).
 */
export class S3Storage implements Storage {
  readonly driver = 's3';
  readonly browserOrigins: readonly string[];
  readonly multipart: MultipartUploads;
  private readonly bucket: string;

  constructor(
    config: S3Config,
    private readonly client: S3Client = createS3Client(config),
    multipart: MultipartSettings = DEFAULT_MULTIPART_SETTINGS,
  ) {
    this.bucket = config.bucket;
    this.browserOrigins = browserOriginsOf(config);
    this.multipart = new S3MultipartUploads(client, config.bucket, multipart);
  }

  async put(key: string, body: Readable, options: { size?: number } = {}): Promise<void> {
    assertStorageKey(key);
    if (options.size === undefined) throw new Error('S3 put needs the size of the stream');
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: options.size,
      }),
    );
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    assertStorageKey(key);
    try {
      const response = await this.client.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: range ? `bytes=${range.start}-${range.end}` : undefined,
        }),
      );
      return response.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(key);
      throw error;
    }
  }

  async stat(key: string): Promise<ObjectStat | null> {
    assertStorageKey(key);
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
      return { size: head.ContentLength ?? 0 };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** S3 has no rename: a server-side copy (up to 5 GiB in one request), then the delete. */
  async move(from: string, to: string): Promise<void> {
    assertStorageKey(from);
    assertStorageKey(to);
    try {
      await this.client.send(
        new CopyObjectCommand({
          Bucket: this.bucket,
          Key: to,
          CopySource: `${this.bucket}/${from}`,
        }),
      );
    } catch (error) {
      if (isNotFound(error)) throw new ObjectNotFoundError(from);
      throw error;
    }
    await this.delete(from);
  }

  async *list(folder: string): AsyncIterable<string> {
    assertStorageKey(folder);
    let continuationToken: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          Delimiter: '/',
          ContinuationToken: continuationToken,
        }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
  }

  uploadUrl(key: string, options: UploadUrlOptions): Promise<string> {
    assertStorageKey(key);
    // The declared size is not signed: browsers set Content-Length themselves, and
    // confirmUpload compares the stored size with the declared one anyway.
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: options.expiresInSeconds,
    });
  }

  downloadUrl(key: string, options: DownloadUrlOptions): Promise<string> {
    assertStorageKey(key);
    return getSignedUrl(
      this.client,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: key,
        ResponseContentDisposition: contentDisposition(options.filename, options.disposition),
        ResponseContentType: options.contentType,
        ResponseCacheControl: 'private, no-store',
      }),
      { expiresIn: options.expiresInSeconds },
    );
  }
}
