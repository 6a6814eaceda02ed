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
  TOO_MANY_ATTEMPTS: 429,
  // A patient's download without a session, or with one whose link expired or was revoked.
  PATIENT_SESSION_REQUIRED: 401,
  LINK_EXPIRED: 401,
  LINK_REVOKED: 401,
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
  // A bearer token is the way in for a user; a patient's page opens a mailed link instead.
  if (error.code === 'UNAUTHENTICATED' || error.code === 'TOKEN_EXPIRED')
    reply.header('WWW-Authenticate', 'Bearer');
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
