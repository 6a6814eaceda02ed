import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OIDC_TEST_CLIENT,
  startOidcTestProvider,
} from '../../../../../scripts/oidc-test-provider.mjs';
import { users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { errorCode, graphql, signIn } from '../../test/graphql.js';
import { signInAtProvider } from '../../test/oidc-browser.js';
import { freshLicenseNumber } from '../../test/signup.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Social sign-in against a local OpenID provider (issue 19 §3, ADR 0047). */

const PORTAL = 'http://portal.test';
const CALLBACK = `${PORTAL}/api/auth/oauth/google/callback`;

let t: TestApp;
let provider: { issuer: string; close: () => Promise<void> };
let sequence = 0;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [CALLBACK] });
  t = await createTestApp({
    PUBLIC_URL: PORTAL,
    GOOGLE_ISSUER: provider.issuer,
    GOOGLE_CLIENT_ID: OIDC_TEST_CLIENT.client_id,
    GOOGLE_CLIENT_SECRET: OIDC_TEST_CLIENT.client_secret,
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

const LOGIN_RESPONSE = '{ token user { id login socialConnections } }';
const OAUTH_LOGIN = `mutation { oauthLogin ${LOGIN_RESPONSE} }`;
const SIGNUP = `mutation($data: OAuthDoctorSignupInput!) { oauthSignupDoctor(signupData: $data) { email } }`;
const CONNECT = 'mutation { oAuthConnectAccount }';

/** The whole round trip of a browser: start, the provider's login as `login`, the callback. */
async function throughGoogle(login: string, intent: 'login' | 'connect' = 'login') {
  const start = await t.app.inject({
    method: 'GET',
    url: `/api/auth/oauth/google/start${intent === 'connect' ? '?intent=connect' : ''}`,
  });
  expect(start.statusCode).toBe(302);
  const cookie = String(start.headers['set-cookie']).split(';')[0]!;
  expect(String(start.headers['set-cookie'])).toMatch(
    /^oauth_state=[^;]+; Path=\/api\/auth\/oauth; Max-Age=600; HttpOnly; SameSite=Lax$/,
  );
  const returned = await signInAtProvider(String(start.headers.location), login, PORTAL);
  const callback = await t.app.inject({
    method: 'GET',
    url: `${returned.pathname}${returned.search}`,
    headers: { cookie },
  });
  expect(callback.statusCode).toBe(303);
  return new URL(String(callback.headers.location), PORTAL);
}

const ticketHeaders = (ticket: string) => ({ authorization_code: ticket, oauth_type: 'google' });

describe('social sign-in with Google', () => {
  it('is offered only when configured', async () => {
    const info = await graphql(t.app, '{ appInfo { socialProviders } }');
    expect(info.data).toEqual({ appInfo: { socialProviders: ['GOOGLE'] } });
    const facebook = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/facebook/start' });
    expect(facebook.statusCode).toBe(404);
  });

  it('sends an unknown person to /signup, which makes a doctor’s account signed in by Google', async () => {
    sequence += 1;
    const login = `nowy-${sequence}-${process.pid}`;
    const back = await throughGoogle(login);
    expect(back.pathname).toBe('/login');
    expect(back.searchParams.get('type')).toBe('google');
    const ticket = back.searchParams.get('oauth')!;

    const unknown = await graphql(t.app, OAUTH_LOGIN, { headers: ticketHeaders(ticket) });
    expect(errorCode(unknown)).toBe('OAUTH_USER_NOT_FOUND');
    expect(unknown.errors![0]!.extensions).toMatchObject({
      email: `${login}@example.com`,
      firstName: 'Jan',
      lastName: 'Społeczny',
      accessToken: ticket,
      type: 'google',
    });

    const signup = await graphql(t.app, SIGNUP, {
      headers: { access_token: ticket, 'oauth-type': 'google' },
      variables: {
        data: {
          login: `${login}@example.com`,
          firstName: 'Jan',
          lastName: 'Społeczny',
          phoneNumber: '600 100 200',
          licenseNumber: freshLicenseNumber(),
          acceptTerms: true,
        },
      },
    });
    expect(signup.data).toEqual({ oauthSignupDoctor: { email: `${login}@example.com` } });
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.login, `${login}@example.com`));
    // Google vouches for the address: confirmed, no password; an Admin verifies it as any signup.
    expect(account).toMatchObject({ emailConfirmed: true, passwordHash: null, verifiedAt: null });
    // The ticket worked once.
    const again = await graphql(t.app, SIGNUP, {
      headers: { access_token: ticket, oauth_type: 'google' },
      variables: {
        data: {
          login: 'x@example.com',
          firstName: 'A',
          lastName: 'B',
          phoneNumber: '600100200',
          licenseNumber: freshLicenseNumber(),
          acceptTerms: true,
        },
      },
    });
    expect(errorCode(again)).toBe('LINK_INVALID');

    const waiting = await graphql(t.app, OAUTH_LOGIN, {
      headers: ticketHeaders((await throughGoogle(login)).searchParams.get('oauth')!),
    });
    expect(errorCode(waiting)).toBe('ACCOUNT_NOT_VERIFIED');
    await t.database.db
      .update(users)
      .set({ verifiedAt: new Date() })
      .where(eq(users.id, account!.id));
    const signedIn = await graphql<{
      oauthLogin: { user: { login: string; socialConnections: string[] } };
    }>(t.app, OAUTH_LOGIN, {
      headers: ticketHeaders((await throughGoogle(login)).searchParams.get('oauth')!),
    });
    expect(signedIn.data!.oauthLogin.user).toEqual(
      expect.objectContaining({ login: `${login}@example.com`, socialConnections: ['GOOGLE'] }),
    );
  });

  it('links a Google account whose address Google vouches for to the account of that login', async () => {
    sequence += 1;
    const login = `znany-${sequence}-${process.pid}`;
    await buildUser(t.database.db, { login: `${login}@example.com`, roles: ['Doctor'] });
    const back = await throughGoogle(login);
    const signedIn = await graphql(t.app, OAUTH_LOGIN, {
      headers: ticketHeaders(back.searchParams.get('oauth')!),
    });
    expect(errorCode(signedIn)).toBeUndefined();
  });

  it('connects a Google account from the profile, once', async () => {
    sequence += 1;
    const login = `profil-${sequence}-${process.pid}`;
    const user = await buildUser(t.database.db, { roles: ['Registration'] });
    const token = await signIn(t.app, user.login);
    const back = await throughGoogle(login, 'connect');
    expect(back.pathname).toBe('/profile');
    const connected = await graphql(t.app, CONNECT, {
      token,
      headers: ticketHeaders(back.searchParams.get('oauth')!),
    });
    expect(connected.data).toEqual({ oAuthConnectAccount: true });
    const me = await graphql(t.app, '{ currentUser { socialConnections } }', { token });
    expect(me.data).toEqual({ currentUser: { socialConnections: ['GOOGLE'] } });

    // The same Google account for someone else: refused.
    const other = await signIn(
      t.app,
      (await buildUser(t.database.db, { roles: ['Doctor'] })).login,
    );
    const taken = await graphql(t.app, CONNECT, {
      token: other,
      headers: ticketHeaders((await throughGoogle(login, 'connect')).searchParams.get('oauth')!),
    });
    expect(errorCode(taken)).toBe('CONFLICT');
  });

  it('ignores a return whose state is not the cookie’s, and a ticket it never gave', async () => {
    const start = await t.app.inject({ method: 'GET', url: '/api/auth/oauth/google/start' });
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/google/callback?code=abc&state=not-the-one',
      headers: { cookie },
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/login?oauthError=state');
    const bogus = await graphql(t.app, OAUTH_LOGIN, {
      headers: ticketHeaders('A'.repeat(43)),
    });
    expect(errorCode(bogus)).toBe('LINK_INVALID');
    expect(bogus.errors![0]!.message).toBe(
      'Logowanie przez konto społecznościowe wygasło. Spróbuj ponownie.',
    );
  });
});
