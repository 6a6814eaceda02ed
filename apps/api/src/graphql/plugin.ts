import { langFromHeader, type Lang } from '@portal/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { sql } from 'drizzle-orm';
import mercurius from 'mercurius';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Mailer } from '../platform/mail/mailer.js';
import { createEventPublisher, type EventPublisher } from '../platform/pubsub/event-publisher.js';
import { USER_UPDATED } from '../platform/pubsub/events.js';
import { forgetUserSessions } from '../auth/sessions.js';
import { forgetSessionsOfChangedUsers } from './session-eviction.js';
import { createRedisEmitter } from '../platform/pubsub/redis-emitter.js';
import {
  actorOf,
  createPortalContext,
  resolvePrincipal,
  type GraphQLContext,
  type RequestFacts,
} from './context.js';
import { formatExecutionErrors } from './error-formatter.js';
import { refuseHostileText } from './hostile-text-guard.js';
import { loaderResolvers } from './loader-resolvers.js';
import { enforcePolicies } from './operation-policy.js';
import { isOriginAllowed } from './origin.js';
import {
  buildPortalSchema,
  loadTypeDefs,
  mergeResolvers,
  portalLoaders,
  portalResolvers,
  scalarResolvers,
} from './schema.js';
import { socketSession, type SocketContext } from './socket-session.js';
import { validateSubscriptions } from './subscription-validation.js';
import { closeRefusedConnectionsAsForbidden } from './subscription-refusal.js';
import { portalValidationRules } from './validation-rules.js';
import { withoutSuggestions } from './without-suggestions.js';

interface Deps {
  config: Config;
  db: Database;
  mailer: Mailer;
}

function headerValue(value: string | string[] | undefined): string | null {
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

function factsFromRequest(request: FastifyRequest): RequestFacts {
  return {
    lang: langFromHeader(headerValue(request.headers['accept-language'])),
    address: request.ip,
    authorization: headerValue(request.headers.authorization),
    requestedRole: headerValue(request.headers['x-current-role']),
    oauth: {
      ticket: socialHeader(request, 'authorization_code') ?? socialHeader(request, 'access_token'),
      type: socialHeader(request, 'oauth_type'),
    },
  };
}

/** A header by its spec name (`oauth_type`) or as proxies that drop underscores need it (`oauth-type`). */
function socialHeader(request: FastifyRequest, name: string): string | null {
  return (
    headerValue(request.headers[name]) ?? headerValue(request.headers[name.replace(/_/g, '-')])
  );
}

/** The `connection_init` payload of a WebSocket: the same facts the HTTP headers carry. */
function factsFromConnectionInit(payload: unknown): Omit<RequestFacts, 'address'> {
  const init = (payload ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : null);
  return {
    lang: langFromHeader(text(init.acceptLanguage)),
    authorization: text(init.authorization),
    requestedRole: text(init.currentRole),
    oauth: { ticket: null, type: null },
  };
}

/** Production answers without graphql-js' "Did you mean …?" guesses (without-suggestions.ts). */
function forClients(config: Config, result: ExecutionResult): ExecutionResult {
  if (config.env !== 'production' || !result.errors) return result;
  const errors = result.errors.map((error) => ({
    ...error,
    message: withoutSuggestions(error.message),
  }));
  return { ...result, errors: errors as unknown as ExecutionResult['errors'] };
}

/** POST /graphql (and subscriptions over WebSocket on the same path). */
export async function registerGraphQL(
  app: FastifyInstance,
  { config, db, mailer }: Deps,
): Promise<void> {
  const schema = buildPortalSchema();
  // A field resolved by a loader is a resolver like any other (loader-resolvers.ts).
  const resolvers = {
    ...mergeResolvers(enforcePolicies(schema, portalResolvers()), loaderResolvers(portalLoaders())),
    ...scalarResolvers,
  };
  // Without REDIS_URL Mercurius keeps events in this process (its default in-memory emitter).
  const { redisUrl, channelPrefix } = config.events;
  const emitter = redisUrl ? createRedisEmitter(redisUrl, channelPrefix, app.log) : undefined;
  if (emitter) app.addHook('onClose', () => new Promise<void>((done) => emitter.close(done)));
  // Services publish through Mercurius' pubsub, which exists once the plugin below is registered.
  const publisher = createEventPublisher(
    { publish: (event, callback) => app.graphql.pubsub.publish(event, callback) },
    app.log,
  );
  // Every change of a user (roles, activity, terms, password) is announced after its commit:
  // the cached sessions of the user are forgotten then, so the next request reads them anew —
  // here at once, before the answer leaves; session-eviction.ts does it for other processes.
  const events: EventPublisher = {
    publish(event) {
      if (event.topic === USER_UPDATED) forgetUserSessions(event.payload.userId);
      publisher.publish(event);
    },
  };

  await app.register(mercurius, {
    schema: loadTypeDefs(),
    resolvers,
    path: '/graphql',
    jit: 1,
    graphiql: false,
    queryDepth: config.graphql.maxDepth,
    validationRules: portalValidationRules(config),
    context: (request) =>
      createPortalContext(factsFromRequest(request), {
        db,
        config,
        log: request.log,
        events,
        mailer,
      }),
    errorFormatter: (execution, context) => {
      const ctx = context as unknown as { lang?: Lang; reply?: { request: FastifyRequest } };
      const request = ctx.reply?.request;
      const lang = ctx.lang ?? langFromHeader(headerValue(request?.headers['accept-language']));
      const { statusCode, response } = formatExecutionErrors(
        execution,
        lang,
        request?.log ?? app.log,
      );
      return { statusCode, response: forClients(config, response) };
    },
    subscription: {
      ...(emitter ? { emitter } : {}),
      verifyClient: (info, next) => {
        const allowed = isOriginAllowed(info.origin, info.req.headers.host, config.allowedOrigins);
        if (allowed) next(true);
        else next(false, 403, 'Origin not allowed');
      },
      // Runs at connection_init, just before onConnect; Mercurius merges both into the context.
      context: async (socket, request) => {
        closeRefusedConnectionsAsForbidden(socket);
        // onConnect cannot tell a database outage from a refused session: both close the socket
        // with 4403, after which the web stops reconnecting. Meeting the outage here instead makes
        // Mercurius close with 1011, which the web's client retries (ADR 0017).
        await db.execute(sql`select 1`);
        const closeSocket: SocketContext['closeSocket'] = (code, reason) =>
          socket.close(code, reason);
        return { address: request.ip, closeSocket };
      },
      onConnect: async ({ payload }) => {
        // Only a signed-in session — a user's, or a paired tablet's (ADR 0014) — may open a
        // subscription connection. It is looked up again for every event delivered
        // (socket-session.ts).
        const facts = factsFromConnectionInit(payload);
        try {
          const validated = await resolvePrincipal(db, facts, events);
          return {
            ...facts,
            db,
            config,
            log: app.log,
            events,
            mailer,
            ...socketSession(db, facts, validated, events),
            // The address comes from `context` above; Mercurius merges both into the context
            // this is called on.
            actor(this: GraphQLContext) {
              return this.session().then((session) => actorOf(session, this.address));
            },
            tabletActor(this: GraphQLContext) {
              return this.tablet().then((tablet) => ({ tablet, address: this.address }));
            },
          };
        } catch {
          return false;
        }
      },
    },
  });
  refuseHostileText(app);
  await forgetSessionsOfChangedUsers(app);

  validateSubscriptions(app, portalValidationRules(config), (error, lang) => {
    const { response } = formatExecutionErrors({ errors: [error] }, lang, app.log);
    const [formatted] = forClients(config, response).errors ?? [];
    return new GraphQLError(formatted?.message ?? error.message, {
      extensions: formatted?.extensions,
    });
  });
}
