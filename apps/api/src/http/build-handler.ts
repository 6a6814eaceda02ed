import type { FastifyInstance } from 'fastify';
import { PUBLIC_ROUTE } from './route-access.js';

/** GET /api/build/handler → { commit }: the web polls it to notice a new deployment. */
export function registerBuildHandler(app: FastifyInstance, commit: string): void {
  app.get('/api/build/handler', { config: { access: PUBLIC_ROUTE } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { commit };
  });
}
