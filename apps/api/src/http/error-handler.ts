import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/unavailable.js';
import { AppError } from '../errors/app-error.js';
import { sendAppError } from './send-app-error.js';

/** Seconds a client is asked to wait before trying again while the database is away. */
export const RETRY_AFTER_SECONDS = 5;

export const databaseUnavailable = () =>
  new AppError('DATABASE_UNAVAILABLE', 'errors.databaseUnavailable', { statusCode: 503 });

/** Answers 503 with the localized DATABASE_UNAVAILABLE message and a Retry-After. */
export function sendDatabaseUnavailable(
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return sendAppError(request, reply, databaseUnavailable());
}

/**
 * Errors a non-GraphQL route did not handle (GraphQL formats its own, error-formatter.ts).
 * Fastify's default would answer a failed query with its message — SQL and parameters — and
 * log that message as the line's text; here the database being away answers 503 (ADR 0017),
 * any other server fault a localized 500 without details, and the client's own faults (bad
 * JSON, too large) keep their status and Fastify's `{ statusCode, code, error, message }`.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return sendDatabaseUnavailable(request, reply);
    }
    if (error instanceof AppError) return sendAppError(request, reply, error);
    const status = clientErrorStatus(error);
    if (status) {
      request.log.info({ err: error }, 'request refused');
      return reply.code(status).send({
        statusCode: status,
        code: error.code,
        error: STATUS_CODES[status],
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return sendAppError(
      request,
      reply,
      new AppError('INTERNAL_SERVER_ERROR', 'errors.internal', { statusCode: 500 }),
    );
  });
}

function clientErrorStatus(error: FastifyError): number | null {
  const status = error.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
