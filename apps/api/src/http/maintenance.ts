import { langFromHeader, translate } from '@portal/domain';
import type { FastifyInstance } from 'fastify';

/** /graphql itself (with or without a query string), not paths that merely start the same way. */
const GRAPHQL_PATH = /^\/graphql(\?|$)/;

/**
 * While MAINTENANCE_MODE is on, every GraphQL call answers 503 with the localized maintenance
 * message (spec part 1 §8); the web shows its notice and retries after a reload.
 */
export function registerMaintenance(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!GRAPHQL_PATH.test(request.url)) return;
    const lang = langFromHeader(request.headers['accept-language']);
    await reply
      .code(503)
      .header('Retry-After', '60')
      .send({
        data: null,
        errors: [
          { message: translate(lang, 'errors.maintenance'), extensions: { code: 'MAINTENANCE' } },
        ],
      });
  });
}
