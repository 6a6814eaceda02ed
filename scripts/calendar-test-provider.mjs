// A local stand-in for an external calendar service (issue 21 §1, ADR 0052): the OAuth 2.0
// authorization code flow with PKCE and refresh tokens, and the events of Google Calendar's API
// v3 that the portal's sync uses (insert with the client's id, update, delete). The API's tests
// start it in-process (startCalendarTestProvider) and steer it; the e2e suite runs it as a server
// of its own (`node scripts/calendar-test-provider.mjs <port> <redirect URI>`). Consent is granted
// without asking; everything is kept in memory.
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import { pathToFileURL } from 'node:url';

export const CALENDAR_TEST_CLIENT = {
  client_id: 'portal-calendar-client',
  client_secret: 'portal-calendar-secret-of-the-local-provider',
};
export const CALENDAR_TEST_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

const ACCESS_SECONDS = 3600;
const EVENTS = /^\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/;
const token = () => randomBytes(24).toString('base64url');

function send(res, status, body) {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

async function bodyOf(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Starts the provider on `port` (0: any free one); the returned handle steers and inspects it. */
export async function startCalendarTestProvider({ redirectUris, port = 0 }) {
  const codes = new Map(); // code → { challenge, redirectUri, scope }
  const refreshTokens = new Set();
  const accessTokens = new Map(); // token → expiry (ms)
  const calendars = new Map(); // calendar id → Map(event id → event)
  const requests = [];
  let answerEventsWith = null; // a status every events call answers with, for error tests
  let denyNext = false;

  const calendar = (id) => {
    if (!calendars.has(id)) calendars.set(id, new Map());
    return calendars.get(id);
  };
  const liveEvents = (id) =>
    [...calendar(id).values()].filter((event) => event.status !== 'cancelled');

  function authorize(url, res) {
    const redirectUri = url.searchParams.get('redirect_uri') ?? '';
    if (
      url.searchParams.get('client_id') !== CALENDAR_TEST_CLIENT.client_id ||
      !redirectUris.includes(redirectUri) ||
      url.searchParams.get('response_type') !== 'code' ||
      url.searchParams.get('code_challenge_method') !== 'S256'
    ) {
      send(res, 400, { error: 'invalid_request' });
      return;
    }
    const back = new URL(redirectUri);
    back.searchParams.set('state', url.searchParams.get('state') ?? '');
    if (denyNext) {
      denyNext = false;
      back.searchParams.set('error', 'access_denied');
    } else {
      const code = token();
      codes.set(code, {
        challenge: url.searchParams.get('code_challenge'),
        redirectUri,
        scope: url.searchParams.get('scope') ?? '',
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href }).end();
  }

  function grant(form, res) {
    if (
      form.get('client_id') !== CALENDAR_TEST_CLIENT.client_id ||
      form.get('client_secret') !== CALENDAR_TEST_CLIENT.client_secret
    ) {
      send(res, 401, { error: 'invalid_client' });
      return;
    }
    const access = token();
    accessTokens.set(access, Date.now() + ACCESS_SECONDS * 1000);
    if (form.get('grant_type') === 'authorization_code') {
      const issued = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const challenge = createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest('base64url');
      if (
        !issued ||
        issued.challenge !== challenge ||
        issued.redirectUri !== form.get('redirect_uri')
      ) {
        send(res, 400, { error: 'invalid_grant' });
        return;
      }
      const refresh = token();
      refreshTokens.add(refresh);
      send(res, 200, {
        access_token: access,
        refresh_token: refresh,
        expires_in: ACCESS_SECONDS,
        token_type: 'Bearer',
        scope: issued.scope,
      });
      return;
    }
    if (
      form.get('grant_type') === 'refresh_token' &&
      refreshTokens.has(form.get('refresh_token'))
    ) {
      send(res, 200, { access_token: access, expires_in: ACCESS_SECONDS, token_type: 'Bearer' });
      return;
    }
    send(res, 400, { error: 'invalid_grant' });
  }

  async function events(req, res, calendarId, eventId) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !((accessTokens.get(bearer) ?? 0) > Date.now())) {
      send(res, 401, { error: { code: 401, message: 'Invalid Credentials' } });
      return;
    }
    if (answerEventsWith) {
      send(res, answerEventsWith, { error: { code: answerEventsWith, message: 'stand-in' } });
      return;
    }
    const list = calendar(decodeURIComponent(calendarId));
    const existing = eventId ? list.get(eventId) : undefined;
    if (req.method === 'POST' && !eventId) {
      const event = JSON.parse(await bodyOf(req));
      if (list.has(event.id)) {
        send(res, 409, {
          error: { code: 409, message: 'The requested identifier already exists.' },
        });
        return;
      }
      list.set(event.id, { ...event, status: event.status ?? 'confirmed' });
      send(res, 200, list.get(event.id));
    } else if (req.method === 'PUT' && eventId) {
      if (!existing) {
        send(res, 404, { error: { code: 404, message: 'Not Found' } });
        return;
      }
      // Like Google: an update of a deleted event brings it back unless it says cancelled.
      list.set(eventId, { ...JSON.parse(await bodyOf(req)), id: eventId, status: 'confirmed' });
      send(res, 200, list.get(eventId));
    } else if (req.method === 'DELETE' && eventId) {
      if (!existing) send(res, 404, { error: { code: 404, message: 'Not Found' } });
      else if (existing.status === 'cancelled') send(res, 410, { error: { code: 410 } });
      else {
        // Google keeps a deleted event as cancelled: its id stays taken.
        existing.status = 'cancelled';
        send(res, 204);
      }
    } else if (req.method === 'GET' && !eventId) {
      send(res, 200, { items: [...list.values()].filter((event) => event.status !== 'cancelled') });
    } else {
      send(res, 405, { error: { code: 405 } });
    }
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      requests.push({ method: req.method, path: url.pathname });
      if (req.method === 'GET' && url.pathname === '/authorize') authorize(url, res);
      else if (req.method === 'GET' && url.pathname === '/stand-in/events') {
        // For the e2e suite, which runs the stand-in as a process of its own: what a calendar holds.
        send(res, 200, { items: liveEvents(url.searchParams.get('calendarId') ?? 'primary') });
      } else if (req.method === 'POST' && url.pathname === '/token') {
        grant(new URLSearchParams(await bodyOf(req)), res);
      } else {
        const match = EVENTS.exec(url.pathname);
        if (match) await events(req, res, match[1], match[2]);
        else send(res, 404, { error: 'not_found' });
      }
    } catch (error) {
      send(res, 500, { error: String(error) });
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const base = `http://127.0.0.1:${server.address().port}`;
  return {
    authorizeUrl: `${base}/authorize`,
    tokenUrl: `${base}/token`,
    apiUrl: `${base}/calendar/v3`,
    /** The live (not deleted) events of a calendar. */
    events: (calendarId = 'primary') => liveEvents(calendarId),
    /** Method and path of every request so far. */
    requests,
    /** Every refresh token stops working (the user took the portal's access away). */
    revokeAll: () => refreshTokens.clear(),
    /** Every access token expires now: the next call must refresh. */
    expireAccessTokens: () => accessTokens.clear(),
    /** Every events call answers `status` (null: normal again). */
    answerEventsWith: (status) => {
      answerEventsWith = status;
    },
    /** The next consent is refused (the user clicks 'Cancel'). */
    denyNextConsent: () => {
      denyNext = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, redirectUri] = process.argv.slice(2);
  const provider = await startCalendarTestProvider({
    redirectUris: [redirectUri],
    port: Number(port),
  });
  console.log(`local calendar provider at ${provider.authorizeUrl}`);
}
