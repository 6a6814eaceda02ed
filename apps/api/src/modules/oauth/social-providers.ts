import * as client from 'openid-client';
import type { Config, OAuthClient } from '../../config.js';
import type { SocialProviderName } from '../../db/schema/index.js';

/**
 * Google and Facebook sign-in (issue 19 §3, ADR 0047) through openid-client: the authorization
 * code flow with PKCE. Google is an OpenID provider (its discovery document, an ID token);
 * Facebook's login is OAuth 2.0 with the profile read from its Graph API.
 */

/** What a provider says about the person who came back from it. */
export interface SocialIdentity {
  provider: SocialProviderName;
  subject: string;
  email: string | null;
  /** Whether the provider vouches for the address (Google's email_verified; Facebook never). */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** A flow's secrets, kept in the oauth_state cookie between the two redirects. */
export interface FlowSecrets {
  state: string;
  codeVerifier: string;
}

export const SOCIAL_PROVIDERS: readonly SocialProviderName[] = ['google', 'facebook'];

export const isSocialProvider = (value: unknown): value is SocialProviderName =>
  SOCIAL_PROVIDERS.includes(value as SocialProviderName);

/** The providers this installation has configured. */
export const configuredProviders = (config: Pick<Config, 'oauth'>): SocialProviderName[] =>
  SOCIAL_PROVIDERS.filter((name) => config.oauth[name] !== null);

/** An http issuer is a test's local provider; anything in production must be https. */
const insecureAllowed = (config: Pick<Config, 'env'>, url: string) =>
  config.env !== 'production' && url.startsWith('http:');

const googleConfigurations = new Map<string, Promise<client.Configuration>>();

/** Google's configuration from its discovery document, fetched once per issuer and client. */
function googleConfiguration(config: Pick<Config, 'env'>, google: OAuthClient) {
  const id = `${google.issuer}\u0000${google.clientId}`;
  let found = googleConfigurations.get(id);
  if (!found) {
    found = client.discovery(
      new URL(google.issuer),
      google.clientId,
      undefined,
      client.ClientSecretPost(google.clientSecret),
      insecureAllowed(config, google.issuer) ? { execute: [client.allowInsecureRequests] } : {},
    );
    // A failed discovery (the provider down) is tried again by the next sign-in.
    found.catch(() => googleConfigurations.delete(id));
    googleConfigurations.set(id, found);
  }
  return found;
}

/** Facebook's configuration: its endpoints, no discovery. */
function facebookConfiguration(config: Pick<Config, 'env'>, facebook: OAuthClient) {
  const configuration = new client.Configuration(
    {
      issuer: 'https://www.facebook.com',
      authorization_endpoint: facebook.issuer,
      token_endpoint: `${facebook.graphUrl}/oauth/access_token`,
    },
    facebook.clientId,
    undefined,
    client.ClientSecretPost(facebook.clientSecret),
  );
  if (insecureAllowed(config, facebook.graphUrl ?? '')) client.allowInsecureRequests(configuration);
  return configuration;
}

async function configurationOf(
  config: Pick<Config, 'env' | 'oauth'>,
  provider: SocialProviderName,
): Promise<{ configuration: client.Configuration; settings: OAuthClient }> {
  const settings = config.oauth[provider];
  if (!settings) throw new Error(`${provider} sign-in is not configured`);
  const configuration =
    provider === 'google'
      ? await googleConfiguration(config, settings)
      : facebookConfiguration(config, settings);
  return { configuration, settings };
}

const SCOPES: Record<SocialProviderName, string> = {
  google: 'openid email profile',
  facebook: 'email public_profile',
};

/** Where the provider sends the browser back: the portal's callback for this provider. */
export const callbackUrl = (config: Pick<Config, 'publicUrl'>, provider: SocialProviderName) =>
  `${config.publicUrl}/api/auth/oauth/${provider}/callback`;

/** The provider's page to send the browser to, and the secrets its return is checked with. */
export async function startFlow(
  config: Pick<Config, 'env' | 'oauth' | 'publicUrl'>,
  provider: SocialProviderName,
): Promise<{ url: URL; secrets: FlowSecrets }> {
  const { configuration } = await configurationOf(config, provider);
  const secrets = { state: client.randomState(), codeVerifier: client.randomPKCECodeVerifier() };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: callbackUrl(config, provider),
    scope: SCOPES[provider],
    state: secrets.state,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
  });
  return { url, secrets };
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The identity the provider's return stands for: the code exchanged with the PKCE verifier (the
 * state checked against the cookie's by openid-client), then the ID token's claims (Google) or the
 * Graph profile (Facebook). `returnedTo` is the callback's address as the browser asked for it.
 */
export async function finishFlow(
  config: Pick<Config, 'env' | 'oauth' | 'publicUrl'>,
  provider: SocialProviderName,
  returnedTo: URL,
  secrets: FlowSecrets,
): Promise<SocialIdentity> {
  const { configuration, settings } = await configurationOf(config, provider);
  const tokens = await client.authorizationCodeGrant(configuration, returnedTo, {
    pkceCodeVerifier: secrets.codeVerifier,
    expectedState: secrets.state,
    idTokenExpected: provider === 'google',
  });
  if (provider === 'google') {
    const claims = tokens.claims()!;
    return {
      provider,
      subject: claims.sub,
      email: text(claims.email)?.toLowerCase() ?? null,
      emailVerified: claims.email_verified === true,
      firstName: text(claims.given_name),
      lastName: text(claims.family_name),
    };
  }
  const profile = (await (
    await client.fetchProtectedResource(
      configuration,
      tokens.access_token,
      new URL(`${settings.graphUrl}/me?fields=id,email,first_name,last_name`),
      'GET',
    )
  ).json()) as Record<string, unknown>;
  return {
    provider,
    subject: String(profile.id),
    email: text(profile.email)?.toLowerCase() ?? null,
    emailVerified: false,
    firstName: text(profile.first_name),
    lastName: text(profile.last_name),
  };
}
