import type { KioskConsentRequestFieldsFragment } from '../../../__generated__/graphql';

export type KioskRequest = KioskConsentRequestFieldsFragment;

/**
 * Why the form went away without being signed; the waiting screen says so for a moment, in the
 * server's words when the server gave the reason.
 */
export interface WaitingNotice {
  reason: 'expired' | 'withdrawn';
  message: string | null;
}

/** What the paired kiosk shows. */
export type KioskScreen =
  | { screen: 'waiting'; notice: WaitingNotice | null }
  | { screen: 'form'; request: KioskRequest }
  | { screen: 'thanks'; requestId: string };

export type KioskEvent =
  /** The answer of `pendingConsentRequest` (on load and after every reconnection). */
  | { type: 'pending'; request: KioskRequest | null }
  /** A `consentRequested` event: staff sent a form to this tablet. */
  | { type: 'requested'; request: KioskRequest }
  /** The request's `expiresAt` has passed on the tablet's clock. */
  | { type: 'expired'; requestId: string }
  | { type: 'submitted'; requestId: string }
  /** The server refused the answers because the request is no longer open. */
  | { type: 'closed'; requestId: string; message: string | null }
  | { type: 'thanksDone' }
  | { type: 'noticeSeen' };

export const WAITING: KioskScreen = { screen: 'waiting', notice: null };

/**
 * The kiosk's request handling as a pure transition: the newest request wins (staff resent the
 * form, or sent it for the next patient), a request the server no longer holds open is dropped,
 * and the thank-you screen is only cut short by a request for someone else.
 */
export function nextScreen(current: KioskScreen, event: KioskEvent): KioskScreen {
  switch (event.type) {
    case 'pending':
      if (event.request) return show(current, event.request);
      // Nothing is open on the server: a form on screen was cancelled, answered or timed out.
      return current.screen === 'form' ? waiting('withdrawn') : current;
    case 'requested':
      return show(current, event.request);
    case 'expired':
      return isForm(current, event.requestId) ? waiting('expired') : current;
    case 'closed':
      return isForm(current, event.requestId) ? waiting('withdrawn', event.message) : current;
    case 'submitted':
      return isForm(current, event.requestId)
        ? { screen: 'thanks', requestId: event.requestId }
        : current;
    case 'thanksDone':
      return current.screen === 'thanks' ? WAITING : current;
    case 'noticeSeen':
      return current.screen === 'waiting' && current.notice ? WAITING : current;
  }
}

function waiting(reason: WaitingNotice['reason'], message: string | null = null): KioskScreen {
  return { screen: 'waiting', notice: { reason, message } };
}

function isForm(current: KioskScreen, requestId: string): boolean {
  return current.screen === 'form' && current.request.id === requestId;
}

function show(current: KioskScreen, request: KioskRequest): KioskScreen {
  // The request just signed may still be reported open by a refetch racing the submission.
  if (current.screen === 'thanks' && current.requestId === request.id) return current;
  // The same request again (a refetch after reconnecting): keep what the patient has entered.
  if (current.screen === 'form' && current.request.id === request.id) {
    return current.request === request ? current : { screen: 'form', request };
  }
  return { screen: 'form', request };
}
