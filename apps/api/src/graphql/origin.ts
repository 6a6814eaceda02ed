/**
 * Whether a WebSocket upgrade may proceed. Browsers always send Origin; it must be the portal's
 * own address or one of ALLOWED_ORIGINS, so another site cannot ride a user's session
 * (cross-site WebSocket hijacking). Clients that send no Origin are not browsers and pass.
 */
export function isOriginAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowedOrigins: readonly string[],
): boolean {
  if (!origin) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (allowedOrigins.some((allowed) => new URL(allowed).origin === parsed.origin)) return true;
  return Boolean(host) && parsed.host === host;
}
