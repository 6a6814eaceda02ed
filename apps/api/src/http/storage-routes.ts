import { langFromHeader, MAX_UPLOAD_BYTES, translate, type MessageKey } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { parseRange } from '../platform/storage/byte-range.js';
import { contentDisposition } from './content-disposition.js';
import { SIGNED_URL_ROUTE } from './route-access.js';
import {
  LOCAL_STORAGE_ROUTE,
  ObjectExistsError,
  TooManyBytesError,
  type LocalStorage,
} from '../platform/storage/local-storage.js';
import { isStorageKey, ObjectNotFoundError } from '../platform/storage/storage.js';

interface StorageRequest {
  Params: { '*': string };
  Querystring: Record<string, unknown>;
}

/**
 * Answers with `{ code, message }`, the message in the request's language. `no_data_found` is
 * the code the web's download error handling recognizes (spec part 2 §8).
 */
function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  key: MessageKey,
  params?: Record<string, number>,
): FastifyReply {
  const lang = langFromHeader(request.headers['accept-language']);
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({ code, message: translate(lang, key, params) });
}

function refuseSignature(
  request: FastifyRequest,
  reply: FastifyReply,
  reason: 'invalid' | 'expired',
): FastifyReply {
  return reason === 'expired'
    ? refuse(request, reply, 403, 'URL_EXPIRED', 'errors.file.linkExpired')
    : refuse(request, reply, 403, 'URL_INVALID', 'errors.file.linkInvalid');
}

/**
 * PUT and GET of the local storage's signed URLs (`/api/storage/<key>?…&signature=…`). Only
 * registered for the local driver; with S3 the browser talks to the bucket.
 *
 * Bodies are streamed to disk, never buffered: in this route's own plugin scope every content
 * type is handed over as the raw stream, so GraphQL keeps its 1 MB body limit and JSON parsing.
 * Downloads are never compressed (compression.ts): zip, DICOM and images gain nothing, and a file
 * keeps its Content-Length and byte ranges, streamed as it is.
 */
export async function registerStorageRoutes(
  app: FastifyInstance,
  storage: LocalStorage,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, parsed) => parsed(null, payload));

    scope.put<StorageRequest>(
      `${LOCAL_STORAGE_ROUTE}/*`,
      { bodyLimit: MAX_UPLOAD_BYTES, config: { access: SIGNED_URL_ROUTE }, compress: false },
      async (request, reply) => {
        const key = request.params['*'];
        if (!isStorageKey(key))
          return refuse(request, reply, 403, 'URL_INVALID', 'errors.file.linkInvalid');
        const verification = storage.verifyUpload(key, request.query);
        if (!verification.ok) return refuseSignature(request, reply, verification.reason);
        const maxBytes = Number(verification.params.max);
        const tooMany = () => {
          // The rest of the body is not read: the connection closes after the answer.
          reply.header('Connection', 'close');
          return refuse(request, reply, 413, 'TOO_LARGE', 'errors.file.moreThanDeclared', {
            declared: maxBytes,
          });
        };
        if (Number(request.headers['content-length'] ?? 0) > maxBytes) return tooMany();
        const body = request.body as Readable | undefined;
        if (!body) return refuse(request, reply, 400, 'EMPTY_BODY', 'validation.file.empty');
        try {
          // An upload URL writes once, also after confirmUpload moved its bytes away (ADR 0019).
          const singleUseUntil = Number(verification.params.expires);
          await storage.put(key, body, { maxBytes, singleUseUntil });
        } catch (error) {
          if (error instanceof TooManyBytesError) return tooMany();
          if (error instanceof ObjectExistsError) {
            // Usually refused before the body was read: do not read gigabytes to discard them.
            reply.header('Connection', 'close');
            return refuse(request, reply, 409, 'ALREADY_UPLOADED', 'errors.file.alreadyUploaded');
          }
          throw error;
        }
        return reply.code(200).header('Cache-Control', 'no-store').send();
      },
    );

    // HEAD is its own method here: Fastify's automatic HEAD would read the whole file to discard it.
    scope.route<StorageRequest>({
      method: ['GET', 'HEAD'],
      url: `${LOCAL_STORAGE_ROUTE}/*`,
      config: { access: SIGNED_URL_ROUTE },
      compress: false,
      handler: async (request, reply) => {
        const key = request.params['*'];
        if (!isStorageKey(key))
          return refuse(request, reply, 403, 'URL_INVALID', 'errors.file.linkInvalid');
        const verification = storage.verifyDownload(key, request.query);
        if (!verification.ok) return refuseSignature(request, reply, verification.reason);
        const {
          name = 'file',
          type = 'application/octet-stream',
          disposition,
        } = verification.params;

        const stat = await storage.stat(key);
        if (!stat) return refuse(request, reply, 404, 'no_data_found', 'errors.file.noData');
        reply
          .header('Content-Type', type)
          .header(
            'Content-Disposition',
            contentDisposition(name, disposition === 'inline' ? 'inline' : 'attachment'),
          )
          .header('X-Content-Type-Options', 'nosniff')
          .header('Cache-Control', 'private, no-store')
          .header('Accept-Ranges', 'bytes');

        const range = parseRange(request.headers.range, stat.size);
        if (range.kind === 'unsatisfiable') {
          return reply
            .code(416)
            .header('Content-Range', `bytes */${stat.size}`)
            .header('Content-Type', 'text/plain')
            .send();
        }
        const part = range.kind === 'partial' ? range : null;
        const length = part ? part.end - part.start + 1 : stat.size;
        reply.code(part ? 206 : 200).header('Content-Length', String(length));
        if (part) reply.header('Content-Range', `bytes ${part.start}-${part.end}/${stat.size}`);
        if (request.method === 'HEAD' || length === 0) return reply.send();
        try {
          return reply.send(await storage.get(key, part ?? undefined));
        } catch (error) {
          if (error instanceof ObjectNotFoundError) {
            reply.removeHeader('Content-Length').removeHeader('Content-Range');
            reply.removeHeader('Content-Disposition');
            return refuse(request, reply, 404, 'no_data_found', 'errors.file.noData');
          }
          throw error;
        }
      },
    });
    done();
  });
}
