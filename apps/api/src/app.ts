import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { registerGraphQL } from './graphql/plugin.js';
import { registerBuildHandler } from './http/build-handler.js';
import { registerHealth } from './http/health.js';
import { registerMaintenance } from './http/maintenance.js';
import { registerSpa } from './http/spa.js';
import { createLogger, requestId } from './logger.js';

export interface AppDeps {
  config: Config;
  db: Database;
  logger?: Logger;
}

/** GraphQL payloads are small; files travel through signed URLs, not through this limit. */
const BODY_LIMIT_BYTES = 1024 * 1024;

const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  // MUI (emotion) injects its styles at run time.
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/** The whole portal without listening: tests inject requests into it, main.ts makes it listen. */
export async function buildApp({ config, db, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    genReqId: requestId,
    requestIdHeader: false,
  }) as unknown as FastifyInstance;

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // HSTS only makes sense over https; it is added below when the request came that way.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Request-Id', reply.request.id);
  });

  if (config.maintenanceMode) registerMaintenance(app);
  registerBuildHandler(app, config.buildCommit);
  registerHealth(app, db);
  await registerGraphQL(app, { config, db });
  await registerSpa(app, config.webDistDir);
  return app;
}
