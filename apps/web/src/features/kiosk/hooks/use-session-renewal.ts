import { useCallback, useEffect, useRef, useState } from 'react';
import { signInFailure, signInTablet, type SignInOutcome } from '../api/sign-in-tablet';
import type { KioskSession, KioskSessionStore } from '../session/kiosk-session-store';

/** A session is renewed this long before it expires, so the kiosk never works on a dead one. */
const RENEW_BEFORE_MS = 5 * 60_000;
/** After a renewal the server could not answer (network, maintenance), the next try. */
const RETRY_MS = 30_000;
/** A switched-off tablet asks again this often, so switching it on brings the kiosk back. */
const INACTIVE_RETRY_MS = 5 * 60_000;
const MAX_TIMER_MS = 2_147_483_647;

interface Deps {
  store: KioskSessionStore;
  session: KioskSession;
  signIn?: (clientId: string, clientSecret: string) => Promise<SignInOutcome>;
}

export interface SessionRenewal {
  /** What the kiosk's client calls when the server reports the session as ended. */
  sessionEnded: () => void;
  /** An administrator has switched the tablet off: it cannot take requests now. */
  inactive: boolean;
}

/**
 * Keeps a paired kiosk signed in with its stored client credentials (ADR 0016): a new session
 * shortly before the current one expires, and at once when the server says it has ended.
 * Credentials the server refuses for good unpair the kiosk; a switched-off tablet or an
 * unreachable server only postpone the next attempt.
 */
export function useSessionRenewal({ store, session, signIn = signInTablet }: Deps): SessionRenewal {
  const running = useRef(false);
  const retry = useRef<number | undefined>(undefined);
  const [inactive, setInactive] = useState(false);
  const { clientId, clientSecret, expiresAt } = session;

  const renew = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    window.clearTimeout(retry.current);
    try {
      const outcome = await signIn(clientId, clientSecret);
      if (outcome.ok) {
        setInactive(false);
        store.renew(outcome.session.token, outcome.session.expiresAt);
        return;
      }
      const failure = signInFailure(outcome.error);
      if (failure === 'refused') {
        store.unpair('revoked');
        return;
      }
      setInactive(failure === 'inactive');
      retry.current = window.setTimeout(
        () => void renew(),
        failure === 'inactive' ? INACTIVE_RETRY_MS : RETRY_MS,
      );
    } finally {
      running.current = false;
    }
  }, [store, signIn, clientId, clientSecret]);

  useEffect(() => {
    const left = new Date(expiresAt).getTime() - RENEW_BEFORE_MS - Date.now();
    const timer = window.setTimeout(() => void renew(), Math.min(Math.max(left, 0), MAX_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [expiresAt, renew]);

  useEffect(() => () => window.clearTimeout(retry.current), []);

  return { sessionEnded: useCallback(() => void renew(), [renew]), inactive };
}
