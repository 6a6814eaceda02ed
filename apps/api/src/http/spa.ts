import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PUBLIC_ROUTE } from './route-access.js';

/** Paths that belong to the server; a miss there is a real 404, never the SPA. */
const SERVER_PATHS = /^\/(graphql|api|healthz|assets|dev)(\/|$|\?)/;

/** Source maps would publish the sources; the build makes none, and none is ever served. */
const SOURCE_MAP = /\.map$/;

/**
 * Serves the built SPA with history fallback: an unknown GET that asks for HTML gets index.html
 * so deep links like /profile work after a reload. Hashed assets are cached for good; the entry
 * page and the service worker are revalidated every time so a new build reaches users.
 *
 * The build writes a brotli and a gzip copy next to each text file (apps/web
 * vite-plugins/precompress.ts); the one the client accepts is sent as it is, index.html included,
 * so no request pays for compressing (compression.ts leaves these routes alone).
 */
export async function registerSpa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn({ distDir }, 'web build not found; serving the API only');
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    wildcard: true,
    preCompressed: true,
    allowedPath: (pathname) => !SOURCE_MAP.test(pathname),
    // Nothing a browser needs starts with a dot; the build's .vite/manifest.json stays private.
    dotfiles: 'ignore',
    // Otherwise `send` overwrites what setHeaders chose with `public, max-age=0`.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader(
        'Cache-Control',
        immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
      // Any file may have compressed copies: caches must key it by the encoding asked for.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const sendIndex = (reply: FastifyReply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  // The files themselves (@fastify/static's `/*`) are declared public in route-access.ts.
  app.get('/', { config: { access: PUBLIC_ROUTE }, compress: false }, (_request, reply) =>
    sendIndex(reply),
  );
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !SERVER_PATHS.test(request.url) &&
      (request.headers.accept ?? '').includes('text/html');
    if (wantsPage) return sendIndex(reply);
    return reply.code(404).send({ error: 'Not Found' });
  });
}
