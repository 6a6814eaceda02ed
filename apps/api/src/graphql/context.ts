import { isRole, type Lang, type Role } from '@portal/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { MercuriusContext } from 'mercurius';
import type { Actor, TabletActor } from '../auth/actor.js';
import { lookupSession, type SessionUser } from '../auth/sessions.js';
import { lookupTabletSession, type TabletSession } from '../auth/tablet-sessions.js';
import { bearerToken } from '../auth/tokens.js';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../platform/mail/mailer.js';
import type { EventPublisher } from '../platform/pubsub/event-publisher.js';
import { tabletStatusChanged } from '../platform/pubsub/events.js';
import { AppError, tokenExpired, unauthenticated } from '../errors/app-error.js';

/** A signed-in request: the session's user and the role it acts as (ADR 0004). */
export interface ActiveSession extends SessionUser {
  currentRole: Role;
}

/** A paired kiosk (ADR 0014): a tablet is not a user and holds no role. */
export type ActiveTablet = TabletSession;

/** Whom a bearer token belongs to: a user's session or a paired tablet's. */
export type Principal =
  { kind: 'user'; session: ActiveSession } | { kind: 'tablet'; tablet: ActiveTablet };

/**
 * A valid token of the other kind of principal: a tablet calling a user operation or a user
 * calling a tablet operation. FORBIDDEN (not UNAUTHENTICATED: the token is fine, and a client
 * that signs out on 401 must not), and the guard audits who tried.
 */
export class WrongPrincipalError extends AppError {
  constructor(readonly principal: Principal) {
    super('FORBIDDEN', 'errors.forbidden');
  }
}

export interface RequestFacts {
  lang: Lang;
  /** Client address as Fastify sees it (honours TRUST_PROXY). */
  address: string;
  authorization: string | null;
  /** `X-Current-Role` (HTTP) or `currentRole` (WebSocket connection_init). */
  requestedRole: string | null;
  /**
   * Social sign-in's headers (spec part 1 §7, ADR 0047): the ticket (`authorization_code` or
   * `access_token`) and `oauth_type`; null over WebSocket.
   */
  oauth: { ticket: string | null; type: string | null };
}

export interface PortalContext extends RequestFacts {
  db: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Announces committed changes to subscribers; services publish after their transaction. */
  events: EventPublisher;
  /** Queues mails; pass the transaction of the change a mail is about (platform/mail). */
  mailer: Mailer;
  /**
   * The signed-in session; throws UNAUTHENTICATED or TOKEN_EXPIRED, or WrongPrincipalError for a
   * tablet's token. Looked up once per request.
   */
  session(): Promise<ActiveSession>;
  /** The signed-in user as services take it (auth/actor.ts); throws as `session()`. */
  actor(): Promise<Actor>;
  /** The paired tablet making the request; throws as `session()`, and for a user's token. */
  tablet(): Promise<ActiveTablet>;
  /** The paired tablet as the kiosk's services take it; throws as `tablet()`. */
  tabletActor(): Promise<TabletActor>;
}

export type GraphQLContext = MercuriusContext & PortalContext;

// Every context Mercurius hands over is a PortalContext (createPortalContext, and the socket's in
// plugin.ts): saying so lets loaders and resolvers be typed without casts (ADR 0022).
declare module 'mercurius' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface MercuriusContext extends PortalContext {}
}

export function createPortalContext(
  facts: RequestFacts,
  deps: {
    db: Database;
    config: Config;
    log: FastifyBaseLogger;
    events: EventPublisher;
    mailer: Mailer;
  },
): PortalContext {
  let pending: Promise<Principal> | undefined;
  const principal = () => (pending ??= resolvePrincipal(deps.db, facts, deps.events));
  return {
    ...facts,
    ...deps,
    session: () => principal().then(asUser),
    actor: () => principal().then((found) => actorOf(asUser(found), facts.address)),
    tablet: () => principal().then(asTablet),
    tabletActor: () =>
      principal().then((found) => ({ tablet: asTablet(found), address: facts.address })),
  };
}

/** The user of a session as the services take it, with the request's address. */
export function actorOf(session: ActiveSession, address: string): Actor {
  return { userId: session.userId, role: session.currentRole, address };
}

export function asUser(principal: Principal): ActiveSession {
  if (principal.kind !== 'user') throw new WrongPrincipalError(principal);
  return principal.session;
}

export function asTablet(principal: Principal): ActiveTablet {
  if (principal.kind !== 'tablet') throw new WrongPrincipalError(principal);
  return principal.tablet;
}

/**
 * Looks the token up now: a user's session (one indexed query), else a tablet's (one more). A
 * tablet's use is announced to `events` when its lastUsedAt was written (at most every 30 s).
 */
export async function resolvePrincipal(
  db: Database,
  facts: Pick<RequestFacts, 'authorization' | 'requestedRole'>,
  events?: EventPublisher,
): Promise<Principal> {
  const token = bearerToken(facts.authorization);
  if (!token) throw unauthenticated();
  const lookup = await lookupSession(db, token);
  if (lookup.status === 'expired') throw tokenExpired();
  if (lookup.status === 'valid') {
    const currentRole = pickCurrentRole(lookup.session.roles, facts.requestedRole);
    return { kind: 'user', session: { ...lookup.session, currentRole } };
  }
  const tablet = await lookupTabletSession(db, token);
  if (tablet.status === 'expired') throw tokenExpired();
  if (tablet.status === 'invalid') throw unauthenticated();
  if (tablet.touched) events?.publish(tabletStatusChanged(tablet.session.id));
  return { kind: 'tablet', tablet: tablet.session };
}

/** The requested role if the user holds it; the first role when none was requested. */
export function pickCurrentRole(roles: readonly Role[], requested: string | null): Role {
  if (!requested) return roles[0]!;
  if (isRole(requested) && roles.includes(requested)) return requested;
  throw new AppError('FORBIDDEN', 'errors.roleNotAssigned', {
    params: { role: requested.slice(0, 40) },
  });
}
