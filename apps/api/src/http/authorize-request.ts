import { roleHas, type OperationPermission } from '@portal/domain';
import type { FastifyRequest } from 'fastify';
import { lookupSession } from '../auth/sessions.js';
import { bearerToken } from '../auth/tokens.js';
import type { Database } from '../db/client.js';
import { pickCurrentRole, type ActiveSession } from '../graphql/context.js';
import { AppError, tokenExpired, unauthenticated } from '../errors/app-error.js';
import { recordAudit } from '../platform/audit/audit.js';

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/**
 * The HTTP-route twin of the GraphQL permission guard (operation-policy.ts): the same bearer
 * token lookup, the same current role (`X-Current-Role`), terms acceptance and a catalogue
 * permission. A refusal is recorded in the audit trail under `action`, as GraphQL records its own.
 * Throws AppError: UNAUTHENTICATED / TOKEN_EXPIRED (401), TERMS_NOT_ACCEPTED or FORBIDDEN (403).
 */
export async function authorizeRequest(
  request: FastifyRequest,
  db: Database,
  permission: OperationPermission,
  action: string,
): Promise<ActiveSession> {
  const token = bearerToken(header(request, 'authorization'));
  if (!token) throw unauthenticated();
  const lookup = await lookupSession(db, token);
  if (lookup.status === 'expired') throw tokenExpired();
  if (lookup.status === 'invalid') throw unauthenticated();
  const session = {
    ...lookup.session,
    currentRole: pickCurrentRole(lookup.session.roles, header(request, 'x-current-role')),
  };
  if (!session.acceptedTerms) {
    throw new AppError('TERMS_NOT_ACCEPTED', 'errors.termsNotAccepted', { statusCode: 403 });
  }
  if (!roleHas(session.currentRole, permission)) {
    await recordAudit(db, {
      action,
      outcome: 'denied',
      actorUserId: session.userId,
      address: request.ip,
      details: { role: session.currentRole, permission },
    });
    throw new AppError('FORBIDDEN', 'errors.forbidden', { statusCode: 403 });
  }
  return session;
}
