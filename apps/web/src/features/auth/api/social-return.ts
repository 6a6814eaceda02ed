import type { SocialProvider } from '../../../__generated__/graphql';

/**
 * Social sign-in (issue 19 §3, spec part 1 §2, §7): the server starts a provider's flow at
 * `/api/auth/oauth/<type>/start` and sends the browser back with `?oauth=<ticket>&type=<type>`,
 * or `?oauthError=state|denied`: to /login after signing in, to /profile after connecting.
 * The sign-in page's part, in the chunk of its social buttons: not in the page's first load,
 * which only tests the address (sign-in-screen.tsx). /profile and /signup read their part with
 * their own few lines rather than share this module: a module shared with them would be a file
 * of its own, named in the chunks every portal page loads, the kiosk's included, whose budget
 * has no room for it (scripts/web-bundle-size.mjs).
 */

/** A provider as the server's addresses and the `oauth_type` header name it. */
export type SocialType = 'google' | 'facebook';

export const socialTypeOf = (provider: SocialProvider): SocialType =>
  provider === 'GOOGLE' ? 'google' : 'facebook';

/** Where a link starts a provider's flow: signing in, or connecting it to the signed-in account. */
export function socialStartPath(provider: SocialProvider, intent?: 'connect'): string {
  const path = `/api/auth/oauth/${socialTypeOf(provider)}/start`;
  return intent ? `${path}?intent=${intent}` : path;
}

/** What the server's callback put in the address: a ticket to use, or why there is none. */
export type SocialReturn = { ticket: string; type: SocialType } | { error: 'state' | 'denied' };

const PARAMS = ['oauth', 'type', 'oauthError'];

/** The return in `search`, if the page was opened with one (an unknown error reads as 'state'). */
export function socialReturnOf(search: string): SocialReturn | null {
  const params = new URLSearchParams(search);
  const ticket = params.get('oauth');
  const type = params.get('type');
  if (ticket && (type === 'google' || type === 'facebook')) return { ticket, type };
  if (params.has('oauthError') || params.has('oauth'))
    return { error: params.get('oauthError') === 'denied' ? 'denied' : 'state' };
  return null;
}

/** Takes the return off the address bar, so a reload or a shared link does not use it again. */
export function forgetSocialReturn(): void {
  const url = new URL(window.location.href);
  if (!PARAMS.some((name) => url.searchParams.has(name))) return;
  for (const name of PARAMS) url.searchParams.delete(name);
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
}

/**
 * What a social sign-in of an unknown person carries to /signup (spec part 1 §4 "Login": "sends
 * the user to /signup with the social data prefilled (email, names, token, type)"). The sign-in
 * page has no router, so the record crosses the full page load in sessionStorage: this tab only,
 * and gone once /signup has shown it (features/signup/components/signup-prefill.ts reads it).
 */
export const SIGNUP_PREFILL_KEY = 'portal.signupPrefill';

export interface SocialSignupRecord {
  email: string;
  firstName: string;
  lastName: string;
  /** The ticket oauthSignupDoctor is sent with (`access_token`). */
  token: string;
  /** `google` or `facebook` (`oauth_type`). */
  type: string;
}

export function storeSignupPrefill(record: SocialSignupRecord): void {
  try {
    sessionStorage.setItem(SIGNUP_PREFILL_KEY, JSON.stringify(record));
  } catch {
    // Storage refused (private mode, quota): /signup opens empty, as without a social account.
  }
}
