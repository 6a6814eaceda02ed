import type { FastifyInstance } from 'fastify';

/** GET /api/build/handler → { commit }: the web polls it to notice a new deployment. */
export function registerBuildHandler(app: FastifyInstance, commit: string): void {
  app.get('/api/build/handler', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { commit };
  });
}
