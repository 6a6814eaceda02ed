import * as client from 'openid-client';
import type { CalendarSyncConfig, Config } from '../../config.js';
import type { CalendarSyncError } from '../../db/schema/index.js';

/**
 * The external calendar service of the coordinators' sync (ADR 0052): its OAuth 2.0 authorization
 * code flow with PKCE (openid-client) and the events of a calendar in Google Calendar API v3's
 * shape. Endpoints come from the configuration; the tests use a local stand-in
 * (scripts/calendar-test-provider.mjs).
 */

/** The service refused or failed: `kind` tells the user what to do (consent again, or wait). */
export class CalendarServiceError extends Error {
  constructor(
    readonly kind: CalendarSyncError,
    detail: string,
  ) {
    super(`calendar service: ${kind} (${detail})`);
  }
}

export interface CalendarTokens {
  accessToken: string;
  /** Some services send a new one on refresh; null keeps the old. */
  refreshToken: string | null;
  expiresAt: Date;
}

/** One visit as its calendar event. */
export interface CalendarEventBody {
  summary: string;
  description: string;
  start: Date;
  end: Date;
  url: string;
}

const REQUEST_TIMEOUT_MS = 10_000;
const TIME_ZONE = 'Europe/Warsaw';

type Settings = Pick<Config, 'env'> & { calendarSync: CalendarSyncConfig };

function configuration({ env, calendarSync: settings }: Settings): client.Configuration {
  const configuration = new client.Configuration(
    {
      issuer: new URL(settings.authorizeUrl).origin,
      authorization_endpoint: settings.authorizeUrl,
      token_endpoint: settings.tokenUrl,
    },
    settings.clientId,
    undefined,
    client.ClientSecretPost(settings.clientSecret),
  );
  // An http endpoint is a test's stand-in; anything in production must be https.
  if (env !== 'production' && settings.tokenUrl.startsWith('http:')) {
    client.allowInsecureRequests(configuration);
  }
  return configuration;
}

/** The service's consent page for the calendar scope, with a refresh token asked for. */
export async function authorizationUrl(
  settings: Settings,
  redirectUri: string,
  secrets: { state: string; codeVerifier: string },
): Promise<string> {
  return client.buildAuthorizationUrl(configuration(settings), {
    redirect_uri: redirectUri,
    scope: settings.calendarSync.scope,
    state: secrets.state,
    code_challenge: await client.calculatePKCECodeChallenge(secrets.codeVerifier),
    code_challenge_method: 'S256',
    // Google issues a refresh token only for offline access, and again only on a new consent.
    access_type: 'offline',
    prompt: 'consent',
  }).href;
}

const tokensOf = (response: client.TokenEndpointResponse): CalendarTokens => ({
  accessToken: response.access_token,
  refreshToken: response.refresh_token ?? null,
  expiresAt: new Date(Date.now() + (response.expires_in ?? 3600) * 1000),
});

/** A refusal of the token endpoint is the user's consent gone; anything else a passing failure. */
function tokenFailure(error: unknown): CalendarServiceError {
  if (error instanceof client.ResponseBodyError) {
    const kind = ['invalid_grant', 'invalid_client', 'unauthorized_client'].includes(error.error)
      ? 'auth'
      : 'sync';
    return new CalendarServiceError(kind, error.error);
  }
  return new CalendarServiceError('sync', error instanceof Error ? error.name : 'token endpoint');
}

/** The tokens for the code the service sent back to `redirectUri` with `state`. */
export async function exchangeCode(
  settings: Settings,
  returned: { redirectUri: string; code: string; state: string },
  secrets: { state: string; codeVerifier: string },
): Promise<CalendarTokens> {
  const url = new URL(returned.redirectUri);
  url.searchParams.set('code', returned.code);
  url.searchParams.set('state', returned.state);
  try {
    return tokensOf(
      await client.authorizationCodeGrant(configuration(settings), url, {
        pkceCodeVerifier: secrets.codeVerifier,
        expectedState: secrets.state,
        idTokenExpected: false,
      }),
    );
  } catch (error) {
    throw tokenFailure(error);
  }
}

export async function refreshTokens(
  settings: Settings,
  refreshToken: string,
): Promise<CalendarTokens> {
  try {
    return tokensOf(await client.refreshTokenGrant(configuration(settings), refreshToken));
  } catch (error) {
    throw tokenFailure(error);
  }
}

/** How a refusal of the calendar API reads: 401 consent gone, 403 no access, else passing. */
async function apiFailure(response: Response): Promise<CalendarServiceError> {
  if (response.status === 401) return new CalendarServiceError('auth', '401');
  if (response.status === 403) {
    // Google answers its rate limits with 403 too: those pass.
    const body = await response.text().catch(() => '');
    return new CalendarServiceError(/rateLimit/i.test(body) ? 'sync' : 'access', '403');
  }
  return new CalendarServiceError('sync', String(response.status));
}

/** One call of the calendar API; a network failure or a timeout is a passing failure. */
async function call(
  settings: Settings,
  accessToken: string,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: object,
): Promise<Response> {
  const { apiUrl, calendarId } = settings.calendarSync;
  try {
    return await fetch(`${apiUrl}/calendars/${encodeURIComponent(calendarId)}/events${path}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : null,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    throw new CalendarServiceError('sync', error instanceof Error ? error.name : 'fetch');
  }
}

function eventResource(id: string, event: CalendarEventBody) {
  return {
    id,
    summary: event.summary,
    description: event.description,
    start: { dateTime: event.start.toISOString(), timeZone: TIME_ZONE },
    end: { dateTime: event.end.toISOString(), timeZone: TIME_ZONE },
    source: { title: 'Portal RTG', url: event.url },
  };
}

/**
 * Writes the event `id` whether or not the calendar has it: an update, or an insert when it is
 * not there (an insert that finds it taken, e.g. deleted there earlier, updates it back).
 */
export async function putEvent(
  settings: Settings,
  accessToken: string,
  id: string,
  event: CalendarEventBody,
  known: boolean,
): Promise<void> {
  const resource = eventResource(id, event);
  const update = () => call(settings, accessToken, 'PUT', `/${id}`, resource);
  const insert = () => call(settings, accessToken, 'POST', '', resource);
  let response = await (known ? update() : insert());
  if (known && response.status === 404) response = await insert();
  else if (!known && response.status === 409) response = await update();
  if (!response.ok) throw await apiFailure(response);
  await response.body?.cancel();
}

/** Deletes the event `id`; one the calendar no longer has counts as deleted. */
export async function deleteEvent(
  settings: Settings,
  accessToken: string,
  id: string,
): Promise<void> {
  const response = await call(settings, accessToken, 'DELETE', `/${id}`);
  if (!response.ok && response.status !== 404 && response.status !== 410) {
    throw await apiFailure(response);
  }
  await response.body?.cancel();
}
