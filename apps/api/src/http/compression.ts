import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this, a compressed answer saves less than compressing it costs (issue 11). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * The web build's files (@fastify/static's `/*`, spa.ts) are compressed at build time and sent
 * as they are; compressing them again per request would only cost CPU and their Content-Length.
 * The plugin's route cannot carry route options, so it is opted out here by URL.
 */
const PRECOMPRESSED_ROUTES = new Set(['/*']);

/**
 * Compresses the server's text answers (GraphQL JSON, CSV exports, the dev mailbox) with brotli
 * or gzip, as the client's Accept-Encoding asks, adding `Vary: Accept-Encoding`. The plugin hooks
 * each route as it is added: register this before any route. Routes whose bodies must travel
 * as they are declare `compress: false` (storage downloads, storage-routes.ts). The WebSocket
 * never passes through here. Request bodies are not decompressed: uploads stay byte for byte.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Before the plugin's own onRoute hook, which reads `compress` when a route is added.
  app.addHook('onRoute', (route) => {
    if (PRECOMPRESSED_ROUTES.has(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    globalDecompression: false,
  });
}
