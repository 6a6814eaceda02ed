// A local OpenID provider standing in for Google in the tests (issue 19 §3, ADR 0047): the API's
// tests start it in-process (startOidcTestProvider), the e2e suite as a server of its own
// (`node scripts/oidc-test-provider.mjs <port> <redirect URI>`). oidc-provider's built-in pages
// sign in whoever types a login (letters, digits, dots and dashes; any password): the account is
// `<login>@example.com`, vouched for, named Jan Społeczny. Consent is granted without asking.
import http from 'node:http';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const OIDC_TEST_CLIENT = {
  client_id: 'portal-test-client',
  client_secret: 'portal-test-secret-of-the-local-provider',
};

const LOGIN = /^[a-z0-9.-]{1,60}$/;

function accountOf(id) {
  if (!LOGIN.test(id)) return undefined;
  return {
    accountId: id,
    claims: async () => ({
      sub: id,
      email: `${id}@example.com`,
      email_verified: true,
      given_name: 'Jan',
      family_name: 'Społeczny',
    }),
  };
}

/** Starts the provider on `port` (0: any free one); `close()` stops it. */
export async function startOidcTestProvider({ redirectUris, port = 0 }) {
  const server = http.createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const issuer = `http://127.0.0.1:${server.address().port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        ...OIDC_TEST_CLIENT,
        redirect_uris: redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['given_name', 'family_name'],
    },
    // As Google: the claims in the ID token itself.
    conformIdTokenClaims: false,
    pkce: { required: () => true, methods: ['S256'] },
    cookies: { keys: ['local-oidc-test-provider-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    findAccount: async (_ctx, id) => accountOf(id),
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.account.accountId,
      });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes].join(' '));
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [port, redirectUri] = process.argv.slice(2);
  const { issuer } = await startOidcTestProvider({
    port: Number(port),
    redirectUris: [redirectUri],
  });
  console.log(`local OpenID provider at ${issuer}`);
}
