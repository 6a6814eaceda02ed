import { readdir, readFile, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { S3rverContext, S3rverMiddleware } from 's3rver';

/**
 * What s3rver 3.7 (the last release) lacks of multipart uploads: it creates uploads, stores parts
 * and completes them, but answers ListParts and AbortMultipartUpload with MethodNotAllowed and
 * ListMultipartUploads with NotImplemented, and takes a part or a completion for an upload that
 * is not there. This middleware, put in front of s3rver's own, answers those from the folder
 * s3rver keeps an upload in (`<bucket>/._S3rver_uploads/<uploadId>/`: `key`, then `<n>` and
 * `<n>.md5` per part), with S3's XML, and refuses parts and completions of unknown uploads with
 * NoSuchUpload as S3 does. Requests it answers skip s3rver's signature check; the others (create,
 * part, complete) still go through it. Path-style addressing only, as the tests use.
 */
export function multipartExtras(directory: string): S3rverMiddleware {
  return async (ctx, next) => {
    const [, bucket = '', ...rest] = ctx.path.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const uploads = path.join(directory, bucket, '._S3rver_uploads');
    if (ctx.method === 'GET' && key === '' && 'uploads' in ctx.query) {
      return listUploads(ctx, uploads, bucket);
    }
    const uploadId = ctx.query.uploadId;
    if (key === '' || typeof uploadId !== 'string') return next();
    const folder = path.join(uploads, path.basename(uploadId));
    const uploadKey = await readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
    if (uploadKey !== key) return noSuchUpload(ctx);
    if (ctx.method === 'GET') return listParts(ctx, folder, bucket, key, uploadId);
    if (ctx.method === 'DELETE') {
      await rm(folder, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    return next();
  };
}

const escape = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

function xml(ctx: S3rverContext, body: string, status = 200) {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
}

function noSuchUpload(ctx: S3rverContext) {
  xml(
    ctx,
    '<Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message></Error>',
    404,
  );
}

async function listParts(
  ctx: S3rverContext,
  folder: string,
  bucket: string,
  key: string,
  uploadId: string,
) {
  const numbers = (await readdir(folder))
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const parts = await Promise.all(
    numbers.map(async (number) => {
      const file = path.join(folder, String(number));
      const [{ size, mtime }, md5] = await Promise.all([
        stat(file),
        readFile(`${file}.md5`, 'utf8'),
      ]);
      return `<Part><PartNumber>${number}</PartNumber><LastModified>${mtime.toISOString()}</LastModified><ETag>"${md5}"</ETag><Size>${size}</Size></Part>`;
    }),
  );
  xml(
    ctx,
    `<ListPartsResult><Bucket>${escape(bucket)}</Bucket><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><IsTruncated>false</IsTruncated>${parts.join('')}</ListPartsResult>`,
  );
}

async function listUploads(ctx: S3rverContext, uploads: string, bucket: string) {
  const prefix = typeof ctx.query.prefix === 'string' ? ctx.query.prefix : '';
  const ids = await readdir(uploads).catch(() => [] as string[]);
  const entries = await Promise.all(
    ids.map(async (uploadId) => {
      const folder = path.join(uploads, uploadId);
      const key = await readFile(path.join(folder, 'key'), 'utf8').catch(() => null);
      if (key === null || !key.startsWith(prefix)) return '';
      // s3rver writes `key` once, when the upload starts.
      const { mtime } = await stat(path.join(folder, 'key'));
      return `<Upload><Key>${escape(key)}</Key><UploadId>${escape(uploadId)}</UploadId><Initiated>${mtime.toISOString()}</Initiated></Upload>`;
    }),
  );
  xml(
    ctx,
    `<ListMultipartUploadsResult><Bucket>${escape(bucket)}</Bucket><Prefix>${escape(prefix)}</Prefix><IsTruncated>false</IsTruncated>${entries.join('')}</ListMultipartUploadsResult>`,
  );
}
