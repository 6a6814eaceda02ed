import { useCallback, useRef, useState } from 'react';
import { signInFailure, signInTablet, type SignInOutcome } from '../api/sign-in-tablet';
import { parsePairingPayload } from '../pairing/parse-pairing-payload';
import type { KioskSession } from '../session/kiosk-session-store';

export type PairingFailure =
  | { kind: 'unreadable' | 'incomplete' | 'refused' | 'network' }
  | { kind: 'otherInstallation'; address: string | null }
  | { kind: 'message'; message: string };

interface Deps {
  onPaired: (session: KioskSession) => void;
  signIn?: (clientId: string, clientSecret: string) => Promise<SignInOutcome>;
  pageOrigin?: string;
}

/** From a scanned or pasted payload to a paired kiosk: read it, sign in, keep the session. */
export function usePairing({ onPaired, signIn = signInTablet, pageOrigin }: Deps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<PairingFailure | null>(null);
  const running = useRef(false);

  const pair = useCallback(
    async (raw: string): Promise<boolean> => {
      if (running.current) return false;
      const parsed = parsePairingPayload(raw, pageOrigin ?? window.location.origin);
      if (!parsed.ok) {
        setFailure(
          parsed.problem === 'otherInstallation'
            ? { kind: 'otherInstallation', address: parsed.apiOrigin ?? null }
            : { kind: parsed.problem },
        );
        return false;
      }
      running.current = true;
      setBusy(true);
      setFailure(null);
      try {
        const { clientId, clientSecret } = parsed.payload;
        const outcome = await signIn(clientId, clientSecret);
        if (outcome.ok) {
          const { token, expiresAt, tablet } = outcome.session;
          onPaired({ clientId, clientSecret, token, expiresAt, tablet });
          return true;
        }
        const { error } = outcome;
        // The server's own words where it has them (wrong secret, switched off, throttled).
        if (error.kind === 'other') setFailure({ kind: 'message', message: error.message });
        else setFailure({ kind: signInFailure(error) === 'refused' ? 'refused' : 'network' });
        return false;
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [onPaired, signIn, pageOrigin],
  );

  return { pair, busy, failure };
}
