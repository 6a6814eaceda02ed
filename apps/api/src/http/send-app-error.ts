import { langFromHeader, localizeIssues, translate } from '@portal/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppError, ErrorCode } from '../errors/app-error.js';

/** Statuses of the codes a plain HTTP route can answer with (GraphQL answers 200 for most). */
const STATUS_BY_CODE: Partial<Record<ErrorCode, number>> = {
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  FORBIDDEN: 403,
  TERMS_NOT_ACCEPTED: 403,
  BAD_USER_INPUT: 400,
  BAD_REQUEST: 400,
  NOT_FOUND: 404,
};

/**
 * Answers a non-GraphQL request with an AppError as JSON `{ code, message, validationErrors? }`,
 * localized like GraphQL errors (Accept-Language), so the web's error catalogue reads both alike.
 */
export function sendAppError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: AppError,
): FastifyReply {
  const lang = langFromHeader(request.headers['accept-language']);
  const { params, issues } = error.options;
  const validationErrors = issues ? localizeIssues(issues, lang) : undefined;
  const status = STATUS_BY_CODE[error.code] ?? error.statusCode ?? 500;
  if (status === 401) reply.header('WWW-Authenticate', 'Bearer');
  return reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send({
      code: error.code,
      message: validationErrors
        ? validationErrors.map((issue) => issue.message).join('; ')
        : translate(lang, error.messageKey, params),
      ...(validationErrors ? { validationErrors } : {}),
    });
}
