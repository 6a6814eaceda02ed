/**
 * A browser's part of social sign-in against the local OpenID provider (scripts/
 * oidc-test-provider.mjs): follows the provider's redirects with its cookies, fills its login
 * page with `login`, and returns the address it finally sends the browser to (the portal's
 * callback), without following that one.
 */
export async function signInAtProvider(
  authorizationUrl: string,
  login: string,
  portalOrigin: string,
): Promise<URL> {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      cookies.set(pair!.slice(0, separator).trim(), pair!.slice(separator + 1).trim());
    }
  };
  let url = new URL(authorizationUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 10; hop += 1) {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: cookieHeader() },
    });
    keep(response);
    init = {};
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      if (url.origin === portalOrigin) return url;
      continue;
    }
    // The login page: a form posting `login` and `password` to itself.
    const page = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(page)?.[1];
    if (!action) throw new Error(`unexpected provider page at ${url.href}: ${page.slice(0, 200)}`);
    const fields = new URLSearchParams({ login, password: 'any' });
    for (const [, name, value] of page.matchAll(
      /<input type="hidden" name="([^"]+)" value="([^"]*)"/g,
    )) {
      fields.set(name!, value!);
    }
    url = new URL(action, url);
    init = {
      method: 'POST',
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
  }
  throw new Error('the provider never sent the browser back');
}
