import { createHmac, timingSafeEqual } from 'node:crypto';

export type SignedMethod = 'GET' | 'PUT';

/** The query parameter that carries the signature; every other signed parameter is listed. */
const SIGNATURE = 'signature';
const EXPIRES = 'expires';

/**
 * The text a URL's signature covers: method, key and every signed parameter, each value
 * percent-encoded so no value can pose as a separator. Parameters are sorted: order in the URL
 * does not matter, but nothing can be added to or removed from the signed set.
 */
function canonical(method: SignedMethod, key: string, params: Record<string, string>): string {
  const pairs = Object.keys(params)
    .sort()
    .map((name) => `${name}=${encodeURIComponent(params[name]!)}`);
  return [method, key, ...pairs].join('\n');
}

function signatureOf(secret: Buffer, text: string): Buffer {
  return createHmac('sha256', secret).update(text).digest();
}

/**
 * Query string of a URL that allows `method` on `key` until `expiresAt` (Unix seconds) with these
 * exact `params` (HMAC-SHA256 with the server's secret, base64url).
 */
export function signQuery(
  secret: Buffer,
  method: SignedMethod,
  key: string,
  expiresAt: number,
  params: Record<string, string> = {},
): string {
  const signed = { ...params, [EXPIRES]: String(expiresAt) };
  const signature = signatureOf(secret, canonical(method, key, signed)).toString('base64url');
  return new URLSearchParams({ ...signed, [SIGNATURE]: signature }).toString();
}

export type Verification =
  { ok: true; params: Record<string, string> } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a request's query against its signature. `names` are the parameters the route expects
 * besides `expires`; others in the URL are ignored (and unsigned). A wrong signature is reported
 * before expiry, so an attacker learns nothing from a forged `expires`.
 */
export function verifyQuery(
  secret: Buffer,
  method: SignedMethod,
  key: string,
  query: Record<string, unknown>,
  names: readonly string[],
  nowSeconds: number,
): Verification {
  const params: Record<string, string> = {};
  for (const name of [...names, EXPIRES]) {
    const value = query[name];
    if (typeof value !== 'string') return { ok: false, reason: 'invalid' };
    params[name] = value;
  }
  const given = query[SIGNATURE];
  if (typeof given !== 'string') return { ok: false, reason: 'invalid' };
  const expected = signatureOf(secret, canonical(method, key, params));
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'invalid' };
  }
  const expiresAt = Number(params[EXPIRES]);
  if (!Number.isSafeInteger(expiresAt) || expiresAt < nowSeconds) {
    return { ok: false, reason: 'expired' };
  }
  return { ok: true, params };
}
