import type { SocialProviderName } from '../../db/schema/index.js';
import { isSocialProvider, type FlowSecrets } from './social-providers.js';

/**
 * The `oauth_state` cookie (spec part 1 §9: 600 s, SameSite and Secure depending on https): the
 * flow's state, PKCE verifier, provider and intent between the start and the callback. HttpOnly;
 * SameSite=Lax, because the provider's return is a top-level navigation from another site;
 * limited to the OAuth routes' path.
 */
export const OAUTH_STATE_COOKIE = 'oauth_state';
const MAX_AGE_SECONDS = 600;
const PATH = '/api/auth/oauth';

export type OAuthIntent = 'login' | 'connect';

export interface OAuthFlow extends FlowSecrets {
  provider: SocialProviderName;
  intent: OAuthIntent;
}

function attributes(maxAge: number, secure: boolean): string {
  return `Path=${PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function oauthStateCookie(flow: OAuthFlow, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${OAUTH_STATE_COOKIE}=${value}; ${attributes(MAX_AGE_SECONDS, secure)}`;
}

export const clearedOAuthStateCookie = (secure: boolean) =>
  `${OAUTH_STATE_COOKIE}=; ${attributes(0, secure)}`;

/** The flow of a `Cookie` header; null when it has none that reads as ours. */
export function oauthFlowOf(cookieHeader: string | undefined): OAuthFlow | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== OAUTH_STATE_COOKIE) continue;
    try {
      const flow = JSON.parse(
        Buffer.from(pair.slice(separator + 1).trim(), 'base64url').toString('utf8'),
      ) as Partial<OAuthFlow>;
      if (
        isSocialProvider(flow.provider) &&
        (flow.intent === 'login' || flow.intent === 'connect') &&
        typeof flow.state === 'string' &&
        typeof flow.codeVerifier === 'string'
      ) {
        return flow as OAuthFlow;
      }
    } catch {
      // Not ours (or tampered with): as if there were none.
    }
    return null;
  }
  return null;
}
