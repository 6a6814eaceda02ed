import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCode, graphql } from '../../test/graphql.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Facebook sign-in (issue 19 §3, ADR 0047) against a local stand-in for Facebook's token
 * endpoint and Graph API: the code is exchanged with the PKCE verifier and the app secret, and
 * the profile is read with the access token. Facebook does not vouch for addresses.
 */

const PORTAL = 'http://portal.test';
const APP = { id: 'fb-app', secret: 'fb-app-secret' };

let t: TestApp;
let graph: http.Server;
/** The challenge the dialog was opened with, by state; what the token endpoint was sent. */
const challenges = new Map<string, string>();
const exchanges: URLSearchParams[] = [];

function facebookStandIn(): http.Server {
  return http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://graph.test');
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (request.method === 'POST' && url.pathname === '/oauth/access_token') {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const form = new URLSearchParams(body);
        exchanges.push(form);
        const verifier = form.get('code_verifier') ?? '';
        const challenge = createHash('sha256').update(verifier).digest('base64url');
        const ok =
          form.get('code') === 'fb-code' &&
          form.get('client_secret') === APP.secret &&
          [...challenges.values()].includes(challenge);
        if (!ok) return json(400, { error: { message: 'Invalid verification code', code: 100 } });
        return json(200, { access_token: 'fb-access', token_type: 'bearer', expires_in: 3600 });
      });
      return;
    }
    if (url.pathname === '/me' && request.headers.authorization === 'Bearer fb-access') {
      return json(200, {
        id: '10203040',
        email: 'ola.facebook@example.com',
        first_name: 'Ola',
        last_name: 'Fejsbukowa',
      });
    }
    json(404, { error: { message: 'Unknown path' } });
  });
}

beforeAll(async () => {
  graph = facebookStandIn();
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve));
  const { port } = graph.address() as AddressInfo;
  t = await createTestApp({
    PUBLIC_URL: PORTAL,
    FACEBOOK_APP_ID: APP.id,
    FACEBOOK_APP_SECRET: APP.secret,
    FACEBOOK_DIALOG_URL: `http://127.0.0.1:${port}/dialog/oauth`,
    FACEBOOK_GRAPH_URL: `http://127.0.0.1:${port}`,
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => graph.close(resolve));
});

describe('Facebook sign-in', () => {
  it('exchanges the code with the verifier and secret, and reads the Graph profile', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/facebook/start' });
    const dialog = new URL(String(start.headers.location));
    expect(dialog.pathname).toBe('/dialog/oauth');
    expect(dialog.searchParams.get('client_id')).toBe(APP.id);
    expect(dialog.searchParams.get('scope')).toBe('email public_profile');
    expect(dialog.searchParams.get('code_challenge_method')).toBe('S256');
    expect(dialog.searchParams.get('redirect_uri')).toBe(
      `${PORTAL}/api/auth/oauth/facebook/callback`,
    );
    const state = dialog.searchParams.get('state')!;
    challenges.set(state, dialog.searchParams.get('code_challenge')!);

    // The person allows the app on Facebook, which sends the browser back with a code.
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/facebook/callback?code=fb-code&state=${state}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0]! },
    });
    expect(callback.statusCode).toBe(303);
    const back = new URL(String(callback.headers.location), PORTAL);
    expect(back.searchParams.get('type')).toBe('facebook');
    expect(exchanges.at(-1)!.get('redirect_uri')).toBe(
      `${PORTAL}/api/auth/oauth/facebook/callback`,
    );

    const unknown = await graphql(t.app, 'mutation { oauthLogin { token } }', {
      headers: { authorization_code: back.searchParams.get('oauth')!, oauth_type: 'facebook' },
    });
    expect(errorCode(unknown)).toBe('OAUTH_USER_NOT_FOUND');
    expect(unknown.errors![0]!.extensions).toMatchObject({
      email: 'ola.facebook@example.com',
      firstName: 'Ola',
      lastName: 'Fejsbukowa',
      type: 'facebook',
    });
  });

  it('sends the browser back with oauthError=denied when the person refuses', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/facebook/start' });
    const state = new URL(String(start.headers.location)).searchParams.get('state')!;
    const refused = await t.app.inject({
      method: 'GET',
      url: `/api/auth/oauth/facebook/callback?error=access_denied&state=${state}`,
      headers: { cookie: String(start.headers['set-cookie']).split(';')[0]! },
    });
    expect(refused.headers.location).toBe('/login?oauthError=denied');
  });
});
