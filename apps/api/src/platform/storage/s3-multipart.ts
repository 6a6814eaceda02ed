import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  ListMultipartUploadsCommand,
  ListPartsCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import {
  assertStorageKey,
  partPlanOf,
  UploadNotFoundError,
  type MultipartUploads,
  type OpenUpload,
  type PartPlan,
  type StoredPart,
} from './storage.js';

const MIB = 1024 * 1024;

/** When to upload in parts and how large the parts are (ADR 0039). */
export interface MultipartSettings {
  /** Declared sizes above this go in parts; smaller files take one presigned PUT. */
  threshold: number;
  /** Bytes per part (S3 wants at least 5 MiB for every part but the last). */
  partSize: number;
}

export const DEFAULT_MULTIPART_SETTINGS: MultipartSettings = {
  threshold: 64 * MIB,
  partSize: 16 * MIB,
};

/** The upload id is unknown (completed or aborted); a missing bucket is a real error. */
function isNoSuchUpload(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === 'NoSuchUpload' || ($metadata?.httpStatusCode === 404 && name !== 'NoSuchBucket');
}

/** S3 multipart uploads of one bucket, their parts PUT by browsers through presigned URLs. */
export class S3MultipartUploads implements MultipartUploads {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly settings: MultipartSettings = DEFAULT_MULTIPART_SETTINGS,
  ) {
    if (!(settings.partSize >= 1 && settings.threshold >= 0)) {
      throw new RangeError('multipart part size and threshold must be positive');
    }
  }

  planFor(size: number): PartPlan | null {
    return partPlanOf(size, this.settings);
  }

  async start(key: string): Promise<string> {
    assertStorageKey(key);
    const { UploadId } = await this.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.bucket, Key: key }),
    );
    if (!UploadId) throw new Error(`S3 started no multipart upload of ${key}`);
    return UploadId;
  }

  partUrl(
    key: string,
    uploadId: string,
    partNumber: number,
    expiresInSeconds: number,
  ): Promise<string> {
    assertStorageKey(key);
    // Neither size nor checksum is signed: browsers set Content-Length themselves, and
    // confirmUpload checks every part's size (listParts) and then the whole object.
    return getSignedUrl(
      this.client,
      new UploadPartCommand({
        Bucket: this.bucket,
        Key: key,
        UploadId: uploadId,
        PartNumber: partNumber,
      }),
      { expiresIn: expiresInSeconds },
    );
  }

  async listParts(key: string, uploadId: string): Promise<StoredPart[]> {
    assertStorageKey(key);
    const parts: StoredPart[] = [];
    let marker: string | undefined;
    try {
      do {
        const page = await this.client.send(
          new ListPartsCommand({
            Bucket: this.bucket,
            Key: key,
            UploadId: uploadId,
            PartNumberMarker: marker,
          }),
        );
        for (const part of page.Parts ?? []) {
          if (part.PartNumber === undefined || !part.ETag) continue;
          parts.push({ partNumber: part.PartNumber, size: part.Size ?? 0, etag: part.ETag });
        }
        marker = page.IsTruncated ? page.NextPartNumberMarker : undefined;
      } while (marker);
    } catch (error) {
      if (isNoSuchUpload(error)) throw new UploadNotFoundError(key);
      throw error;
    }
    return parts.sort((a, b) => a.partNumber - b.partNumber);
  }

  async complete(key: string, uploadId: string, parts: readonly StoredPart[]): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(
        new CompleteMultipartUploadCommand({
          Bucket: this.bucket,
          Key: key,
          UploadId: uploadId,
          MultipartUpload: {
            Parts: parts.map((part) => ({ PartNumber: part.partNumber, ETag: part.etag })),
          },
        }),
      );
    } catch (error) {
      if (isNoSuchUpload(error)) throw new UploadNotFoundError(key);
      throw error;
    }
  }

  async abort(key: string, uploadId: string): Promise<void> {
    assertStorageKey(key);
    try {
      await this.client.send(
        new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }),
      );
    } catch (error) {
      if (!isNoSuchUpload(error)) throw error;
    }
  }

  async *listOpen(folder: string): AsyncIterable<OpenUpload> {
    assertStorageKey(folder);
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      const page = await this.client.send(
        new ListMultipartUploadsCommand({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          Delimiter: '/',
          KeyMarker: keyMarker,
          UploadIdMarker: uploadIdMarker,
        }),
      );
      for (const upload of page.Uploads ?? []) {
        if (!upload.Key || !upload.UploadId) continue;
        yield {
          key: upload.Key,
          uploadId: upload.UploadId,
          startedAt: upload.Initiated ?? new Date(0),
        };
      }
      const more = page.IsTruncated === true;
      keyMarker = more ? page.NextKeyMarker : undefined;
      uploadIdMarker = more ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
  }
}
