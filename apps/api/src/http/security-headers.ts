import { HELP_VIDEO_FRAME_ORIGINS } from '@portal/domain';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { PERMISSIONS_POLICY } from './permissions-policy.js';

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // The DICOM viewer's JPEG-LS and JPEG 2000 decoders are WebAssembly (apps/web
  // shared/files/dicom/codecs): compiling a module needs 'wasm-unsafe-eval', which allows
  // WebAssembly and nothing else — JavaScript's eval and new Function stay refused.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  // MUI (emotion) injects its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  // The file viewer shows PDFs from blob: URLs of files it fetched (apps/web shared/files). The
  // help page embeds the video playlist an Admin configured, from these players only (ADR 0031).
  frameSrc: ["'self'", 'blob:', ...HELP_VIDEO_FRAME_ORIGINS],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** Only over https: a browser that saw it over http would be told nothing true. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

function helmetOptions(browserOrigins: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        ...CONTENT_SECURITY_POLICY,
        // Browsers upload to and download from S3 directly (presigned URLs).
        connectSrc: [...CONTENT_SECURITY_POLICY.connectSrc, ...browserOrigins],
        imgSrc: [...CONTENT_SECURITY_POLICY.imgSrc, ...browserOrigins],
      },
    },
    // The same as the CSP's `frame-ancestors 'none'`, for browsers that read only this header.
    xFrameOptions: { action: 'deny' },
    // Added per request, when it came over https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  };
}

/**
 * The headers helmet sets for `options`, worked out once. They do not depend on the request, and
 * building helmet's middleware for every request (as @fastify/helmet does) cost a few percent of
 * the API's CPU per request (issue 11).
 */
function headersOf(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name];
    },
  };
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error instanceof Error ? error : new Error('helmet refused its options');
    },
  );
  return headers;
}

/**
 * Security headers on every answer, errors included: helmet's (CSP, frame, referrer, MIME
 * sniffing, cross-origin policies), the Permissions-Policy, HSTS over https, and the request's id
 * for support. A route may replace one (the dev mailbox sets its own CSP).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { browserOrigins }: { browserOrigins: readonly string[] },
): void {
  const headers = {
    ...headersOf(helmetOptions(browserOrigins)),
    'Permissions-Policy': PERMISSIONS_POLICY,
  };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('X-Request-Id', request.id);
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
}
