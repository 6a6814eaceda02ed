import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { PUBLIC_ROUTE } from '../../http/route-access.js';
import { recordAudit } from '../../platform/audit/audit.js';
import { issueTicket } from './oauth-tickets.js';
import {
  clearedOAuthStateCookie,
  oauthFlowOf,
  oauthStateCookie,
  type OAuthIntent,
} from './oauth-state-cookie.js';
import { callbackUrl, finishFlow, isSocialProvider, startFlow } from './social-providers.js';

interface OAuthRouteDeps {
  db: Database;
  config: Config;
}

const notFound = { statusCode: 404, error: 'Not Found', message: 'Not Found' };

/** The portal page the browser returns to: /login to sign in, /profile to connect. */
const pageOf = (intent: OAuthIntent) => (intent === 'connect' ? '/profile' : '/login');

/**
 * The two redirects of social sign-in (issue 19 §3, ADR 0047). `start` sends the browser to the
 * provider with a fresh state and PKCE challenge, kept in the oauth_state cookie; `callback`
 * checks the state the provider brought back against the cookie's, exchanges the code, and sends
 * the browser back to the portal's page with a ticket for what the provider said — or with
 * `oauthError=state` ('Invalid OAuth state') or `oauthError=denied`.
 */
export function registerOAuthRoutes(app: FastifyInstance, deps: OAuthRouteDeps): void {
  const { config } = deps;
  const secure = config.publicUrl.startsWith('https:');

  app.get(
    '/api/auth/oauth/:provider/start',
    { exposeHeadRoute: false, config: { access: PUBLIC_ROUTE } },
    async (request, reply) => {
      const { provider } = request.params as { provider: string };
      if (!isSocialProvider(provider) || !config.oauth[provider]) {
        return reply.status(404).send(notFound);
      }
      const intent: OAuthIntent =
        (request.query as { intent?: string }).intent === 'connect' ? 'connect' : 'login';
      const { url, secrets } = await startFlow(config, provider);
      return reply
        .header('Set-Cookie', oauthStateCookie({ provider, intent, ...secrets }, secure))
        .header('Cache-Control', 'no-store')
        .redirect(url.href, 302);
    },
  );

  app.get(
    '/api/auth/oauth/:provider/callback',
    { exposeHeadRoute: false, config: { access: PUBLIC_ROUTE } },
    async (request, reply) => {
      const { provider } = request.params as { provider: string };
      const flow = oauthFlowOf(request.headers.cookie);
      const query = request.query as Record<string, string | undefined>;
      reply
        .header('Set-Cookie', clearedOAuthStateCookie(secure))
        .header('Cache-Control', 'no-store');
      const back = (intent: OAuthIntent, params: Record<string, string>) =>
        reply.redirect(`${pageOf(intent)}?${new URLSearchParams(params).toString()}`, 303);
      // A return without our cookie, for another provider or with another state is ignored.
      if (!flow || flow.provider !== provider || query.state !== flow.state) {
        await audit(deps.db, request, 'failure', { provider, reason: 'state' });
        return back(flow?.intent ?? 'login', { oauthError: 'state' });
      }
      if (query.error) {
        await audit(deps.db, request, 'failure', { provider, reason: query.error });
        return back(flow.intent, { oauthError: 'denied' });
      }
      let identity;
      try {
        identity = await finishFlow(config, flow.provider, returnedTo(config, request), flow);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in: the code exchange failed');
        await audit(deps.db, request, 'failure', { provider, reason: 'exchange' });
        return back(flow.intent, { oauthError: 'state' });
      }
      const ticket = await issueTicket(deps.db, identity);
      return back(flow.intent, { oauth: ticket, type: provider });
    },
  );
}

/** The callback's address as the provider sent the browser to it (the public one, with its query). */
function returnedTo(config: Config, request: FastifyRequest): URL {
  const { provider } = request.params as { provider: 'google' | 'facebook' };
  const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
  return new URL(`${callbackUrl(config, provider)}${query}`);
}

async function audit(
  db: Database,
  request: FastifyRequest,
  outcome: 'failure',
  details: Record<string, unknown>,
): Promise<void> {
  await recordAudit(db, {
    action: 'auth.oauthCallback',
    outcome,
    address: request.ip,
    details,
  });
}
