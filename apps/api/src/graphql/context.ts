import { isRole, type Lang, type Role } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import { lookupSession, type SessionUser } from '../auth/sessions.js';
import { bearerToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { EventPublisher } from '../platform/pubsub/event-publisher.js';
import { AppError, tokenExpired, unauthenticated } from './errors.js';

/** A signed-in request: the session's user and the role it acts as (ADR 0004). */
export interface ActiveSession extends SessionUser {
  currentRole: Role;
}

export interface RequestFacts {
  lang: Lang;
  /** Client address as Fastify sees it (honours TRUST_PROXY). */
  address: string;
  authorization: string | null;
  /** `X-Current-Role` (HTTP) or `currentRole` (WebSocket connection_init). */
  requestedRole: string | null;
}

export interface PortalContext extends RequestFacts {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Announces committed changes to subscribers; services publish after their transaction. */
  events: EventPublisher;
  /** The signed-in session; throws UNAUTHENTICATED or TOKEN_EXPIRED. Looked up once per request. */
  session(): Promise<ActiveSession>;
}

export type GraphQLContext = MercuriusContext & PortalContext;

export function createPortalContext(
  facts: RequestFacts,
  deps: { db: Database; config: Config; log: FastifyBaseLogger; events: EventPublisher },
): PortalContext {
  let pending: Promise<ActiveSession> | undefined;
  return {
    ...facts,
    ...deps,
    session: () => (pending ??= resolveSession(deps.db, facts)),
  };
}

/** Looks the token up now (one indexed query); WebSockets call it again for every event. */
export async function resolveSession(
  db: Database,
  facts: Pick<RequestFacts, 'authorization' | 'requestedRole'>,
): Promise<ActiveSession> {
  const token = bearerToken(facts.authorization);
  if (!token) throw unauthenticated();
  const lookup = await lookupSession(db, token);
  if (lookup.status === 'expired') throw tokenExpired();
  if (lookup.status === 'invalid') throw unauthenticated();
  return {
    ...lookup.session,
    currentRole: pickCurrentRole(lookup.session.roles, facts.requestedRole),
  };
}

/** The requested role if the user holds it; the first role when none was requested. */
export function pickCurrentRole(roles: readonly Role[], requested: string | null): Role {
  if (!requested) return roles[0]!;
  if (isRole(requested) && roles.includes(requested)) return requested;
  throw new AppError('FORBIDDEN', 'errors.roleNotAssigned', {
    params: { role: requested.slice(0, 40) },
  });
}
