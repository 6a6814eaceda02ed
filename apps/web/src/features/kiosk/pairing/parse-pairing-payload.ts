/** What the registration QR code holds (apps/api tablets: `registerTablet.qrCode`). */
export interface PairingPayload {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

export type PairingProblem =
  /** Not a JSON object: a different QR code, or a paste cut short. */
  | 'unreadable'
  /** JSON, but without the three texts. */
  | 'incomplete'
  /** The API address is not an http(s) address of this installation. */
  | 'otherInstallation';

export type PairingParse =
  | { ok: true; payload: PairingPayload }
  | { ok: false; problem: PairingProblem; apiOrigin?: string };

/** A payload is a few hundred characters; anything far longer is not one. */
const MAX_PAYLOAD_LENGTH = 4096;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Same installation: the same origin as the page the kiosk runs on. On one's own machine any
 * loopback address counts, so a kiosk opened through the development server (localhost:5173,
 * which forwards /graphql) pairs with the API's own address (127.0.0.1:3000).
 */
function sameInstallation(api: URL, page: URL): boolean {
  if (api.origin === page.origin) return true;
  return LOOPBACK_HOSTS.has(api.hostname) && LOOPBACK_HOSTS.has(page.hostname);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value.trim() : null;
}

/**
 * Reads a scanned or pasted pairing payload, JSON `{ apiUrl, clientId, clientSecret }`.
 *
 * The kiosk only pairs with the installation it is served from: its calls go to this origin, and
 * a QR code pointing elsewhere would otherwise be a way to make the tablet trust a foreign
 * server with patients' signatures.
 */
export function parsePairingPayload(raw: string, pageOrigin: string): PairingParse {
  const input = raw.trim();
  if (input.length === 0 || input.length > MAX_PAYLOAD_LENGTH) {
    return { ok: false, problem: 'unreadable' };
  }
  let value: unknown;
  try {
    value = JSON.parse(input);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, problem: 'unreadable' };
  }
  const fields = value as Record<string, unknown>;
  const apiUrl = text(fields.apiUrl);
  const clientId = text(fields.clientId);
  const clientSecret = text(fields.clientSecret);
  if (!apiUrl || !clientId || !clientSecret) return { ok: false, problem: 'incomplete' };

  let api: URL;
  try {
    api = new URL(apiUrl);
  } catch {
    return { ok: false, problem: 'otherInstallation' };
  }
  if (api.protocol !== 'https:' && api.protocol !== 'http:') {
    return { ok: false, problem: 'otherInstallation' };
  }
  if (!sameInstallation(api, new URL(pageOrigin))) {
    return { ok: false, problem: 'otherInstallation', apiOrigin: api.origin };
  }
  return { ok: true, payload: { apiUrl, clientId, clientSecret } };
}
