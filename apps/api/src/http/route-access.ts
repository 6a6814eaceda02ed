import type { OperationPermission } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client.js';
import { AppError } from '../errors/app-error.js';
import type { ActiveSession } from '../graphql/context.js';
import { authorizeRequest } from './authorize-request.js';

/**
 * What an HTTP route requires (ADR 0023), the twin of a GraphQL operation's policy
 * (graphql/operation-policy.ts). Every route declares one in its config,
 * `app.get(url, { config: { access: PUBLIC_ROUTE } }, handler)`; a route without one is refused.
 *
 * - `public`: anyone (health, build handler, the web's pages and files, the dev mailbox).
 * - `signedUrl`: the URL's own HMAC signature is the check (local storage's PUT and GET, ADR 0009).
 * - `permission`: a signed-in user whose current role holds `permission`, terms accepted; a
 *   refusal is audited under `auditAction`. The handler reads the caller with `routeSession`.
 * - `patientSession`: a patient's results (ADR 0043); the handler resolves the session cookie
 *   and answers only that patient's files.
 * - `feedToken`: the token in the URL's query is the check (a coordinator's calendar feed, ADR
 *   0051): calendar applications send no session; the handler answers 404 to any other token.
 * - `graphql`: the GraphQL endpoint, where every operation declares its own policy.
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'signedUrl' }
  | { kind: 'patientSession' }
  | { kind: 'feedToken' }
  | { kind: 'permission'; permission: OperationPermission; auditAction: string }
  | { kind: 'graphql' };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC_ROUTE: RouteAccess = { kind: 'public' };
export const SIGNED_URL_ROUTE: RouteAccess = { kind: 'signedUrl' };
export const PATIENT_SESSION_ROUTE: RouteAccess = { kind: 'patientSession' };
export const FEED_TOKEN_ROUTE: RouteAccess = { kind: 'feedToken' };

export function routePermission(permission: OperationPermission, auditAction: string): RouteAccess {
  return { kind: 'permission', permission, auditAction };
}

/**
 * Routes added by plugins whose options cannot carry a route config: declared here by URL, the
 * one place that knows them. Mercurius' endpoint (POST, GET and the WebSocket upgrade) and the
 * web build's files served by @fastify/static.
 */
const PLUGIN_ROUTES: Record<string, RouteAccess> = {
  '/graphql': { kind: 'graphql' },
  '/*': PUBLIC_ROUTE,
};

/** One route as registered, for the test that lists them all. */
export interface RouteDeclaration {
  method: string;
  url: string;
  access: RouteAccess | undefined;
}

const declarations = new WeakMap<FastifyInstance, RouteDeclaration[]>();
const sessions = new WeakMap<FastifyRequest, ActiveSession>();

/** Every route registered on `app` so far, with what it declares (undefined = nothing). */
export function declaredRoutes(app: FastifyInstance): readonly RouteDeclaration[] {
  return declarations.get(app) ?? [];
}

/** The signed-in caller of a `permission` route, as the access hook found it. */
export function routeSession(request: FastifyRequest): ActiveSession {
  const session = sessions.get(request);
  if (!session)
    throw new Error(`${request.url} has no session: is it declared a permission route?`);
  return session;
}

/**
 * The one hook that enforces every HTTP route's declaration; register it before any route.
 * Undeclared means denied: FORBIDDEN, without running the handler. A request no route matches
 * goes to the not-found handler (the SPA's history fallback or a 404), which is public.
 */
export function registerRouteAccess(app: FastifyInstance, db: Database): void {
  const registered: RouteDeclaration[] = [];
  declarations.set(app, registered);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access ?? PLUGIN_ROUTES[route.url];
    if (access && !route.config?.access) route.config = { ...route.config, access };
    for (const method of [route.method].flat()) {
      registered.push({ method, url: route.url, access });
    }
  });
  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) {
      request.log.warn({ route: request.routeOptions.url }, 'route without an access declaration');
      throw new AppError('FORBIDDEN', 'errors.forbidden', { statusCode: 403 });
    }
    if (access.kind === 'permission') {
      sessions.set(
        request,
        await authorizeRequest(request, db, access.permission, access.auditAction),
      );
    }
  });
}
